import type { Product } from '@bolsos/contracts';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { duplicateProduct } from '../api/products-api';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * Duplicate: the API makes an unpublished copy (new slugs, its images); its edit page is next,
 * where the copy is usually changed before it is published.
 */
export function DuplicateProductButton({
  product,
  basename,
}: {
  product: Product;
  basename: string;
}) {
  const { t } = useAdminProductsT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      data-testid="product-duplicate"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { data } = await duplicateProduct(product.id);
          toast.success(t('admin.products.duplicated', { name: data.translations.es.name }));
          void navigate(`${basename}/products/${data.id}/edit`);
        } catch {
          // The API client has toasted why; the button is there to try again.
          setBusy(false);
        }
      }}
    >
      {t('admin.products.duplicate')}
    </Button>
  );
}
