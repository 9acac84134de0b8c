import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sniffImageType, type UploadImageType } from './image-type';
import { StorageService } from './storage.service';

type Metadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
/** Larger uploads are scaled down: nobody needs more than this on a product page. */
const MAX_WIDTH = 2400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'svg']);
/** Decoding cost is bounded by pixels, not bytes: a small file can unpack to gigabytes. */
export const MAX_PIXELS = 40_000_000;

export interface StoredImage {
  storageKey: string;
  width: number;
  height: number;
  variants: number[];
}

export interface ProcessOptions {
  /** Only these types, told by the file's first bytes (uploads); any format sharp reads otherwise. */
  types?: readonly UploadImageType[];
}

export class UnsupportedImageError extends Error {}

/**
 * Some of an image's files could not be written (storage down). The caller owns cleaning up the
 * files that were written, through the same path that knows whether other images share them.
 */
export class ImageFilesIncompleteError extends Error {
  constructor(
    readonly files: Pick<StoredImage, 'storageKey' | 'variants'>,
    override readonly cause: unknown,
  ) {
    super(`Image ${files.storageKey} could not be stored: ${String(cause)}`);
  }
}

/** Decodes to more pixels than MAX_PIXELS. */
export class ImagePixelLimitError extends UnsupportedImageError {}

/** libvips calls AVIF "heif" with AV1 compression; HEIC (HEVC) is not one we accept. */
function formatOf(metadata: Metadata): string | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : 'heic';
  return metadata.format;
}

/** The standard widths below the image's own, plus its own width (up to 1600) so srcset can use it. */
export function renditionWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (width <= 1600) widths.push(width);
  else widths.push(1600);
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** Width of the JPEG fallback: the largest rendition up to 800 px. */
export function fallbackWidth(variants: readonly number[]): number {
  const candidates = variants.filter((width) => width <= 800);
  return candidates.length ? Math.max(...candidates) : Math.min(...variants);
}

export function imageKeys(storageKey: string, variants: readonly number[]) {
  return {
    original: `products/${storageKey}-original.jpg`,
    webp: variants.map((width) => ({ width, key: `products/${storageKey}-${width}.webp` })),
    fallback: `products/${storageKey}-${fallbackWidth(variants)}.jpg`,
  };
}

/**
 * Turns an upload into web renditions. The type is read from the bytes (never
 * the file name), EXIF/XMP are dropped by re-encoding, orientation is applied,
 * and names carry a content hash so the files can be cached forever.
 */
@Injectable()
export class ImageProcessor {
  constructor(private readonly storage: StorageService) {}

  async process(input: Buffer, options: ProcessOptions = {}): Promise<StoredImage> {
    const sniffed = options.types ? sniffImageType(input) : null;
    if (options.types && (!sniffed || !options.types.includes(sniffed))) {
      throw new UnsupportedImageError(`not one of ${options.types.join(', ')}`);
    }
    let metadata: Metadata;
    try {
      // The header only: the pixel count is checked below, with its own message.
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw new UnsupportedImageError('not an image');
    }
    const format = formatOf(metadata);
    if (!format || !ACCEPTED_FORMATS.has(format)) {
      throw new UnsupportedImageError(`unsupported format ${format ?? 'unknown'}`);
    }
    // A file whose header says one type and whose body another is not an honest upload.
    if (sniffed && format !== sniffed) {
      throw new UnsupportedImageError(`${sniffed} header, ${format} content`);
    }
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
      throw new ImagePixelLimitError(`${metadata.width}x${metadata.height}`);
    }
    const base = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    let normalized: { data: Buffer; info: { width: number; height: number } };
    try {
      normalized = await base()
        .resize({ width: MAX_WIDTH, height: MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      // A valid header over a truncated or corrupt body: the upload's fault, not the server's.
      throw new UnsupportedImageError('unreadable image data');
    }
    const { width, height } = normalized.info;
    const storageKey = createHash('sha256').update(normalized.data).digest('hex').slice(0, 32);
    const variants = renditionWidths(width);
    const keys = imageKeys(storageKey, variants);
    // Renditions encode in parallel: libvips spreads them over the cores. Every write is waited
    // for, failed or not, so that after a failure no write is still going on behind our back.
    const writes = await Promise.allSettled([
      this.storage.put(keys.original, normalized.data),
      ...keys.webp.map(async ({ width: w, key }) => {
        const data = await sharp(normalized.data)
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 78, effort: 3 })
          .toBuffer();
        await this.storage.put(key, data);
      }),
      (async () => {
        const fallback = await sharp(normalized.data)
          .resize({ width: fallbackWidth(variants), withoutEnlargement: true })
          .jpeg({ quality: 80, mozjpeg: true, progressive: true })
          .toBuffer();
        await this.storage.put(keys.fallback, fallback);
      })(),
    ]);
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) {
      throw new ImageFilesIncompleteError({ storageKey, variants }, failed.reason);
    }
    return { storageKey, width, height, variants };
  }

  async remove(image: { storageKey: string; variants: number[] }): Promise<void> {
    const keys = imageKeys(image.storageKey, image.variants);
    await Promise.all(
      [keys.original, keys.fallback, ...keys.webp.map((v) => v.key)].map((key) =>
        this.storage.delete(key),
      ),
    );
  }
}
