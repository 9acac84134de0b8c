import { PageHeader, useUnsavedChanges } from '@bolsos/admin-kit';
import { LOCALES } from '@bolsos/contracts';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Flex } from 'antd';
import { useState } from 'react';
import {
  createProduct,
  updateProduct,
  uploadProductImages,
  uploadRefusal,
} from '../api/products-api';
import { usePickedImages } from '../hooks/use-picked-images';
import { emptyProductValues } from '../lib/product-form-values';
import { ProductForm } from './product-form';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * /admin/products/create. Images need a product to belong to: one Create saves the product, then
 * uploads the picked images in the order given, then stores the alt texts typed for them, then
 * shows the product's page.
 */
export function ProductCreatePage({ basename }: { basename: string }) {
  // uploadRefusal takes i18next's TFunction for its common error keys: i18n.t.
  const { t, i18n } = useAdminProductsT();
  const navigate = useNavigate();
  const [initialValues] = useState(emptyProductValues);
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);
  const picked = usePickedImages();
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 800 }}>
      <PageHeader title={t('admin.products.create_title')} />
      <ProductForm
        testId="product-create-form"
        initialValues={initialValues}
        submitLabel={t('common.create')}
        cancelTo={`${basename}/products`}
        picked={picked}
        withImages
        onEdit={(_values, edited) => setDirty(edited)}
        onSave={async (request, files, progress, alts) => {
          const { data } = await createProduct(request);
          toast.success(t('admin.products.created', { name: data.translations.es.name }));
          if (files.length > 0) {
            // The product exists whatever happens here: say which images were refused and
            // why; they can be added again on the product's page.
            const uploaded = await uploadProductImages(data.id, files, progress).catch(
              (error: unknown) => {
                for (const reason of uploadRefusal(error, i18n.t)) toast.error(reason);
                return null;
              },
            );
            // The new product had no images: the answer is the files, in the order sent.
            if (uploaded && alts.some((texts) => texts.es || texts.en || texts.zh)) {
              // The slugs the API settled, so this second write changes none of them.
              const translations = { ...request.translations };
              for (const locale of LOCALES) {
                const own = translations[locale];
                const settled = data.translations[locale]?.slug;
                if (own && settled) translations[locale] = { ...own, slug: settled };
              }
              await updateProduct(data.id, {
                ...request,
                translations,
                images: uploaded.data.map((image, index) => ({ id: image.id, alt: alts[index] })),
              }).catch(() => undefined); // The API client toasts the refusal; the product stays.
            }
          }
          unsaved.release();
          void navigate(`${basename}/products/${data.id}`);
        }}
      />
      {unsaved.prompt}
    </Flex>
  );
}
