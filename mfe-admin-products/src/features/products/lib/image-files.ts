import { IMAGE_MIME_TYPES, LIMITS } from '@bolsos/contracts';

const MEBIBYTE = 1024 * 1024;

/** Why a picked file cannot be sent, found before sending; the API checks the bytes again. */
export type LocalRefusal =
  { reason: 'type' } | { reason: 'size'; max: number } | { reason: 'count'; max: number };

/**
 * Checks a batch of picked files against the limits the API would refuse the whole upload for:
 * the type the browser reports, the size, and the room left for images (`room`), taken in order.
 */
export function checkImageFiles(
  files: readonly File[],
  room: number,
): Array<LocalRefusal | undefined> {
  let left = room;
  return files.map((file) => {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return { reason: 'type' };
    if (file.size > LIMITS.imageMaxBytes) {
      return { reason: 'size', max: LIMITS.imageMaxBytes / MEBIBYTE };
    }
    if (left <= 0) return { reason: 'count', max: LIMITS.imagesPerProduct };
    left -= 1;
    return undefined;
  });
}

/**
 * Per file, the share already sent, from the share of the whole multipart body: the files go
 * in order, so file i is done once the bytes before it and its own have gone.
 */
export function fileProgress(sizes: readonly number[], sent: number): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let before = 0;
  return sizes.map((size) => {
    const own = total === 0 ? sent : Math.min(1, Math.max(0, (sent * total - before) / size || 0));
    before += size;
    return sent >= 1 ? 1 : own;
  });
}
