import type { Locale } from '../enums';
import { en, type Catalogue } from './en';
import { es } from './es';
import { interpolate } from './interpolate';
import type { MessageKey } from './keys';
import { zh } from './zh';

export type { Catalogue } from './en';
export type { MessageKey } from './keys';
export { interpolate } from './interpolate';

/**
 * One language's catalogue each, for browser code: a bundle holds only the languages it names
 * (the front ends load Spanish up front and the others on demand). `MESSAGES` holds all three.
 */
export { es as ES_MESSAGES } from './es';
export { en as EN_MESSAGES } from './en';
export { zh as ZH_MESSAGES } from './zh';

/** Every language: for the API and tests. Browser code takes one language's catalogue above. */
export const MESSAGES: Record<Locale, Catalogue> = { es, en, zh };

/**
 * For the API and tests (it holds every language); see MESSAGES. A numeric `count` picks the
 * plural form as i18next does in the browser (`key_one` where the language has it, else `key`).
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  const catalogue = MESSAGES[locale] as Partial<Record<MessageKey, string>>;
  const count = params?.count;
  const form = typeof count === 'number' ? new Intl.PluralRules(locale).select(count) : undefined;
  const plural = form ? catalogue[`${key}_${form}` as MessageKey] : undefined;
  return interpolate(plural ?? catalogue[key] ?? MESSAGES.en[key] ?? key, params);
}
