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
  type I18n,
  type Resources,
} from './i18n';
export { UI_STRINGS, type UiCatalogue, type UiKey } from './ui-strings';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
