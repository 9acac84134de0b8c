import { ConfirmButton } from '@bolsos/admin-kit';
import { LIMITS, type Product, type ProductImage } from '@bolsos/contracts';
import { toast } from '@bolsos/ui';
import { Card, Flex, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { MoveButtons } from '../../../shared/components/move-buttons';
import { spanishName } from '../../../shared/lib/product-text';
import {
  deleteProductImage,
  reorderProductImages,
  uploadProductImages,
  uploadRefusal,
} from '../api/products-api';
import { IMAGE_ACCEPT } from './product-form';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

const THUMB = 120;

/**
 * A product's images, saved as they change: drop or pick files (one upload for the batch),
 * move one up or down (buttons, so keyboards and screen readers can reorder too), delete one
 * after a confirmation. `onChange` gets the product with the images the API answered.
 */
export function ProductImagesManager({
  product,
  onChange,
}: {
  product: Product;
  onChange: (next: Product) => void;
}) {
  // uploadRefusal takes i18next's TFunction for its common error keys: i18n.t.
  const { t, i18n } = useAdminProductsT();
  const [busy, setBusy] = useState(false);
  const images = product.images;
  const withImages = (next: ProductImage[]) => onChange({ ...product, images: next });

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

  const upload = (files: File[]) =>
    run(async () => {
      try {
        withImages((await uploadProductImages(product.id, files)).data);
      } catch (error) {
        for (const reason of uploadRefusal(error, i18n.t)) toast.error(reason);
      }
    });

  const move = (index: number, offset: -1 | 1) =>
    run(async () => {
      const ids = images.map((image) => image.id);
      [ids[index], ids[index + offset]] = [ids[index + offset], ids[index]];
      withImages((await reorderProductImages(product.id, ids)).data);
    });

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
                <li key={image.id} data-testid="product-image">
                  <Flex vertical gap={4} align="center">
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
                          withImages(images.filter((other) => other.id !== image.id));
                        }}
                      >
                        {t('common.delete')}
                      </ConfirmButton>
                    </Flex>
                  </Flex>
                </li>
              );
            })}
          </ol>
        )}
        <Spin spinning={busy}>
          <Upload.Dragger
            multiple
            accept={IMAGE_ACCEPT}
            showUploadList={false}
            disabled={busy || images.length >= LIMITS.imagesPerProduct}
            // antd calls this once per file with the whole batch: send the batch once, as one request.
            beforeUpload={(file, batch) => {
              if (file === batch[batch.length - 1]) void upload(batch as File[]);
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
