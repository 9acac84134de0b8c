import {
  CONTACT_FORM_FIELDS,
  CONTACT_SENT_PARAM,
  contactSchema,
  matchPath,
  validate,
  type ContactFormState,
  type ContactRequest,
  type Locale,
  type MessageKey,
  type ValidationErrors,
} from '@bolsos/contracts';
import type { Request } from 'express';
import { createHash } from 'node:crypto';
import type { ContactService } from '../contact/contact.service';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import type { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { translate } from '../common/i18n/messages';

/** The JSON endpoint's limit (ContactController): one budget per address for both doors. */
const CONTACT_LIMIT = { name: 'contact', limit: 5, windowSeconds: 600 } as const;

export interface ContactFormDeps {
  contact: ContactService;
  limits: RateLimitService;
  /** the site's public origin (APP_URL): a form posted from anywhere else is refused */
  appUrl: string;
}

export type ContactFormOutcome =
  | { kind: 'sent'; location: string }
  | { kind: 'refused'; status: number; state: ContactFormState; retryAfter?: number }
  | { kind: 'forbidden' };

/** Where a browser says the form came from: Origin, else the Referer's origin. */
function postedFrom(req: Request): string | null {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  try {
    return req.headers.referer ? new URL(req.headers.referer).origin : null;
  } catch {
    return null;
  }
}

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

function translated(locale: Locale, errors: ValidationErrors): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, issues] of Object.entries(errors)) {
    out[field] = issues.map((issue) => translate(locale, issue.key as MessageKey, issue.params));
  }
  return out;
}

/**
 * The message's key without a script to make one: the same e-mail, bag and text on the same day
 * are one message, so a form sent twice (a double click, a reload of the POST) is stored once.
 */
function formIdempotencyKey(input: ContactRequest): string {
  const day = new Date().toISOString().slice(0, 10);
  const hash = createHash('sha256')
    .update([day, input.email, input.product_id ?? '', input.message].join('\n'))
    .digest('base64url');
  return `form-${hash.slice(0, 40)}`;
}

/**
 * Contact without JavaScript: the page's own `<form method="post">`, checked like the JSON
 * endpoint (same schema, same limit, same idempotency idea, messages in the page's language).
 * Sent: 303 to the page with a confirmation (a reload does not post again). Refused: the page
 * again with what was typed and why, for the caller to render.
 */
export async function postContactForm(
  req: Request,
  deps: ContactFormDeps,
): Promise<ContactFormOutcome> {
  // A cross-site form cannot post in a visitor's name (no token to check: the page is cached).
  if (postedFrom(req) !== new URL(deps.appUrl).origin) return { kind: 'forbidden' };
  const match = matchPath(req.path);
  const locale: Locale = match?.locale ?? 'es';
  const body = (req.body ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    CONTACT_FORM_FIELDS.map((name) => [name, text(body, name)]),
  ) as ContactFormState['values'];
  const productId = Number(text(body, 'product_id'));
  const refuse = (
    status: number,
    failure: string | undefined,
    errors: Record<string, string[]> = {},
  ) => ({
    kind: 'refused' as const,
    status,
    state: { path: req.originalUrl, values, errors, failure },
  });

  const hit = await deps.limits.hit(`${CONTACT_LIMIT.name}:${req.ip}`, CONTACT_LIMIT.windowSeconds);
  if (hit.count > CONTACT_LIMIT.limit) {
    return {
      ...refuse(429, translate(locale, 'errors.too_many_attempts')),
      retryAfter: Math.max(Math.ceil((hit.resetAt - Date.now()) / 1000), 1),
    };
  }
  const input: ContactRequest = {
    name: values.name,
    email: values.email,
    message: values.message,
    language: locale,
    ...(Number.isInteger(productId) && productId > 0 ? { product_id: productId } : {}),
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(text(body, 'website') ? { website: text(body, 'website') } : {}),
  };
  const checked = validate<ContactRequest>(contactSchema, input);
  if (!checked.ok) {
    // The storefront says to check the fields marked, in its own words.
    return refuse(422, undefined, translated(locale, checked.errors));
  }
  try {
    // A filled honeypot is a bot: the same answer, and nothing stored or sent.
    if (!checked.value.website) {
      await deps.contact.receive(checked.value, locale, formIdempotencyKey(checked.value));
    }
  } catch (error) {
    if (error instanceof ValidationException) {
      const errors = translated(locale, error.errors);
      // The bag has no field of its own: its message (no longer sold) stands for the form.
      return refuse(422, errors.product_id?.[0] ?? translate(locale, error.messageKey), errors);
    }
    if (error instanceof ApiException) {
      return refuse(error.getStatus(), translate(locale, error.key, error.params));
    }
    throw error;
  }
  const query = new URLSearchParams(req.url.includes('?') ? req.url.split('?')[1] : '');
  query.set(CONTACT_SENT_PARAM, '1');
  return { kind: 'sent', location: `${req.path}?${query.toString()}` };
}
