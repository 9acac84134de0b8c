import { useMemo, useRef } from 'react';

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost):
 * the shop opened over plain http by address (a LAN, a staging box) still needs keys, and
 * `getRandomValues` is there in every context.
 */
export function newIdempotencyKey(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /**
   * The key to send `content` with: made on the first send and kept for every retry of the same
   * content, so a retry after a lost answer cannot store the message twice. Content that differs
   * from the last send's (the visitor edited the form) gets a new key: the server refuses a key
   * reused for another message. An edit undone keeps the key on purpose: the first send may
   * have been stored, and the same key then gets it acknowledged instead of stored again.
   */
  keyFor(content: unknown): string;
  /** The next send is a new message even with the same content: after a success. */
  reset(): void;
}

/** One Idempotency-Key per message attempt, kept across re-renders and retries. */
export function useIdempotencyKey(): IdempotencyKeys {
  const attempt = useRef<{ key: string; content: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(content) {
        const serialized = JSON.stringify(content);
        if (attempt.current?.content !== serialized)
          attempt.current = { key: newIdempotencyKey(), content: serialized };
        return attempt.current.key;
      },
      reset() {
        attempt.current = null;
      },
    }),
    [],
  );
}
