import { ConfirmButton } from '@bolsos/admin-kit';
import {
  LIMITS,
  LOCALES,
  productMissing,
  type Locale,
  type Product,
  type ProductImage,
} from '@bolsos/contracts';
import { Card, Flex, Tag, Typography, Upload } from 'antd';
import { useCallback, useRef } from 'react';
import {
  DragHandle,
  moveTo,
  ReorderControls,
  SortableListItem,
  SortableOrder,
  useReorderFocus,
  type ReorderControl,
} from '../../../shared/components/sortable-order';
import { spanishName } from '../../../shared/lib/product-text';
import { deleteProductImage, reorderProductImages } from '../api/products-api';
import { useImageUploadQueue } from '../hooks/use-image-upload-queue';
import type { PickedImages } from '../hooks/use-picked-images';
import { altTexts, ImageAltFields, type AltTexts } from './image-alt-form';
import { FocusKeptInView } from '../../../shared/components/focus-kept-in-view';
import { ImageUploadQueue } from './image-upload-queue';
import { IMAGE_ACCEPT, PickedImagesPicker } from './picked-images-picker';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

const THUMB = 120;

/** The edit page's images: their order, alt texts and new images wait for the product's Save. */
export interface ImagesEditing {
  /** The alt texts as typed, by image id; an image not in it shows its saved texts. */
  alts: ReadonlyMap<number, AltTexts>;
  onAlt: (imageId: number, texts: AltTexts) => void;
  /** The order was changed here (shown at once, saved by the product's Save). */
  onReordered: () => void;
  /** Images picked here, with their alt texts: the product's Save uploads and stores them. */
  picked: PickedImages;
}

/**
 * A product's images: drop or pick files (checked here, previewed, sent in one upload with
 * progress), reorder them by dragging (mouse, touch, or the keyboard through each image's handle)
 * or with up, down, to the top and to a position, delete one after a confirmation. Each image
 * says in which languages it has no alt text. On the detail page a reorder is saved at once and
 * picked files are sent at once; with `editing` (the edit page) the new order, the alt texts typed
 * beside each image and the files picked, with theirs (as on the create form), are kept for the
 * product's one Save. `onChange` gets the product with its images as shown.
 */
export function ProductImagesManager({
  product,
  onChange,
  editing,
}: {
  product: Product;
  onChange: (next: Product) => void;
  editing?: ImagesEditing;
}) {
  const { t } = useAdminProductsT();
  const images = product.images;
  const withImages = (next: ProductImage[]) =>
    onChange({
      ...product,
      images: next,
      missing: productMissing({ translations: product.translations, images: next }),
    });
  // The detail page's uploads (the edit page's picked files wait for its Save).
  const queue = useImageUploadQueue({
    productId: product.id,
    imageCount: images.length,
    onUploaded: withImages,
  });

  const focus = useReorderFocus();
  // Saves go one after the other, so a quick second move never overtakes the first.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);
  const imageName = useCallback(
    (id: number) =>
      t('admin.products.images.item', {
        position: images.findIndex((image) => image.id === id) + 1,
      }),
    [images, t],
  );

  // The new order shows at once and is saved in one call; a refusal (toasted by the API client)
  // puts the old order back. The focus stays with the image moved.
  const reorder = (ids: number[], moved: number, control: ReorderControl) => {
    const previous = images;
    const byId = new Map(images.map((image) => [image.id, image]));
    withImages(ids.map((id) => byId.get(id)).filter((image): image is ProductImage => !!image));
    focus.request(moved, control);
    if (editing) return editing.onReordered();
    const attempt = ++latest.current;
    saving.current = saving.current
      .catch(() => undefined)
      .then(() => reorderProductImages(product.id, ids))
      .then(
        (answer) => {
          if (attempt === latest.current) withImages(answer.data);
        },
        () => {
          if (attempt === latest.current) withImages(previous);
        },
      );
  };

  const move = (id: number, to: number, control: ReorderControl) =>
    reorder(
      moveTo(
        images.map((image) => image.id),
        id,
        to,
      ),
      id,
      control,
    );

  const full = images.length >= LIMITS.imagesPerProduct;
  return (
    <Card title={t('admin.products.images')} data-testid="product-images">
      <Flex vertical gap="middle">
        {images.length === 0 ? (
          <Typography.Text type="secondary" data-testid="product-images-empty">
            {t('admin.products.no_image')}
          </Typography.Text>
        ) : (
          <SortableOrder
            ids={images.map((image) => image.id)}
            nameOf={imageName}
            layout="grid"
            onReorder={(ids, moved) => reorder(ids, moved, 'handle')}
          >
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
                  <SortableListItem
                    key={image.id}
                    itemId={image.id}
                    data-testid="product-image"
                    style={editing ? { flexBasis: '100%' } : undefined}
                  >
                    <Flex gap="middle" wrap align="flex-start">
                      <Flex vertical gap={4} align="center" style={{ width: THUMB + 120 }}>
                        <img
                          src={image.url}
                          srcSet={
                            image.variants.map((v) => `${v.url} ${v.width}w`).join(', ') ||
                            undefined
                          }
                          sizes={`${THUMB}px`}
                          width={THUMB}
                          height={THUMB}
                          alt={image.alt.es || spanishName(product)}
                          loading="lazy"
                          style={{ objectFit: 'cover', borderRadius: 6, background: '#f1ece4' }}
                        />
                        <Flex gap={4} wrap justify="center">
                          <DragHandle name={imageName(image.id)} />
                          <ReorderControls
                            id={image.id}
                            index={index}
                            count={images.length}
                            name={imageName(image.id)}
                            upLabel={t('admin.products.images.move_up', { position })}
                            downLabel={t('admin.products.images.move_down', { position })}
                            onMove={move}
                          />
                          <ConfirmButton
                            danger
                            aria-label={t('admin.products.images.delete', { position })}
                            question={t('admin.products.images.delete_confirm')}
                            confirmText={t('common.delete')}
                            onConfirm={async () => {
                              await deleteProductImage(product.id, image.id);
                              // The next image's handle, else the one before: where work goes on.
                              const neighbour = images[index + 1] ?? images[index - 1];
                              if (neighbour) focus.request(neighbour.id, 'handle');
                              withImages(images.filter((other) => other.id !== image.id));
                            }}
                          >
                            {t('common.delete')}
                          </ConfirmButton>
                        </Flex>
                        <AltMissingTags alt={editing?.alts.get(image.id) ?? image.alt} />
                      </Flex>
                      {editing ? (
                        <ImageAltFields
                          legend={t('admin.products.images.alt_group', { position })}
                          value={editing.alts.get(image.id) ?? altTexts(image.alt)}
                          onChange={(texts) => editing.onAlt(image.id, texts)}
                        />
                      ) : null}
                    </Flex>
                  </SortableListItem>
                );
              })}
            </ol>
          </SortableOrder>
        )}
        {editing ? (
          <PickedImagesPicker picked={editing.picked} existing={images.length} />
        ) : (
          <>
            <ImageUploadQueue
              items={queue.items}
              sending={queue.sending}
              waiting={queue.waiting}
              onRemove={queue.remove}
              onSend={() => void queue.send()}
            />
            <FocusKeptInView watch={queue.items.length}>
              <Upload.Dragger
                multiple
                accept={IMAGE_ACCEPT}
                showUploadList={false}
                disabled={queue.sending || full}
                // antd calls this once per file with the whole batch: queue the batch once.
                beforeUpload={(file, batch) => {
                  if (file === batch[batch.length - 1]) queue.add(batch as File[]);
                  return Upload.LIST_IGNORE;
                }}
                data-testid="product-images-upload"
              >
                <Typography.Text>{t('admin.products.images.drop')}</Typography.Text>
              </Upload.Dragger>
            </FocusKeptInView>
          </>
        )}
      </Flex>
    </Card>
  );
}

/** "No English alt text" and so on, for each language the image has no alt text in. */
function AltMissingTags({ alt }: { alt: ProductImage['alt'] }) {
  const { t } = useAdminProductsT();
  const label: Record<Locale, string> = {
    es: t('admin.products.images.no_alt_es'),
    en: t('admin.products.images.no_alt_en'),
    zh: t('admin.products.images.no_alt_zh'),
  };
  const missing = LOCALES.filter((locale) => !alt[locale]?.trim());
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
