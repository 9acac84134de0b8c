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
import type { ContactService } from '../contact/contact.service';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import type { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { translate } from '../common/i18n/messages';
import { formIdempotencyKey, newFormToken, postedFormToken } from './contact-form-token';

/** The JSON endpoint's limit (ContactController): one budget per address for both doors. */
const CONTACT_LIMIT = { name: 'contact', limit: 5, windowSeconds: 600 } as const;

export interface ContactFormDeps {
  contact: ContactService;
  limits: RateLimitService;
  /**
   * Origins a form may be posted from besides the request's own: APP_URL's and APP_ORIGINS'
   * (the shop's other names, normalized by app-config.ts)
   */
  origins: readonly string[];
}

export type ContactFormOutcome =
  | { kind: 'sent'; location: string }
  | {
      kind: 'refused';
      status: number;
      state: ContactFormState;
      /** the form's one-time token on the page shown again (contact-form-token.ts) */
      token: string;
      retryAfter?: number;
    };

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** An origin as browsers write it (lower-case host, no default port); null if it is none. */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Where a browser says the form came from: Origin, else the Referer's origin. */
function postedFrom(req: Request): string | null {
  const origin = headerValue(req.headers.origin);
  if (origin && origin !== 'null') return originOf(origin);
  const referer = headerValue(req.headers.referer);
  return referer ? originOf(referer) : null;
}

/**
 * The origin the browser sent this request to: its Host, or behind a proxy trusted with
 * TRUST_PROXY the X-Forwarded-Host and X-Forwarded-Proto it set (Express's `req.host` and
 * `req.protocol` read them only then).
 */
function requestOrigin(req: Request): string | null {
  const host = req.host;
  return host ? originOf(`${req.protocol}://${host}`) : null;
}

/**
 * OWASP's origin check for a form without a token to check: the page posting it is this very
 * site, as reached (www. or the apex, a second domain, 127.0.0.1 in development), or one of the
 * shop's configured origins. A page elsewhere cannot make a visitor's browser send another
 * Origin or Host, so a cross-site form is refused; a browser that sends neither header is too.
 */
export function postedFromThisSite(req: Request, origins: readonly string[]): boolean {
  const from = postedFrom(req);
  return from !== null && (from === requestOrigin(req) || origins.includes(from));
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
 * Contact without JavaScript: the page's own `<form method="post">`, checked like the JSON
 * endpoint (same schema, same limit, an Idempotency-Key from the form's one-time token, messages
 * in the page's language). Sent: 303 to the page with a confirmation (a reload does not post
 * again). Refused (a form from another site included): the page again with what was typed and
 * why, for the caller to render.
 */
export async function postContactForm(
  req: Request,
  deps: ContactFormDeps,
): Promise<ContactFormOutcome> {
  const match = matchPath(req.path);
  const locale: Locale = match?.locale ?? 'es';
  const body = (req.body ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    CONTACT_FORM_FIELDS.map((name) => [name, text(body, name)]),
  ) as ContactFormState['values'];
  const productId = Number(text(body, 'product_id'));
  const token = postedFormToken(body);
  const refuse = (
    status: number,
    failure: string | undefined,
    errors: Record<string, string[]> = {},
  ) => ({
    kind: 'refused' as const,
    status,
    state: { path: req.originalUrl, values, errors, failure },
    // The same form again: sent once corrected, a double click of that is still one message.
    token: token ?? newFormToken(),
  });

  // Another site's form: not sent, and the visitor gets it back on this site, to send from here
  // (a form of this site's own, with a token of its own).
  if (!postedFromThisSite(req, deps.origins)) {
    return {
      ...refuse(403, translate(locale, 'errors.contact_other_site')),
      token: newFormToken(),
    };
  }
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
      // Without a token (a page cached before it had one) the message is stored as sent.
      const key = token ? formIdempotencyKey(token, checked.value) : null;
      await deps.contact.receive(checked.value, locale, key);
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
