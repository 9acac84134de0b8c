import { ConfirmButton } from '@bolsos/admin-kit';
import type { Product } from '@bolsos/contracts';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { spanishName } from '../../../shared/lib/product-text';
import { deleteProduct } from '../api/products-api';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/** Delete, after a confirmation; a refusal is shown in the dialog. Done, the list is next. */
export function DeleteProductButton({ product, basename }: { product: Product; basename: string }) {
  const { t } = useAdminProductsT();
  const navigate = useNavigate();
  const name = spanishName(product);
  return (
    <ConfirmButton
      danger
      data-testid="product-delete"
      question={t('admin.products.delete_confirm', { name })}
      confirmText={t('common.delete')}
      onConfirm={async () => {
        await deleteProduct(product.id);
        toast.success(t('admin.products.deleted', { name }));
        void navigate(`${basename}/products`);
      }}
    >
      {t('common.delete')}
    </ConfirmButton>
  );
}
