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
import i18next, { type InitOptions, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { loadBundle, loadedBundle, loadedBundles, type LocaleBundle } from './locale-bundles';
import { i18n, type I18n } from './singleton';
import {
  COMMON_NAMESPACE,
  addStrings,
  downloadStrings,
  isLazyStrings,
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
    // The resources given are in memory, so init finishes synchronously and the first render
    // (also on the server) is already translated.
    initAsync: false,
  };
}

/**
 * A new, initialised i18next instance per call: server rendering needs one per request so
 * concurrent requests in different languages never share state. Pass it to
 * `<I18nextProvider i18n={…}>`. It holds the languages in memory: all three in Node; in a
 * browser bundle Spanish and any downloaded since (a language that is not falls back to
 * Spanish). No backend and no `initReactI18next`: react-i18next's default instance is the
 * browser singleton, and a request's instance must only be reached through its provider.
 */
export function createI18n(locale: Locale, extra?: Resources): I18n {
  const instance = i18next.createInstance();
  void instance.init(initOptions(locale, loadedBundles(), extra));
  return instance;
}

/** Languages whose common bundle the singleton already holds. */
const inSingleton = new Set<Locale>();
/** The last language asked for: a slower download of an earlier choice must not win. */
let requested: Locale | undefined;

/**
 * The singleton's i18next backend: a language's common strings (the shell's and contracts'
 * messages, one chunk per language) and a registered remote's lazy strings (its own chunk per
 * language), each a dynamic import. Strings already in the namespace (resources given to
 * initI18n) win over the downloaded ones, as they did before on-demand loading.
 */
const backend = resourcesToBackend((language: string, namespace: string) => {
  const locale = language as Locale;
  const current = i18n.getResourceBundle(locale, namespace) as LocaleBundle | undefined;
  if (namespace === NAMESPACE) {
    return loadBundle(locale).then((bundle) => ({ ...bundle, ...current }));
  }
  const strings = registeredStrings().find((each) => each.namespace === namespace);
  if (!strings) return Promise.resolve({ ...current });
  return downloadStrings(strings, locale).then(() => ({
    ...stringsIn(strings, locale),
    ...current,
  }));
});

/** Whether the singleton reads its languages through the backend (the browser, once set up). */
function hasBackend(): boolean {
  return i18n.isInitialized && !!i18n.services.backendConnector?.backend;
}

/**
 * Downloads namespaces of a language through the singleton's backend. i18next's reload is used
 * because its plain load never asks again after a failure; only namespaces still missing are
 * passed, so nothing is downloaded twice, and a namespace already on its way is waited for.
 */
function loadThroughBackend(locale: Locale, namespaces: readonly string[]): Promise<void> {
  if (!namespaces.length) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    // i18next calls back with the failed reads' errors, which its typings leave out.
    const done = (errors: unknown) => {
      if (!errors) resolve();
      else reject(Array.isArray(errors) ? errors[0] : errors);
    };
    void i18n.reloadResources([locale], [...namespaces], done as () => void);
  }).then(() => {
    if (namespaces.includes(NAMESPACE)) inSingleton.add(locale);
  });
}

/**
 * Resolves once the language's strings are in memory (and in the browser singleton once it is
 * initialised), downloading their chunk once; concurrent callers share the download. A registered
 * remote's strings come through the singleton's i18next backend; others (tests, a server build)
 * straight from their loader. Rejects when the download fails, which is forgotten then, so the
 * next call tries again. Strings given whole (`defineStrings`) are always in memory.
 */
export function loadStrings(strings: AnyRemoteStrings, locale: Locale): Promise<void> {
  if (!isLazyStrings(strings) || strings.loaded[locale]) return Promise.resolve();
  if (hasBackend() && registeredStrings().includes(strings)) {
    return loadThroughBackend(locale, [strings.namespace]);
  }
  return downloadStrings(strings, locale);
}

/** The namespaces of a language the singleton still has to download. */
function missingNamespaces(locale: Locale): string[] {
  return [
    ...(inSingleton.has(locale) ? [] : [NAMESPACE]),
    ...registeredStrings()
      .filter((strings) => isLazyStrings(strings) && !stringsIn(strings, locale))
      .map((strings) => strings.namespace),
  ];
}

async function applyLanguage(locale: Locale): Promise<boolean> {
  for (const strings of registeredStrings()) addStrings(i18n, strings);
  // Every namespace of the language is here now, so i18next switches without loading anything.
  await i18n.changeLanguage(locale);
  return true;
}

/**
 * Downloads the language's strings through the backend if needed (the shell's, and those of
 * every registered remote that gives its languages as loaders), then switches the singleton to
 * it. A language wholly in memory switches synchronously, as before on-demand loading. False
 * when a later request took over during the download; rejects, keeping the language, when a
 * download fails (i18next's own changeLanguage would switch anyway).
 */
function switchSingleton(locale: Locale): Promise<boolean> {
  requested = locale;
  const missing = missingNamespaces(locale);
  if (!missing.length) return applyLanguage(locale);
  return loadThroughBackend(locale, missing).then(() =>
    requested === locale ? applyLanguage(locale) : false,
  );
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
    void i18n.use(backend).init({
      ...initOptions(ready ? locale : DEFAULT_LOCALE, bundles, extra),
      // Spanish (and, in Node, every language) is given; the backend downloads the rest.
      partialBundledLanguages: true,
    });
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
