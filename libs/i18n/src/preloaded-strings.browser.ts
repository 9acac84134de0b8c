import type { Locale } from '@bolsos/contracts';
import type { LocaleStrings } from './locale-bundles';

/** In the browser only Spanish is static; the others download on demand (locale-bundles.ts). */
export const PRELOADED_STRINGS: Partial<Record<Locale, LocaleStrings>> = {};
