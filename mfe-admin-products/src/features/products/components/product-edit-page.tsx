import { PageHeader } from '@bolsos/admin-kit';
import type { Product } from '@bolsos/contracts';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Flex } from 'antd';
import { useState } from 'react';
import { updateProduct } from '../api/products-api';
import { productToValues } from '../lib/product-form-values';
import { ProductForm } from './product-form';
import { ProductImagesManager } from './product-images-manager';
import { ProductRecord } from './product-record';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/** /admin/products/{id}/edit: the product form, and its images (saved as they change). */
export function ProductEditPage({ basename }: { basename: string }) {
  return (
    <ProductRecord>
      {(product, replace) => (
        <ProductEdit product={product} replace={replace} basename={basename} />
      )}
    </ProductRecord>
  );
}

function ProductEdit({
  product,
  replace,
  basename,
}: {
  product: Product;
  replace: (next: Product) => void;
  basename: string;
}) {
  const { t } = useAdminProductsT();
  const navigate = useNavigate();
  const [initialValues] = useState(() => productToValues(product));
  const detail = `${basename}/products/${product.id}`;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 800 }}>
      <PageHeader title={t('admin.products.edit_title')} />
      <ProductForm
        testId="product-edit-form"
        initialValues={initialValues}
        submitLabel={t('common.save')}
        cancelTo={detail}
        onSave={async (request) => {
          const { data } = await updateProduct(product.id, request);
          toast.success(t('admin.products.updated', { name: data.translations.es.name }));
          void navigate(detail);
        }}
      />
      <ProductImagesManager product={product} onChange={replace} />
    </Flex>
  );
}
