import { defineStrings } from '@bolsos/i18n';
import { en } from './en';
import { es, type StorefrontKey } from './es';
import { zh } from './zh';

export type { StorefrontKey };

/**
 * The storefront's own strings, under its federation name. All three languages are bundled with
 * the routes chunk (they are small), so server and browser render them without another request.
 */
export const STOREFRONT_STRINGS = defineStrings<StorefrontKey>('storefront', { es, en, zh });
