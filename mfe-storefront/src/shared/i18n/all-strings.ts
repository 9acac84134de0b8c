import type { StringCatalogue } from '@bolsos/i18n';
import { en } from './en';
import { es, type StorefrontKey } from './es';
import { zh } from './zh';

/**
 * Every language at once, for the server entry and tests, which render any language
 * synchronously. The browser build must never import this module: its languages are chunks.
 */
export const STOREFRONT_CATALOGUE: StringCatalogue<StorefrontKey> = { es, en, zh };
