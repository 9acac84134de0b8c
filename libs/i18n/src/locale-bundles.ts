import { DEFAULT_LOCALE, MESSAGES, type Locale } from '@bolsos/contracts';
import type { UiCatalogue } from './ui-strings/en';
import { PRELOADED_UI_STRINGS } from './preloaded-strings';
import { es } from './ui-strings/es';

/** One language's strings as i18next reads them: contracts messages under the UI strings. */
export type LocaleBundle = Readonly<Record<string, string>>;

// DEFAULT_LOCALE is typed as any Locale, so the static one is named here.
type LazyLocale = Exclude<Locale, 'es'>;

/**
 * The other languages' UI strings, each its own chunk: `@bolsos/i18n` is a Module Federation
 * singleton, and a shared module ships whole, so static imports here would put all three
 * languages on every first load. An object (not a switch) so tests can spy on a loader.
 */
export const UI_STRING_LOADERS: Record<LazyLocale, () => Promise<UiCatalogue>> = {
  en: () => import(/* webpackChunkName: "i18n-en" */ './ui-strings/en').then((module) => module.en),
  zh: () => import(/* webpackChunkName: "i18n-zh" */ './ui-strings/zh').then((module) => module.zh),
};

function bundleOf(locale: Locale, ui: UiCatalogue): LocaleBundle {
  return { ...MESSAGES[locale], ...ui };
}

// Spanish stays static: it is the default language and every other language's fallback, so it
// is needed on every page anyway.
const loaded = new Map<Locale, LocaleBundle>([[DEFAULT_LOCALE, bundleOf(DEFAULT_LOCALE, es)]]);
for (const [locale, ui] of Object.entries(PRELOADED_UI_STRINGS) as [Locale, UiCatalogue][]) {
  loaded.set(locale, bundleOf(locale, ui));
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

/** Makes a language's UI strings available without a download (server rendering, tests). */
export function registerUiStrings(locale: Locale, ui: UiCatalogue): LocaleBundle {
  const bundle = bundleOf(locale, ui);
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
  const request = UI_STRING_LOADERS[locale as LazyLocale]()
    .then((ui) => registerUiStrings(locale, ui))
    .finally(() => pending.delete(locale));
  pending.set(locale, request);
  return request;
}
