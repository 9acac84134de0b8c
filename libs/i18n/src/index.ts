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
  loadStrings,
  provideStrings,
  useStrings,
  type AnyRemoteStrings,
  type LazyRemoteStrings,
  type RemoteStrings,
  type StringCatalogue,
  type StringLoaders,
  type StringsT,
} from './remote-strings';
// The React bindings are the lib's own: a shared package ships whole, and react-i18next was
// about 10 KiB gzip of every page for a context, a provider and a `Trans` no app uses.
export { I18nextProvider, type I18nextProviderProps } from './i18n-context';
export { Trans, type TransComponents, type TransProps } from './trans';
export { useTranslation, type UseTranslationResult } from './use-translation';
export type { I18nEvent, InitOptions, TFunction, TOptions } from './i18n-instance';
