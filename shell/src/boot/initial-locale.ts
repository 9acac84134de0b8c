import { matchPath, prefixLocale, twinPath, type Locale } from '@bolsos/contracts';

export interface InitialLocaleInput {
  pathname: string;
  /** The `lang` cookie, when the visitor has one. */
  cookie: Locale | undefined;
  /** The best supported language of `navigator.languages`. */
  browser: Locale;
  /** The server already chose the language (and redirected on Accept-Language) for this HTML. */
  serverRendered: boolean;
  /** The language the server rendered this HTML in (its page state), when it sent one. */
  serverLocale?: Locale;
}

export interface InitialLocale {
  locale: Locale;
  /** Where a first-time visitor belongs: the same page in their browser's language. */
  redirectTo?: string;
}

/**
 * Design §2: on an unprefixed public or auth page the visitor's language (the `lang` cookie, their
 * last choice, else their browser's) sends them to that language's variant; otherwise the URL
 * decides. The server has done so already for a page it rendered. Admin pages (no prefix) follow
 * the cookie, else the browser. A product page is not redirected here: its slug differs per
 * language and only the storefront can look the twin up.
 */
export function decideInitialLocale({
  pathname,
  cookie,
  browser,
  serverRendered,
  serverLocale,
}: InitialLocaleInput): InitialLocale {
  const match = matchPath(pathname);
  // A path with no page (a 404) hydrates in the language the server rendered it in.
  if (!match) return { locale: prefixLocale(pathname) ?? serverLocale ?? cookie ?? browser };
  const visitor = cookie ?? browser;
  if (
    !match.prefixed &&
    !serverRendered &&
    visitor !== match.locale &&
    match.route.name !== 'product'
  ) {
    return { locale: visitor, redirectTo: twinPath(match, visitor) };
  }
  return { locale: match.locale };
}
