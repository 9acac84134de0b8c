import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale, type MessageKey } from '@bolsos/contracts';
import { useContext } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { i18n as singleton, type I18n } from './singleton';
import type { UiKey } from './ui-strings/en';

/** A key's `_one` plural form. */
type OneForm<K extends string> = Extract<K, `${string}_one`>;

/**
 * One language's strings. Plurals are i18next's plural keys (`key_one`, `key_other`; call
 * `t('key', { count })`): Chinese has one plural category ('other'), so a `_one` form may be left
 * out (catalogueProblems asks Spanish and English for it).
 */
export type LanguageStrings<K extends string> = Readonly<Record<Exclude<K, OneForm<K>>, string>> & {
  readonly [P in OneForm<K>]?: string;
};

/** The base of a plural key ('x' for 'x_other'), which `t` takes with a `count`. */
export type PluralBase<K extends string> = K extends `${infer Base}_other` ? Base : never;

/**
 * One app's strings in every language. Typed so a key missing from any language fails the
 * app's typecheck; each app's spec checks the same at run time (non-empty, same placeholders).
 */
export type StringCatalogue<K extends string> = {
  readonly [L in Locale]: LanguageStrings<K>;
};

/** A remote's own strings: an i18next namespace of its own on whatever instance renders it. */
export interface RemoteStrings<K extends string = string> {
  readonly namespace: string;
  readonly catalogue: StringCatalogue<K>;
}

/** One download per language: `() => import('./en').then((module) => module.en)`. */
export type StringLoaders<K extends string> = {
  readonly [L in Locale]: () => Promise<LanguageStrings<K>>;
};

/**
 * A remote's own strings, one chunk per language: a page downloads its language only. The
 * languages here so far are in `loaded` (all of them where `provideStrings` gave them).
 */
export interface LazyRemoteStrings<K extends string = string> {
  readonly namespace: string;
  readonly loaders: StringLoaders<K>;
  readonly loaded: { readonly [L in Locale]?: LanguageStrings<K> };
}

/** Either kind of remote strings: every function here takes both. */
export type AnyRemoteStrings<K extends string = string> = RemoteStrings<K> | LazyRemoteStrings<K>;

/** The namespace of the shell's strings and the common catalogue; every namespace falls back to it. */
export const COMMON_NAMESPACE = 'translation';

const NAMESPACE_NAME = /^[A-Za-z][\w-]*$/;

function checkNamespace(namespace: string): void {
  if (!NAMESPACE_NAME.test(namespace) || namespace === COMMON_NAMESPACE) {
    throw new Error(`'${namespace}' cannot name a remote's strings`);
  }
}

/** Names a remote's catalogue; the namespace is usually the remote's federation name. */
export function defineStrings<K extends string>(
  namespace: string,
  catalogue: StringCatalogue<K>,
): RemoteStrings<K> {
  checkNamespace(namespace);
  return { namespace, catalogue };
}

/**
 * Names a remote's catalogue given as one loader per language, so each language is a chunk of
 * its own and a page downloads only the one it shows. `loadStrings` (and `changeLocale` for a
 * registered namespace) downloads a language; a server build gives them all with `provideStrings`.
 */
export function defineLazyStrings<K extends string>(
  namespace: string,
  loaders: StringLoaders<K>,
): LazyRemoteStrings<K> {
  checkNamespace(namespace);
  return { namespace, loaders: { ...loaders }, loaded: {} };
}

export function isLazyStrings<K extends string>(
  strings: AnyRemoteStrings<K>,
): strings is LazyRemoteStrings<K> {
  return 'loaders' in strings;
}

/** The languages of the strings in memory now. */
function catalogueNow<K extends string>(
  strings: AnyRemoteStrings<K>,
): { readonly [L in Locale]?: LanguageStrings<K> } {
  return isLazyStrings(strings) ? strings.loaded : strings.catalogue;
}

/** The language's strings if they are in memory. */
export function stringsIn<K extends string>(
  strings: AnyRemoteStrings<K>,
  locale: Locale,
): LanguageStrings<K> | undefined {
  return catalogueNow(strings)[locale];
}

/**
 * Adds the strings to an instance unless it already holds them. Idempotent and synchronous, so
 * a per-request server instance gets them during the first render that needs them. Lazy strings
 * add the languages downloaded (or provided) so far.
 */
export function addStrings(instance: I18n, strings: AnyRemoteStrings): void {
  // Before init an instance has no store; createI18n/initI18n take registered strings instead.
  if (!instance.isInitialized && !instance.store) return;
  for (const locale of LOCALES) {
    const bundle = stringsIn(strings, locale);
    if (bundle && !instance.hasResourceBundle(locale, strings.namespace)) {
      instance.addResourceBundle(locale, strings.namespace, bundle, true, false);
    }
  }
}

/**
 * Makes languages of lazy strings available without a download: a server build (which renders
 * any language synchronously) or a test gives all of them; the browser build must not, or every
 * language would be in its chunks again.
 */
export function provideStrings<K extends string>(
  strings: LazyRemoteStrings<K>,
  catalogue: { readonly [L in Locale]?: LanguageStrings<K> },
): void {
  const loaded = strings.loaded as Partial<Record<Locale, LanguageStrings<K>>>;
  for (const locale of LOCALES) {
    const bundle = catalogue[locale];
    if (bundle) loaded[locale] = bundle;
  }
  if (singleton.isInitialized) addStrings(singleton, strings);
}

interface LoadState {
  readonly pending: Map<Locale, Promise<void>>;
  /** The last download that failed, per language, until something asks for it again. */
  readonly failed: Map<Locale, unknown>;
}

const loadStates = new WeakMap<LazyRemoteStrings, LoadState>();

function loadStateOf(strings: LazyRemoteStrings): LoadState {
  let state = loadStates.get(strings);
  if (!state) {
    state = { pending: new Map(), failed: new Map() };
    loadStates.set(strings, state);
  }
  return state;
}

/**
 * Downloads a language of lazy strings from its loader once (concurrent callers share it) and
 * keeps it in `loaded` (and the browser singleton); a failure is remembered for `useStrings`
 * until the next call tries again. The singleton's i18next backend calls this for a registered
 * remote's namespace; `loadStrings` is the public door.
 */
export function downloadStrings(strings: AnyRemoteStrings, locale: Locale): Promise<void> {
  if (!isLazyStrings(strings) || strings.loaded[locale]) return Promise.resolve();
  const state = loadStateOf(strings);
  const inFlight = state.pending.get(locale);
  if (inFlight) return inFlight;
  state.failed.delete(locale);
  const request = strings.loaders[locale]()
    .then(
      (bundle) => {
        provideStrings(strings, { [locale]: bundle });
      },
      (error: unknown) => {
        state.failed.set(locale, error);
        throw error;
      },
    )
    .finally(() => state.pending.delete(locale));
  state.pending.set(locale, request);
  return request;
}

/** Strings registered in this copy of the lib, for instances created or initialised later. */
const registered = new Map<string, AnyRemoteStrings>();

export function registeredStrings(): readonly AnyRemoteStrings[] {
  return [...registered.values()];
}

/**
 * Called by a remote's routes module when it loads: the namespace joins the browser singleton
 * (now, or at its init) and every instance `createI18n` makes from then on.
 */
export function rememberStrings(strings: AnyRemoteStrings): void {
  registered.set(strings.namespace, strings);
}

/** A remote's keys, the shell's common ones and the contracts' validation and error messages. */
export type StringsT<K extends string> = (
  key: K | UiKey | MessageKey | PluralBase<K | UiKey>,
  options?: Record<string, unknown>,
) => string;

/**
 * `useTranslation` for a remote's own namespace: makes sure the instance in context (the browser
 * singleton, or the server's per-request one) holds the strings, then translates the remote's
 * keys and, through the common namespace fallback, the shared ones (`common.save`, ...).
 * Lazy strings not yet downloaded for the instance's language suspend the component until they
 * are (the nearest Suspense boundary shows its fallback, never the keys); a failed download is
 * thrown to the nearest error boundary, and the next `loadStrings` or `changeLocale` retries it.
 */
export function useStrings<K extends string>(
  strings: AnyRemoteStrings<K>,
): { t: StringsT<K>; i18n: I18n } {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  // Uninitialised, there is nothing to translate with and the page would show keys. On the
  // server it means no provider is above (a bundle built against another version): failing
  // sends the page client-only instead of rendering it without text.
  if (!instance?.isInitialized) {
    throw new Error(
      'No <I18nextProvider> above and initI18n has not run: nothing to translate with',
    );
  }
  addStrings(instance, strings);
  if (isLazyStrings(strings)) {
    const locale = isLocale(instance.language) ? instance.language : DEFAULT_LOCALE;
    if (!strings.loaded[locale]) {
      const state = loadStateOf(strings);
      // Before useTranslation: its own Suspense would render the keys after a failed download.
      if (state.failed.has(locale) && !state.pending.has(locale)) throw state.failed.get(locale);
      // Suspends: React renders again when the download settles.
      throw downloadStrings(strings, locale).then(() => addStrings(instance, strings));
    }
  }
  const { t } = useTranslation(strings.namespace, { i18n: instance });
  return { t: t as unknown as StringsT<K>, i18n: instance };
}
