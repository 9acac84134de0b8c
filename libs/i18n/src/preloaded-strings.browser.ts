import type { Locale } from '@bolsos/contracts';
import type { UiCatalogue } from './ui-strings/en';

/** In the browser only Spanish is static; the others download on demand (locale-bundles.ts). */
export const PRELOADED_UI_STRINGS: Partial<Record<Locale, UiCatalogue>> = {};
