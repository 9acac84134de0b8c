import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The instance type every export of `@bolsos/i18n` speaks: i18next's. */
export type { I18n };

/**
 * The browser's i18next instance, shared as a Module Federation singleton by the shell and the
 * remotes. It exists from the start (so every importer holds the same object) and is initialised
 * by `initI18n`, which also gives it the backend that downloads English and Chinese. Through
 * `initReactI18next` it becomes react-i18next's default instance at init, which `useTranslation`
 * reads outside any `<I18nextProvider>`. Server renders never initialise it: each request gets
 * its own instance (`createI18n`) through the provider.
 */
export const i18n: I18n = i18next.createInstance().use(initReactI18next);
