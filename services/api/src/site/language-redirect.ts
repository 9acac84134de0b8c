import {
  buildPath,
  isLocale,
  LANG_COOKIE,
  matchPath,
  negotiateLocale,
  type Locale,
} from '@bolsos/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { readCookie } from '../common/i18n/request-locale';

/** What these helpers read of a request: Express's `req` and a raw Node request both fit. */
export interface PageRequest {
  /** the path as sent (percent-encoded), without the query */
  path: string;
  headers: Pick<IncomingHttpHeaders, 'cookie' | 'accept-language'>;
}

/** Pages reached by an e-mailed link: the link names the language of the mail's reader. */
const MAILED_PAGES = new Set(['invitation', 'password-reset']);

/**
 * First visit without a language cookie on an unprefixed public page: send the
 * visitor to their browser language's twin (design §2). The URL wins otherwise.
 */
export function languageRedirect(req: PageRequest): string | null {
  if (isLocale(readCookie(req.headers.cookie, LANG_COOKIE))) return null;
  const match = matchPath(req.path);
  if (!match || match.prefixed) return null;
  if (match.route.name === 'auth' && MAILED_PAGES.has(match.route.page)) return null;
  const locale = negotiateLocale(req.headers['accept-language']);
  if (locale === 'es') return null;
  return buildPath(locale, match.route);
}

/** The language a page is served in: its URL prefix, else the cookie (admin pages), else Spanish. */
export function pageLocale(req: PageRequest): Locale {
  const match = matchPath(req.path);
  if (match?.prefixed) return match.locale;
  if (match) return 'es';
  const cookie = readCookie(req.headers.cookie, LANG_COOKIE);
  return isLocale(cookie) ? cookie : negotiateLocale(req.headers['accept-language']);
}
