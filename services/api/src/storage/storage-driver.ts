import type { Readable } from 'node:stream';

/** An object read back for serving: its bytes as a stream, and what the response needs. */
export interface StoredObject {
  body: Readable;
  length?: number;
  contentType: string;
}

/**
 * Where image files live (local disk by default, S3-compatible object storage in a scaled-out
 * deployment). Keys look like "products/<content hash>-<width>.webp": named by content, written
 * once, never changed, so they can be cached forever.
 */
export interface StorageDriver {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** the whole object, or null when there is none */
  get(key: string): Promise<Buffer | null>;
  open(key: string): Promise<StoredObject | null>;
  /** no error when there is nothing to delete */
  delete(key: string): Promise<void>;
  close?(): void;
}

/** The storage backend failed (unreachable, refused, full): not the caller's fault. */
export class StorageError extends Error {
  constructor(operation: string, key: string, cause: unknown) {
    super(`Storage ${operation} of ${key} failed: ${String((cause as Error)?.message ?? cause)}`);
    this.name = 'StorageError';
  }
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
  avif: 'image/avif',
};

export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Keys are content-addressed and never rewritten: browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
