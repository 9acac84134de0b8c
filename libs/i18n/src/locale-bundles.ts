import { DEFAULT_LOCALE, ES_MESSAGES, type Catalogue, type Locale } from '@bolsos/contracts';
import type { UiCatalogue } from './ui-strings/en';
import { PRELOADED_STRINGS } from './preloaded-strings';
import { es } from './ui-strings/es';

/** One language's strings as i18next reads them: contracts messages under the UI strings. */
export type LocaleBundle = Readonly<Record<string, string>>;

/** What a language's bundle is made of: contracts' server messages and the UI strings. */
export interface LocaleStrings {
  readonly messages: Catalogue;
  readonly ui: UiCatalogue;
}

// DEFAULT_LOCALE is typed as any Locale, so the static one is named here.
type LazyLocale = Exclude<Locale, 'es'>;

/**
 * The other languages, each its own chunk holding both its messages and its UI strings:
 * `@bolsos/i18n` is a Module Federation singleton, and a shared module ships whole, so static
 * imports here (contracts' `MESSAGES` included, which holds every language) would put all three
 * languages on every first load. An object (not a switch) so tests can spy on a loader.
 */
export const LOCALE_LOADERS: Record<LazyLocale, () => Promise<LocaleStrings>> = {
  en: () =>
    import(/* webpackChunkName: "i18n-en" */ './locale-strings/en').then(
      (module) => module.strings,
    ),
  zh: () =>
    import(/* webpackChunkName: "i18n-zh" */ './locale-strings/zh').then(
      (module) => module.strings,
    ),
};

function bundleOf({ messages, ui }: LocaleStrings): LocaleBundle {
  return { ...messages, ...ui };
}

// Spanish stays static: it is the default language and every other language's fallback, so it
// is needed on every page anyway.
const loaded = new Map<Locale, LocaleBundle>([
  [DEFAULT_LOCALE, bundleOf({ messages: ES_MESSAGES, ui: es })],
]);
for (const [locale, strings] of Object.entries(PRELOADED_STRINGS) as [Locale, LocaleStrings][]) {
  loaded.set(locale, bundleOf(strings));
}
const pending = new Map<Locale, Promise<LocaleBundle>>();

/** The bundle if it is already here (Spanish always is), else undefined. */
export function loadedBundle(locale: Locale): LocaleBundle | undefined {
  return loaded.get(locale);
}

/** Every bundle already here, by language. */
export function loadedBundles(): ReadonlyMap<Locale, LocaleBundle> {
  return loaded;
}

/** Makes a language's strings available without a download (server rendering, tests). */
export function registerLocaleStrings(locale: Locale, strings: LocaleStrings): LocaleBundle {
  const bundle = bundleOf(strings);
  loaded.set(locale, bundle);
  return bundle;
}

/**
 * Resolves with the language's bundle, downloading its chunk once; concurrent callers share the
 * download. A failed download is forgotten so the next call tries again.
 */
export function loadBundle(locale: Locale): Promise<LocaleBundle> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(locale);
  if (inFlight) return inFlight;
  const request = LOCALE_LOADERS[locale as LazyLocale]()
    .then((strings) => registerLocaleStrings(locale, strings))
    .finally(() => pending.delete(locale));
  pending.set(locale, request);
  return request;
}
