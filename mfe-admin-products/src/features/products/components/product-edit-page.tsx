import { PageHeader, useUnsavedChanges } from '@bolsos/admin-kit';
import {
  LOCALES,
  productMissing,
  type Locale,
  type Product,
  type ProductTranslation,
} from '@bolsos/contracts';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Flex } from 'antd';
import { useCallback, useState } from 'react';
import { updateProduct } from '../api/products-api';
import { productToValues, type ProductFormValues } from '../lib/product-form-values';
import type { AltTexts } from './image-alt-form';
import { ProductCompleteness } from './product-completeness';
import { ProductForm } from './product-form';
import { ProductImagesManager } from './product-images-manager';
import { ProductRecord } from './product-record';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * /admin/products/{id}/edit: the product form, its images (saved as they change, with their alt
 * texts), what each language still lacks as it is typed, and a warning before unsaved changes
 * (the form's or an image's alt texts) are left behind.
 */
export function ProductEditPage({ basename }: { basename: string }) {
  return (
    <ProductRecord>
      {(product, replace) => (
        <ProductEdit product={product} replace={replace} basename={basename} />
      )}
    </ProductRecord>
  );
}

/**
 * What the product will lack once saved, from the form as typed and the images with the alt
 * texts being edited. An empty slug beside a name is not counted: the API makes one from it.
 */
function liveMissing(
  values: ProductFormValues,
  product: Product,
  drafts: ReadonlyMap<number, AltTexts>,
) {
  const translations = {} as Record<Locale, ProductTranslation>;
  for (const locale of LOCALES) {
    const own = values.translations[locale];
    const name = own.name.trim();
    translations[locale] = {
      name,
      slug: own.slug.trim() || name,
      description: own.description.trim(),
    };
  }
  const images = product.images.map((image) => {
    const draft = drafts.get(image.id);
    return draft ? { ...image, alt: draft } : image;
  });
  return productMissing({ translations, images });
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
  const [values, setValues] = useState(initialValues);
  const [formDirty, setFormDirty] = useState(false);
  const [drafts, setDrafts] = useState<ReadonlyMap<number, AltTexts>>(new Map());
  const unsaved = useUnsavedChanges(formDirty || drafts.size > 0);
  const onAltDrafts = useCallback((next: ReadonlyMap<number, AltTexts>) => setDrafts(next), []);
  const detail = `${basename}/products/${product.id}`;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 800 }}>
      <PageHeader title={t('admin.products.edit_title')} />
      <ProductCompleteness missing={liveMissing(values, product, drafts)} />
      <ProductForm
        testId="product-edit-form"
        initialValues={initialValues}
        submitLabel={t('common.save')}
        cancelTo={detail}
        onEdit={(next, dirty) => {
          setValues(next);
          setFormDirty(dirty);
        }}
        onSave={async (request) => {
          const { data } = await updateProduct(product.id, request);
          toast.success(t('admin.products.updated', { name: data.translations.es.name }));
          // Alt texts still being edited are not part of this save: leaving still asks.
          if (drafts.size === 0) unsaved.release();
          else setFormDirty(false);
          void navigate(detail);
        }}
      />
      <ProductImagesManager
        product={product}
        onChange={replace}
        editAlt
        onAltDrafts={onAltDrafts}
      />
      {unsaved.prompt}
    </Flex>
  );
}
