import { ConfirmButton } from '@bolsos/admin-kit';
import {
  LIMITS,
  LOCALES,
  productMissing,
  type Locale,
  type Product,
  type ProductImage,
} from '@bolsos/contracts';
import { Card, Flex, Spin, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { MoveButtons } from '../../../shared/components/move-buttons';
import { spanishName } from '../../../shared/lib/product-text';
import { deleteProductImage, reorderProductImages } from '../api/products-api';
import { useImageUploadQueue } from '../hooks/use-image-upload-queue';
import { ImageAltForm, type AltTexts } from './image-alt-form';
import { ImageUploadQueue } from './image-upload-queue';
import { IMAGE_ACCEPT } from './product-form';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

const THUMB = 120;

/**
 * A product's images, saved as they change: drop or pick files (checked here, previewed, sent
 * in one upload with progress), move one up or down (buttons, so keyboards and screen readers
 * can reorder too), delete one after a confirmation. Each image says in which languages it has
 * no alt text; with `editAlt` (the edit page) its alt texts are edited beside it. `onChange` gets
 * the product with the images the API answered.
 */
export function ProductImagesManager({
  product,
  onChange,
  editAlt,
  onAltDrafts,
}: {
  product: Product;
  onChange: (next: Product) => void;
  editAlt?: boolean;
  /** The alt texts edited and not saved yet, by image id. */
  onAltDrafts?: (drafts: ReadonlyMap<number, AltTexts>) => void;
}) {
  const { t } = useAdminProductsT();
  const [busy, setBusy] = useState(false);
  // Bumped when an image's alt is saved: its form starts again from the saved texts.
  const [altVersions, setAltVersions] = useState<Record<number, number>>({});
  const [drafts, setDrafts] = useState<ReadonlyMap<number, AltTexts>>(new Map());
  const images = product.images;
  const withImages = (next: ProductImage[]) =>
    onChange({
      ...product,
      images: next,
      missing: productMissing({ translations: product.translations, images: next }),
    });
  const queue = useImageUploadQueue({
    productId: product.id,
    imageCount: images.length,
    onUploaded: withImages,
  });

  const draft = (imageId: number, texts: AltTexts | null) =>
    setDrafts((previous) => {
      if (!texts && !previous.has(imageId)) return previous;
      const next = new Map(previous);
      if (texts) next.set(imageId, texts);
      else next.delete(imageId);
      return next;
    });
  useEffect(() => onAltDrafts?.(drafts), [drafts, onAltDrafts]);

  // Errors were toasted by the API client; the gallery stays as it was.
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // nothing more to say
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number, offset: -1 | 1) =>
    run(async () => {
      const ids = images.map((image) => image.id);
      [ids[index], ids[index + offset]] = [ids[index + offset], ids[index]];
      withImages((await reorderProductImages(product.id, ids)).data);
    });

  const full = images.length >= LIMITS.imagesPerProduct;
  return (
    <Card title={t('admin.products.images')} data-testid="product-images">
      <Flex vertical gap="middle">
        {images.length === 0 ? (
          <Typography.Text type="secondary" data-testid="product-images-empty">
            {t('admin.products.no_image')}
          </Typography.Text>
        ) : (
          <ol
            aria-label={t('admin.products.images')}
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              gap: 16,
              flexWrap: 'wrap',
            }}
          >
            {images.map((image, index) => {
              const position = index + 1;
              return (
                <li
                  key={image.id}
                  data-testid="product-image"
                  style={editAlt ? { flexBasis: '100%' } : undefined}
                >
                  <Flex gap="middle" wrap align="flex-start">
                    <Flex vertical gap={4} align="center" style={{ width: THUMB + 40 }}>
                      <img
                        src={image.url}
                        srcSet={
                          image.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined
                        }
                        sizes={`${THUMB}px`}
                        width={THUMB}
                        height={THUMB}
                        alt={image.alt.es || spanishName(product)}
                        loading="lazy"
                        style={{ objectFit: 'cover', borderRadius: 6, background: '#f1ece4' }}
                      />
                      <Flex gap={4}>
                        <MoveButtons
                          index={index}
                          count={images.length}
                          disabled={busy}
                          upLabel={t('admin.products.images.move_up', { position })}
                          downLabel={t('admin.products.images.move_down', { position })}
                          onMove={(from, offset) => void move(from, offset)}
                        />
                        <ConfirmButton
                          size="small"
                          danger
                          aria-label={t('admin.products.images.delete', { position })}
                          disabled={busy}
                          question={t('admin.products.images.delete_confirm')}
                          confirmText={t('common.delete')}
                          onConfirm={async () => {
                            await deleteProductImage(product.id, image.id);
                            draft(image.id, null);
                            withImages(images.filter((other) => other.id !== image.id));
                          }}
                        >
                          {t('common.delete')}
                        </ConfirmButton>
                      </Flex>
                      <AltMissingTags image={image} />
                    </Flex>
                    {editAlt ? (
                      <ImageAltForm
                        key={`${image.id}:${altVersions[image.id] ?? 0}`}
                        productId={product.id}
                        image={image}
                        position={position}
                        onDraft={draft}
                        onSaved={(saved) => {
                          setAltVersions((versions) => ({
                            ...versions,
                            [saved.id]: (versions[saved.id] ?? 0) + 1,
                          }));
                          withImages(
                            images.map((other) => (other.id === saved.id ? saved : other)),
                          );
                        }}
                      />
                    ) : null}
                  </Flex>
                </li>
              );
            })}
          </ol>
        )}
        <ImageUploadQueue
          items={queue.items}
          sending={queue.sending}
          waiting={queue.waiting}
          onRemove={queue.remove}
          onSend={() => void queue.send()}
        />
        <Spin spinning={busy}>
          <Upload.Dragger
            multiple
            accept={IMAGE_ACCEPT}
            showUploadList={false}
            disabled={busy || queue.sending || full}
            // antd calls this once per file with the whole batch: queue the batch once.
            beforeUpload={(file, batch) => {
              if (file === batch[batch.length - 1]) queue.add(batch as File[]);
              return Upload.LIST_IGNORE;
            }}
            data-testid="product-images-upload"
          >
            <Typography.Text>{t('admin.products.images.drop')}</Typography.Text>
          </Upload.Dragger>
        </Spin>
      </Flex>
    </Card>
  );
}

/** "No English alt text" and so on, for each language the image has no alt text in. */
function AltMissingTags({ image }: { image: ProductImage }) {
  const { t } = useAdminProductsT();
  const label: Record<Locale, string> = {
    es: t('admin.products.images.no_alt_es'),
    en: t('admin.products.images.no_alt_en'),
    zh: t('admin.products.images.no_alt_zh'),
  };
  const missing = LOCALES.filter((locale) => !image.alt[locale]?.trim());
  if (missing.length === 0) return null;
  return (
    <Flex vertical gap={2} align="center" data-testid="image-alt-missing">
      {missing.map((locale) => (
        <Tag key={locale} color="gold" style={{ marginInlineEnd: 0 }}>
          {label[locale]}
        </Tag>
      ))}
    </Flex>
  );
}
