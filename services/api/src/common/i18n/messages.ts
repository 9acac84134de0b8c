import { LOCALES, MESSAGES, type Locale, type MessageKey } from '@bolsos/contracts';
import i18next, { type Resource, type TFunction } from 'i18next';

/**
 * The API's one door to i18next (the only file allowed to import it, see eslint.config.mjs):
 * every error, validation and mail message the server says goes through `translate`. The texts
 * are contracts' catalogues (MESSAGES), the same data the front ends give their i18next
 * instances, so a message reads the same wherever it is said.
 */

/** Placeholder values; `count` picks the plural form, `context` a key's `_<context>` variant. */
export type MessageParams = Record<string, string | number>;

const NAMESPACE = 'messages';

const resources: Resource = Object.fromEntries(
  LOCALES.map((locale) => [locale, { [NAMESPACE]: MESSAGES[locale] }]),
);

const messages = i18next.createInstance();
void messages.init({
  resources,
  lng: 'en',
  // A key a language lacks is said in English, as the catalogues' reference language.
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  // Keys are flat strings with dots ('errors.server') and never name a namespace.
  keySeparator: false,
  nsSeparator: false,
  // Not escaped here: messages go into JSON bodies, plain-text logs and pages that React or the
  // caller escapes on output (site-error.handler.ts escapes what it writes into its HTML).
  interpolation: { escapeValue: false },
  // The catalogues are in memory: init finishes before this module has loaded.
  initAsync: false,
});

/** One bound `t` per language, made once. */
const byLocale = Object.fromEntries(
  LOCALES.map((locale) => [locale, messages.getFixedT(locale)]),
) as Record<Locale, TFunction>;

/**
 * A message in a language: i18next picks the plural form from a numeric `count` (`key_one` in
 * es and en; Chinese has one form, the plain key) and a `context` variant, and fills the
 * `{{name}}` placeholders; a value given is never read as a placeholder or a `$t()` nesting.
 */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return byLocale[locale](key, params ?? {});
}
