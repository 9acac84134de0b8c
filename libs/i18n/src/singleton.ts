import { I18nInstance, type I18n } from './i18n-instance';

/**
 * The browser's instance, shared as a Module Federation singleton by the shell and the remotes.
 * It exists from the start (so every importer holds the same object) and is initialised by
 * `initI18n`. In a module of its own so the React bindings can fall back to it without importing
 * the set-up code that imports them.
 */
export const i18n: I18n = new I18nInstance();
