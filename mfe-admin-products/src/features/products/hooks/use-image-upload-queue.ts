import { LIMITS, type ProductImage } from '@bolsos/contracts';
import { toast } from '@bolsos/ui';
import { useEffect, useRef, useState } from 'react';
import { uploadProductImages, uploadRefusalByFile } from '../api/products-api';
import { checkImageFiles, fileProgress } from '../lib/image-files';
import { useLocalRefusalText } from './use-picked-images';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

export type QueuedState = 'refused' | 'waiting' | 'sending' | 'failed';

/** A picked file until the API has it: refused here, waiting, being sent, or refused by the API. */
export interface QueuedImage {
  key: number;
  file: File;
  /** Object URL of the file, for its thumbnail; revoked when it leaves the queue. */
  preview: string;
  state: QueuedState;
  reasons: string[];
  /** Share sent, 0 to 1, while sending. */
  sent: number;
}

/**
 * The files picked for a product's gallery: each is checked here first (type, size, room left),
 * the rest are sent at once in one upload with per-file progress. The API takes all or none: a
 * file it refuses stays marked with its reason and the others wait, so the user can remove it and
 * send the rest without picking them again.
 */
export function useImageUploadQueue({
  productId,
  imageCount,
  onUploaded,
}: {
  productId: number;
  imageCount: number;
  onUploaded: (images: ProductImage[]) => void;
}) {
  // refusalMessage takes i18next's TFunction for its common error keys: i18n.t.
  const { i18n } = useAdminProductsT();
  const [items, setItems] = useState<QueuedImage[]>([]);
  const current = useRef(items);
  current.current = items;
  const nextKey = useRef(1);
  // The page may have changed the product while the upload was on its way (an alt text saved).
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;
  const sending = items.some((item) => item.state === 'sending');

  useEffect(
    () => () => {
      for (const item of current.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const update = (next: QueuedImage[]) => {
    current.current = next;
    setItems(next);
  };

  const refusalText = useLocalRefusalText();

  const send = async () => {
    const batch = current.current.filter((item) => item.state === 'waiting');
    if (batch.length === 0) return;
    const keys = new Set(batch.map((item) => item.key));
    const sizes = batch.map((item) => item.file.size);
    const mark = (change: (item: QueuedImage, index: number) => QueuedImage) => {
      let index = 0;
      update(current.current.map((item) => (keys.has(item.key) ? change(item, index++) : item)));
    };
    mark((item) => ({ ...item, state: 'sending', sent: 0, reasons: [] }));
    try {
      const { data } = await uploadProductImages(
        productId,
        batch.map((item) => item.file),
        (sent) => {
          const shares = fileProgress(sizes, sent);
          mark((item, index) => ({ ...item, sent: shares[index] }));
        },
      );
      for (const item of batch) URL.revokeObjectURL(item.preview);
      update(current.current.filter((item) => !keys.has(item.key)));
      uploaded.current(data);
    } catch (error) {
      const { files, other } = uploadRefusalByFile(error, i18n.t);
      mark((item, index) => {
        const reasons = files.get(index);
        return reasons
          ? { ...item, state: 'failed', sent: 0, reasons }
          : { ...item, state: 'waiting', sent: 0 };
      });
      for (const reason of [...files.values()].flat().concat(other)) toast.error(reason);
    }
  };

  /** Adds picked files, marking those refused here, and sends what may go. */
  const add = (files: File[]) => {
    const queued = current.current.filter((item) => item.state !== 'refused').length;
    const refusals = checkImageFiles(files, LIMITS.imagesPerProduct - imageCount - queued);
    const added = files.map((file, index): QueuedImage => ({
      key: nextKey.current++,
      file,
      preview: URL.createObjectURL(file),
      state: refusals[index] ? 'refused' : 'waiting',
      reasons: refusalText(file, refusals[index]),
      sent: 0,
    }));
    update([...current.current, ...added]);
    if (!sending) void send();
  };

  const remove = (key: number) => {
    const item = current.current.find((other) => other.key === key);
    if (item) URL.revokeObjectURL(item.preview);
    update(current.current.filter((other) => other.key !== key));
  };

  const waiting = items.filter((item) => item.state === 'waiting').length;
  return { items, sending, waiting, add, remove, send };
}
