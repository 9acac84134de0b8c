import { PageHeader, useUnsavedChanges } from '@bolsos/admin-kit';
import {
  LOCALES,
  productMissing,
  type Locale,
  type Product,
  type ProductImage,
  type ProductTranslation,
} from '@bolsos/contracts';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Flex } from 'antd';
import { useState } from 'react';
import { updateProduct, uploadProductImages, uploadRefusalByFile } from '../api/products-api';
import { usePickedImages } from '../hooks/use-picked-images';
import { productToValues, type ProductFormValues } from '../lib/product-form-values';
import { altTexts, sameTexts, trimmedTexts, type AltTexts } from './image-alt-form';
import { ProductCompleteness } from './product-completeness';
import { ProductForm } from './product-form';
import { ProductImagesManager, type ImagesEditing } from './product-images-manager';
import { ProductRecord } from './product-record';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * /admin/products/{id}/edit: the product form with its images inside it, what each language still
 * lacks as it is typed, and one Save for the fields, the images' order and every alt text. Images
 * picked here wait for it with their alt texts, as on the create form: the Save uploads them,
 * then stores everything in one PUT. Images are deleted at once; a warning comes before unsaved
 * changes are left.
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
 * What the product will lack once saved, from the form as typed and the images (those picked
 * too) with the alt texts being edited. An empty slug beside a name is not counted: the API makes
 * one from it.
 */
function liveMissing(
  values: ProductFormValues,
  product: Product,
  alts: ReadonlyMap<number, AltTexts>,
  pickedAlts: AltTexts[],
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
  const images: Pick<ProductImage, 'alt'>[] = product.images.map((image) => {
    const typed = alts.get(image.id);
    return typed ? { ...image, alt: typed } : image;
  });
  // productMissing reads only the images' alt texts.
  const all = [...images, ...pickedAlts.map((alt) => ({ alt }))] as ProductImage[];
  return productMissing({ translations, images: all });
}

/**
 * The images after an upload, as the API answered them: the order shown here (changed and not
 * saved yet) kept, the others after it in the API's order (the new ones last).
 */
function inShownOrder(shown: readonly ProductImage[], answer: ProductImage[]): ProductImage[] {
  const ids = shown.map((image) => image.id);
  const rank = (image: ProductImage) => {
    const at = ids.indexOf(image.id);
    return at < 0 ? ids.length + answer.indexOf(image) : at;
  };
  return [...answer].sort((a, b) => rank(a) - rank(b));
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
  // uploadRefusalByFile takes i18next's TFunction for its common error keys: i18n.t.
  const { t, i18n } = useAdminProductsT();
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
  const picked = usePickedImages();
  const pickedDirty = picked.items.some((item) => item.state !== 'refused');
  const unsaved = useUnsavedChanges(formDirty || orderDirty || altsDirty || pickedDirty);
  const editing: ImagesEditing = {
    alts,
    onAlt: (imageId, texts) => setAlts((previous) => new Map(previous).set(imageId, texts)),
    onReordered: () => setOrderDirty(true),
    picked,
  };
  const detail = `${basename}/products/${product.id}`;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 800 }}>
      <PageHeader title={t('admin.products.edit_title')} />
      <ProductCompleteness missing={liveMissing(values, product, alts, picked.alts())} />
      <ProductForm
        testId="product-edit-form"
        initialValues={initialValues}
        submitLabel={t('common.save')}
        cancelTo={detail}
        picked={picked}
        onEdit={(next, dirty) => {
          setValues(next);
          setFormDirty(dirty);
        }}
        onSave={async (request, files, progress, pickedAlts) => {
          let shown = product.images;
          let typed = alts;
          if (files.length > 0) {
            // As the create form does: upload the picked images in their order, then store their
            // alt texts with the rest in the one PUT below.
            const uploaded = await uploadProductImages(product.id, files, progress).catch(
              (error: unknown) => {
                // Refused files stay marked with why, and every text typed stays with its file.
                const { files: byFile, other } = uploadRefusalByFile(error, i18n.t);
                picked.failed(byFile);
                for (const reason of [...byFile.values()].flat().concat(other)) toast.error(reason);
                return null;
              },
            );
            if (!uploaded) throw new Error('The picked images were not uploaded');
            // The API adds them after the product's images, in the order sent.
            const added = uploaded.data.slice(-files.length);
            shown = inShownOrder(shown, uploaded.data);
            const next = new Map(typed);
            added.forEach((image, index) => next.set(image.id, pickedAlts[index]));
            typed = next;
            // They are the product's now: should the PUT be refused, they show among its images
            // with their texts, and the next Save does not send them again.
            setAlts(next);
            picked.landed();
            replace({
              ...product,
              images: shown,
              missing: productMissing({ translations: product.translations, images: shown }),
            });
          }
          // The images as shown, in their order, each with its alt texts as typed.
          const images = shown.map((image) => ({
            id: image.id,
            alt: trimmedTexts(typed.get(image.id) ?? altTexts(image.alt)),
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
