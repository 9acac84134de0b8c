import {
  isLocale,
  LANG_COOKIE,
  negotiateLocale,
  type Locale,
  type MessageKey,
} from '@bolsos/contracts';
import type { Request } from 'express';
import { translate } from './messages';

/** Minimal cookie reader: the API only needs `lang` and `XSRF-TOKEN` outside express-session. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** The caller's language: the `lang` cookie (an explicit choice) first, then Accept-Language. */
export function requestLocale(req: Pick<Request, 'headers'>): Locale {
  const cookie = readCookie(req.headers.cookie, LANG_COOKIE);
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(req.headers['accept-language']);
}

export function t(
  req: Pick<Request, 'headers'>,
  key: MessageKey,
  params?: Record<string, string | number>,
) {
  return translate(requestLocale(req), key, params);
}
