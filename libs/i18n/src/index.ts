import type { TransProps, UseTranslationResponse } from 'react-i18next';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_TAGS,
  isLocale,
  negotiateLocale,
  type Locale,
} from '@bolsos/contracts';
export {
  changeLocale,
  createI18n,
  detectBrowserLocale,
  formatPrice,
  i18n,
  initI18n,
  loadStrings,
  localeCookie,
  readLocaleCookie,
  registerStrings,
  type I18n,
  type Resources,
} from './i18n';
// UI_STRINGS (all three languages) lives in '@bolsos/i18n/server': exporting it here would put
// every language in this shared chunk.
export type { UiCatalogue, UiKey } from './ui-strings/en';
export {
  COMMON_NAMESPACE,
  addStrings,
  defineLazyStrings,
  defineStrings,
  provideStrings,
  useStrings,
  type AnyRemoteStrings,
  type LanguageStrings,
  type LazyRemoteStrings,
  type PluralBase,
  type RemoteStrings,
  type StringCatalogue,
  type StringLoaders,
  type StringsT,
} from './remote-strings';
// react-i18next's bindings and i18next's types: the apps import them from here only (ESLint's
// vendor-wrapping rule), so the page holds one copy, inside this singleton.
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { I18nextProviderProps, TransProps } from 'react-i18next';
/** `useTranslation()`'s answer: `{ t, i18n, ready }`, or `[t, i18n, ready]`. */
export type UseTranslationResult = UseTranslationResponse<'translation', undefined>;
export type { InitOptions, TFunction, TOptions } from 'i18next';
/** The instance events the apps listen to (i18next emits more). */
export type I18nEvent = 'initialized' | 'languageChanging' | 'languageChanged';
/** What `Trans`'s tags stand for: a list (`<0>…</0>`) or an object (`<name>…</name>`). */
export type TransComponents = TransProps<string>['components'];
