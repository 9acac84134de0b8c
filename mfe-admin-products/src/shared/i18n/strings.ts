import { defineStrings } from '@bolsos/i18n';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/**
 * The products pages' own strings, in an i18next namespace named after the federation name: a
 * release of this remote ships its strings without rebuilding the shell, and they cannot clash
 * with another remote's. Common keys resolve through the namespace's fallback.
 */
export const ADMIN_PRODUCTS_STRINGS = defineStrings('adminProducts', { es, en, zh });
