import {
  buildPath,
  isLocale,
  LANG_CHOICE_PARAM,
  LANG_COOKIE,
  matchPath,
  negotiateLocale,
  prefixLocale,
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
 * An unprefixed public page for a visitor whose language is another: the `lang` cookie (their last
 * choice), else their browser's, sends them to that language's twin (design §2). A prefixed URL
 * always wins; a mailed link keeps the language of the mail.
 */
export function languageRedirect(req: PageRequest): string | null {
  const match = matchPath(req.path);
  if (!match || match.prefixed) return null;
  if (match.route.name === 'auth' && MAILED_PAGES.has(match.route.page)) return null;
  const cookie = readCookie(req.headers.cookie, LANG_COOKIE);
  const locale = isLocale(cookie) ? cookie : negotiateLocale(req.headers['accept-language']);
  if (locale === 'es') return null;
  return buildPath(locale, match.route);
}

/**
 * `?lang=<locale>` on an unprefixed public page (the switcher's link to Spanish): the language the
 * visitor chose, to record before languageRedirect reads the cookie. null: no such choice.
 */
export function chosenLanguage(req: PageRequest & { query: unknown }): Locale | null {
  const match = matchPath(req.path);
  if (!match || match.prefixed) return null;
  const chosen = (req.query as Record<string, unknown>)[LANG_CHOICE_PARAM];
  return isLocale(chosen) ? chosen : null;
}

/**
 * The language a page is served in: its URL's (a prefix, or none for Spanish); for a path that is
 * no public page (the back office, a 404 without a prefix), the cookie, else the browser's.
 */
export function pageLocale(req: PageRequest): Locale {
  const match = matchPath(req.path);
  if (match?.prefixed) return match.locale;
  if (match) return 'es';
  const prefixed = prefixLocale(req.path);
  if (prefixed) return prefixed;
  const cookie = readCookie(req.headers.cookie, LANG_COOKIE);
  return isLocale(cookie) ? cookie : negotiateLocale(req.headers['accept-language']);
}
