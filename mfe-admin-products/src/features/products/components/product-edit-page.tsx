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
import { useMemo, useState } from 'react';
import { updateProduct } from '../api/products-api';
import { productToValues, type ProductFormValues } from '../lib/product-form-values';
import { altTexts, sameTexts, trimmedTexts, type AltTexts } from './image-alt-form';
import { ProductCompleteness } from './product-completeness';
import { ProductForm } from './product-form';
import { ProductImagesManager } from './product-images-manager';
import { ProductRecord } from './product-record';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * /admin/products/{id}/edit: the product form with its images inside it, what each language still
 * lacks as it is typed, and one Save for the fields, the images' order and every alt text. Images
 * are uploaded and deleted as that happens; a warning comes before unsaved changes are left.
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
  alts: ReadonlyMap<number, AltTexts>,
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
    const typed = alts.get(image.id);
    return typed ? { ...image, alt: typed } : image;
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
  const [orderDirty, setOrderDirty] = useState(false);
  const [alts, setAlts] = useState<ReadonlyMap<number, AltTexts>>(new Map());
  const altsDirty = product.images.some((image) => {
    const typed = alts.get(image.id);
    return typed !== undefined && !sameTexts(typed, altTexts(image.alt));
  });
  const unsaved = useUnsavedChanges(formDirty || orderDirty || altsDirty);
  const editing = useMemo(
    () => ({
      alts,
      onAlt: (imageId: number, texts: AltTexts) =>
        setAlts((previous) => new Map(previous).set(imageId, texts)),
      onReordered: () => setOrderDirty(true),
    }),
    [alts],
  );
  const detail = `${basename}/products/${product.id}`;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 800 }}>
      <PageHeader title={t('admin.products.edit_title')} />
      <ProductCompleteness missing={liveMissing(values, product, alts)} />
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
          // The images as shown, in their order, each with its alt texts as typed.
          const images = product.images.map((image) => ({
            id: image.id,
            alt: trimmedTexts(alts.get(image.id) ?? altTexts(image.alt)),
          }));
          const { data } = await updateProduct(product.id, { ...request, images });
          toast.success(t('admin.products.updated', { name: data.translations.es.name }));
          unsaved.release();
          void navigate(detail);
        }}
      >
        <ProductImagesManager product={product} onChange={replace} editing={editing} />
      </ProductForm>
      {unsaved.prompt}
    </Flex>
  );
}
