import type { Locale } from '../enums';
import { en, type Catalogue } from './en';
import { es } from './es';
import { zh } from './zh';

export type { Catalogue } from './en';
export type { MessageKey } from './keys';

/**
 * One language's catalogue each, for browser code: a bundle holds only the languages it names
 * (the front ends load Spanish up front and the others on demand). `MESSAGES` holds all three.
 *
 * The catalogues are data in i18next's format (`{{name}}` placeholders, `key_one` beside `key`
 * for a count's singular, `key_<context>` variants); saying them is i18next's job, through
 * `@bolsos/i18n` in the front ends and `services/api/src/common/i18n/messages.ts` in the API.
 */
export { es as ES_MESSAGES } from './es';
export { en as EN_MESSAGES } from './en';
export { zh as ZH_MESSAGES } from './zh';

/** Every language: for the API and tests. Browser code takes one language's catalogue above. */
export const MESSAGES: Record<Locale, Catalogue> = { es, en, zh };
