import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_DAYS,
  LOCALES,
  LOCALE_TAGS,
  MESSAGES,
  isLocale,
  negotiateLocale,
  type Locale,
} from '@bolsos/contracts';
import i18next, { type InitOptions, type Resource, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_STRINGS } from './ui-strings';

export type { I18n };
export type Resources = Resource;

const NAMESPACE = 'translation';

function buildResources(extra?: Resources): Resources {
  const resources: Resources = {};
  for (const locale of LOCALES) {
    resources[locale] = { [NAMESPACE]: { ...MESSAGES[locale], ...UI_STRINGS[locale] } };
  }
  for (const [language, namespaces] of Object.entries(extra ?? {})) {
    const target = (resources[language] ??= {});
    for (const [namespace, bundle] of Object.entries(namespaces)) {
      const current = target[namespace];
      target[namespace] =
        typeof current === 'object' && typeof bundle === 'object'
          ? { ...current, ...bundle }
          : bundle;
    }
  }
  return resources;
}

function initOptions(locale: Locale, extra?: Resources): InitOptions {
  return {
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: buildResources(extra),
    defaultNS: NAMESPACE,
    // Keys are flat strings with dots ('auth.login.title'), not nested objects.
    keySeparator: false,
    // React escapes on render; escaping here too would show '&amp;' in the page.
    interpolation: { escapeValue: false },
    // Resources are bundled, so init finishes synchronously and the first render (also on the
    // server) is already translated.
    initAsync: false,
    react: { useSuspense: false },
  };
}

/**
 * A new, initialised instance per call: server rendering needs one per request so concurrent
 * requests in different languages never share state. Pass it to `<I18nextProvider i18n={…}>`.
 */
export function createI18n(locale: Locale, extra?: Resources): I18n {
  const instance = i18next.createInstance();
  void instance.init(initOptions(locale, extra));
  return instance;
}

/**
 * The browser's instance, shared as a Module Federation singleton by the shell and the remotes.
 * It exists from the start (so every importer holds the same object) and is initialised by
 * `initI18n`.
 */
export const i18n: I18n = i18next.createInstance();

/** Initialises the browser singleton once (later calls only switch language) and returns it. */
export function initI18n(locale: Locale, extra?: Resources): I18n {
  if (!i18n.isInitialized) {
    // Registers the singleton as react-i18next's default, so useTranslation works without a provider.
    void i18n.use(initReactI18next).init(initOptions(locale, extra));
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  return i18n;
}

export function localeCookie(locale: Locale, secure = false): string {
  const maxAge = LANG_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${LANG_COOKIE}=${locale}; max-age=${maxAge}; path=/; samesite=lax${secure ? '; secure' : ''}`;
}

/** Switches the singleton's language and remembers it in the `lang` cookie and `<html lang>`. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18n.isInitialized) initI18n(locale);
  else await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') {
    document.cookie = localeCookie(locale, globalThis.location?.protocol === 'https:');
    document.documentElement.lang = LOCALE_TAGS[locale];
  }
}

/** Reads `lang` from a Cookie header on the server, or from `document.cookie` in the browser. */
export function readLocaleCookie(cookieHeaderOrDocumentCookie?: string): Locale | undefined {
  const source =
    cookieHeaderOrDocumentCookie ?? (typeof document !== 'undefined' ? document.cookie : '');
  for (const pair of source.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === LANG_COOKIE) {
      const value = pair.slice(index + 1).trim();
      if (isLocale(value)) return value;
    }
  }
  return undefined;
}

/** The visitor's preferred supported language (`navigator.languages` by default), else Spanish. */
export function detectBrowserLocale(languages?: readonly string[]): Locale {
  if (languages) return negotiateLocale(languages);
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return negotiateLocale(
    navigator.languages?.length
      ? navigator.languages
      : navigator.language
        ? [navigator.language]
        : [],
  );
}

const priceFormats = new Map<Locale, Intl.NumberFormat>();

/** Formats a USD price ('49.90' or 49.9) for a language; '$' everywhere, as the shop prices in USD. */
export function formatPrice(price: string | number, locale: Locale): string {
  const amount = typeof price === 'number' ? price : price.trim() === '' ? NaN : Number(price);
  if (!Number.isFinite(amount)) return String(price);
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    priceFormats.set(locale, format);
  }
  return format.format(amount);
}
