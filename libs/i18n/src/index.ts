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
  defineStrings,
  useStrings,
  type RemoteStrings,
  type StringCatalogue,
  type StringsT,
} from './remote-strings';
export { I18nextProvider, Trans } from 'react-i18next';
export { useTranslation } from './use-translation';
export type { TFunction } from 'i18next';
