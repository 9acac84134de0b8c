import {
  DEFAULT_LOCALE,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_DAYS,
  LOCALES,
  LOCALE_TAGS,
  isLocale,
  negotiateLocale,
  type Locale,
} from '@bolsos/contracts';
import { I18nInstance, type I18n, type InitOptions, type Resource } from './i18n-instance';
import { loadBundle, loadedBundle, loadedBundles, type LocaleBundle } from './locale-bundles';
import { i18n } from './singleton';
import {
  COMMON_NAMESPACE,
  addStrings,
  isLazyStrings,
  loadStrings,
  registeredStrings,
  rememberStrings,
  stringsIn,
  type AnyRemoteStrings,
} from './remote-strings';

export type { I18n };
export { i18n };
export type Resources = Resource;

const NAMESPACE = COMMON_NAMESPACE;

function buildResources(bundles: ReadonlyMap<Locale, LocaleBundle>, extra?: Resources): Resources {
  const resources: Resources = {};
  for (const [locale, bundle] of bundles) {
    resources[locale] = { [NAMESPACE]: { ...bundle } };
  }
  for (const strings of registeredStrings()) {
    for (const locale of LOCALES) {
      // Lazy strings bring the languages downloaded so far; the others join when they arrive.
      const bundle = stringsIn(strings, locale);
      if (bundle) (resources[locale] ??= {})[strings.namespace] = { ...bundle };
    }
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

function initOptions(
  locale: Locale,
  bundles: ReadonlyMap<Locale, LocaleBundle>,
  extra?: Resources,
): InitOptions {
  return {
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources: buildResources(bundles, extra),
    defaultNS: NAMESPACE,
    // A remote's namespace holds its own strings; shared ones (common.*, errors) come from here.
    fallbackNS: NAMESPACE,
    // Keys are flat strings with dots ('auth.login.title'), not nested objects.
    keySeparator: false,
    // React escapes on render; escaping here too would show '&amp;' in the page.
    interpolation: { escapeValue: false },
    // Resources are in memory, so init finishes synchronously and the first render (also on the
    // server) is already translated.
    initAsync: false,
  };
}

/**
 * A new, initialised instance per call: server rendering needs one per request so concurrent
 * requests in different languages never share state. Pass it to `<I18nextProvider i18n={…}>`.
 * It holds the languages in memory: all three in Node; in a browser bundle Spanish and any
 * downloaded since (a language that is not falls back to Spanish).
 */
export function createI18n(locale: Locale, extra?: Resources): I18n {
  const instance = new I18nInstance();
  void instance.init(initOptions(locale, loadedBundles(), extra));
  return instance;
}

/** Languages whose bundle the singleton already holds. */
const inSingleton = new Set<Locale>();
/** The last language asked for: a slower download of an earlier choice must not win. */
let requested: Locale | undefined;

async function applyBundle(locale: Locale, bundle: LocaleBundle): Promise<boolean> {
  if (!inSingleton.has(locale)) {
    // Not overwriting: `extra` resources given to initI18n win over the bundled strings.
    i18n.addResourceBundle(locale, NAMESPACE, bundle, true, false);
    inSingleton.add(locale);
  }
  for (const strings of registeredStrings()) addStrings(i18n, strings);
  await i18n.changeLanguage(locale);
  return true;
}

/**
 * Downloads the language's strings if needed (the shell's, and those of every registered remote
 * that gives its languages as loaders), then switches the singleton to it. A language wholly in
 * memory switches synchronously, as before on-demand loading. False when a later request took
 * over during the download; rejects, keeping the language, when a download fails.
 */
function switchSingleton(locale: Locale): Promise<boolean> {
  requested = locale;
  const ready = loadedBundle(locale);
  const missing = registeredStrings().filter((strings) => !stringsIn(strings, locale));
  if (ready && !missing.length) return applyBundle(locale, ready);
  return Promise.all([
    ready ?? loadBundle(locale),
    ...missing.map((strings) => loadStrings(strings, locale)),
  ]).then(([bundle]) => (requested === locale ? applyBundle(locale, bundle) : false));
}

/**
 * Initialises the browser singleton once (later calls only switch language) and returns it.
 * A language not yet downloaded starts in Spanish and switches when its chunk arrives; await
 * `changeLocale` instead to render in the right language from the start.
 */
export function initI18n(locale: Locale, extra?: Resources): I18n {
  if (!i18n.isInitialized) {
    const bundles = loadedBundles();
    for (const language of bundles.keys()) inSingleton.add(language);
    const ready = loadedBundle(locale) !== undefined;
    // useTranslation outside any provider reads this instance (i18n-context.ts).
    void i18n.init(initOptions(ready ? locale : DEFAULT_LOCALE, bundles, extra));
    if (ready) requested = locale;
  }
  if (i18n.language !== locale || requested !== locale) {
    switchSingleton(locale).catch((error: unknown) => {
      console.error(`Could not load the '${locale}' strings`, error);
    });
  }
  return i18n;
}

/**
 * A remote's strings join the browser singleton (at once, or when it initialises) and every
 * instance `createI18n` makes. Call it when the remote's routes module loads, before it renders.
 * Lazy strings (`defineLazyStrings`) start downloading the singleton's language now, so the
 * first render rarely waits; `changeLocale` downloads theirs before switching from then on.
 */
export function registerStrings(strings: AnyRemoteStrings): void {
  rememberStrings(strings);
  addStrings(i18n, strings);
  if (isLazyStrings(strings) && i18n.isInitialized) {
    const locale = requested ?? (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
    // A failure is not lost: useStrings throws it to the remote's error boundary.
    loadStrings(strings, locale).catch(() => undefined);
  }
}

export function localeCookie(locale: Locale, secure = false): string {
  const maxAge = LANG_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${LANG_COOKIE}=${locale}; max-age=${maxAge}; path=/; samesite=lax${secure ? '; secure' : ''}`;
}

/**
 * Switches the singleton's language (downloading its strings first if needed, the registered
 * remotes' lazy ones included) and remembers it in the `lang` cookie and `<html lang>`. Rejects
 * if a download fails; the page then stays in its language, whole.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18n.isInitialized) initI18n(locale);
  // Waits for the language's strings, so the page never switches to untranslated keys.
  if (!(await switchSingleton(locale))) return;
  if (typeof document !== 'undefined') {
    document.cookie = localeCookie(locale, globalThis.location?.protocol === 'https:');
    // Only when it changes: any write restyles every element a :lang() rule could match, which
    // on a server-rendered page (already in its language) is a wasted recalculation at start-up.
    const root = document.documentElement;
    if (root.lang !== LOCALE_TAGS[locale]) root.lang = LOCALE_TAGS[locale];
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

function intlPrice(amount: number, locale: Locale): string {
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

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * What Intl.NumberFormat answers for US dollars in es-PA, en-US and zh-CN alike ('$1,234.50',
 * '-$12.35'), without it. Why: the first NumberFormat a page creates loads ICU's locale data, a
 * main-thread task of about 30 ms (120 ms on a phone) while the prices hydrate. Rounding is ICU's:
 * half away from zero, on the number's shortest decimal form (0.015 → 0.02, where toFixed says
 * 0.01). Numbers JavaScript writes with an exponent are left to Intl. The spec compares this with
 * Intl for every language, so a language whose format differs fails there.
 */
function plainPrice(amount: number): string | undefined {
  const match = PLAIN_DECIMAL.exec(String(Math.abs(amount)));
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  let cents = BigInt(whole + `${fraction}00`.slice(0, 2));
  if (fraction.length > 2 && fraction[2] >= '5') cents += BigInt(1);
  const hundred = BigInt(100);
  const dollars = (cents / hundred).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (cents % hundred).toString().padStart(2, '0');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}$${dollars}.${rest}`;
}

/** Formats a USD price ('49.90' or 49.9) for a language; '$' everywhere, as the shop prices in USD. */
export function formatPrice(price: string | number, locale: Locale): string {
  const amount = typeof price === 'number' ? price : price.trim() === '' ? NaN : Number(price);
  if (!Number.isFinite(amount)) return String(price);
  return plainPrice(amount) ?? intlPrice(amount, locale);
}
