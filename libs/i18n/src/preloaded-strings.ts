import type { Locale } from '@bolsos/contracts';
import type { LocaleStrings } from './locale-bundles';
import { strings as en } from './locale-strings/en';
import { strings as zh } from './locale-strings/zh';

/**
 * Languages in memory from the start besides Spanish. In Node (server rendering, jest) all of
 * them, so `createI18n` is synchronous in every language; browser bundles read the `browser`
 * field of package.json and get `preloaded-strings.browser.ts` instead, which downloads them.
 */
export const PRELOADED_STRINGS: Partial<Record<Locale, LocaleStrings>> = { en, zh };
