import {
  CONTACT_FORM_TOKEN_FIELD,
  CONTACT_FORM_TOKEN_SLOT,
  IDEMPOTENCY_KEY_PATTERN,
  type ContactRequest,
} from '@bolsos/contracts';
import { createHash, randomBytes } from 'node:crypto';

/**
 * Contact's form without JavaScript carries a one-time token, so a form sent twice (a double
 * click, a reload of the POST) is one message while the same words sent again from a new page
 * load are a second one. The page is rendered once and kept as bytes for everyone (page-cache.ts),
 * so the token cannot be in the render: the storefront renders a slot as the hidden field's value
 * and each answer gets a fresh random token in its place, after the byte cache and outside the
 * rendered page. Such an answer has no ETag (no 304 could hand a browser a form it already sent)
 * and is `private, no-cache` (a CDN must not give one token to everyone); the page's render, its
 * data and its Content-Security-Policy (the slot is in no script) still come from the cache. With
 * JavaScript the app sends with an Idempotency-Key of its own and never reads the field.
 *
 * The attribute is matched with its quotes: React escapes `"` in every value and text it renders,
 * and the page-state JSON writes `\"`, so only the form's own attribute has this spelling.
 */
const SLOT_ATTRIBUTE = `value="${CONTACT_FORM_TOKEN_SLOT}"`;
const SLOT_BYTES = Buffer.from(SLOT_ATTRIBUTE);

/** A fresh token: 144 random bits, in the Idempotency-Key alphabet. */
export function newFormToken(): string {
  return randomBytes(18).toString('base64url');
}

/** Whether a page carries the form's slot (Contact); answered with a token each time if so. */
export function hasFormTokenSlot(body: Buffer): boolean {
  return body.includes(SLOT_BYTES);
}

/** The page with `token` in the form's slot. */
export function withFormToken(html: string, token: string): string;
export function withFormToken(html: Buffer, token: string): Buffer;
export function withFormToken(html: string | Buffer, token: string): string | Buffer {
  const filled = `value="${token}"`;
  if (typeof html === 'string') return html.split(SLOT_ATTRIBUTE).join(filled);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(SLOT_BYTES); at >= 0; at = html.indexOf(SLOT_BYTES, from)) {
    parts.push(html.subarray(from, at), Buffer.from(filled));
    from = at + SLOT_BYTES.length;
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/** The token a posted form carries; null when it has none worth keying on (the slot unfilled). */
export function postedFormToken(body: Record<string, unknown>): string | null {
  const value = body[CONTACT_FORM_TOKEN_FIELD];
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : null;
}

/**
 * The message's Idempotency-Key (ContactService.receive): the form's token and what it says, as
 * the app's key changes when the visitor edits the text (use-idempotency-key.ts). The same form
 * sent twice is one message; a page kept in the history and sent again with other words is a new
 * one, not a key reused for another message.
 */
export function formIdempotencyKey(token: string, input: ContactRequest): string {
  const hash = createHash('sha256')
    .update(
      [
        token,
        input.name,
        input.email,
        input.phone ?? '',
        input.product_id ?? '',
        input.message,
      ].join('\n'),
    )
    .digest('base64url');
  return `form-${hash.slice(0, 40)}`;
}
