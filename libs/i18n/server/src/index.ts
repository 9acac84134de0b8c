import { MESSAGES, type Locale } from '@bolsos/contracts';
import { createI18n as createWithLoaded, type I18n, type Resources } from '../../src/i18n';
import { loadedBundle, registerLocaleStrings } from '../../src/locale-bundles';
import { UI_STRINGS } from '../../src/ui-strings';

export * from '../../src/index';
export { UI_STRINGS } from '../../src/ui-strings';

/**
 * `createI18n` for server rendering and Node: every language is in memory, so any locale renders
 * synchronously. The browser entry downloads languages on demand instead.
 */
export function createI18n(locale: Locale, extra?: Resources): I18n {
  // Registered on first use rather than at import: a bundler may skip a module body whose
  // exports are only re-exported (the package is free of side effects).
  for (const [language, ui] of Object.entries(UI_STRINGS) as [Locale, typeof UI_STRINGS.es][]) {
    if (!loadedBundle(language)) {
      registerLocaleStrings(language, { messages: MESSAGES[language], ui });
    }
  }
  return createWithLoaded(locale, extra);
}
