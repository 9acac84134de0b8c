import { IMAGE_MIME_TYPES, LIMITS } from '@bolsos/contracts';
import { Typography, Upload } from 'antd';
import type { PickedImages } from '../hooks/use-picked-images';
import { FocusKeptInView } from '../../../shared/components/focus-kept-in-view';
import { ImageUploadQueue } from './image-upload-queue';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/** The picker offers what the API accepts (it checks the bytes, not this list). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/**
 * Images picked for the product's one Save, on the create form and the edit page alike: each
 * previewed with why it is refused here, if it is, and its alt text in every language (and, with
 * `orderable`, its place among them); then the drop zone to pick more. `existing` images of the
 * product take room too. `onEdited` hears the queue's length after every change.
 */
export function PickedImagesPicker({
  picked,
  existing = 0,
  disabled = false,
  orderable = false,
  onEdited,
}: {
  picked: PickedImages;
  existing?: number;
  disabled?: boolean;
  orderable?: boolean;
  onEdited?: (count: number) => void;
}) {
  const { t } = useAdminProductsT();
  const sending = picked.items.some((item) => item.state === 'sending');
  const queued = picked.items.filter((item) => item.state !== 'refused').length;
  const full = existing + queued >= LIMITS.imagesPerProduct;
  // The change is made first, whoever listens.
  const edited = (queue: readonly unknown[]) => onEdited?.(queue.length);
  return (
    <>
      <ImageUploadQueue
        items={picked.items}
        sending={sending}
        waiting={0}
        onRemove={(key) => edited(picked.remove(key))}
        arrange={{
          altOf: picked.altOf,
          onAlt: (key, texts) => {
            picked.setAlt(key, texts);
            edited(picked.items);
          },
          onMove: orderable ? (key, to) => edited(picked.move(key, to)) : undefined,
        }}
      />
      <FocusKeptInView watch={picked.items.length}>
        <Upload.Dragger
          multiple
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          disabled={disabled || sending || full}
          // Kept here until the Save uploads them. antd calls this once per file with the whole
          // batch: add the batch once.
          beforeUpload={(file, batch) => {
            if (file === batch[batch.length - 1]) edited(picked.add(batch as File[], existing));
            return Upload.LIST_IGNORE;
          }}
          data-testid="product-images-pick"
        >
          <Typography.Text>{t('admin.products.images.drop')}</Typography.Text>
        </Upload.Dragger>
      </FocusKeptInView>
    </>
  );
}
