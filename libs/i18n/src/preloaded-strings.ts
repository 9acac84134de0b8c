import type { Locale } from '@bolsos/contracts';
import type { UiCatalogue } from './ui-strings/en';
import { en } from './ui-strings/en';
import { zh } from './ui-strings/zh';

/**
 * Languages in memory from the start besides Spanish. In Node (server rendering, jest) all of
 * them, so `createI18n` is synchronous in every language; browser bundles read the `browser`
 * field of package.json and get `preloaded-strings.browser.ts` instead, which downloads them.
 */
export const PRELOADED_UI_STRINGS: Partial<Record<Locale, UiCatalogue>> = { en, zh };
