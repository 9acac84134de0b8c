import { defineStrings } from '@bolsos/i18n';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

/**
 * The users pages' own strings, in an i18next namespace named after the federation name, so a
 * release of this remote ships its strings without rebuilding the shell.
 */
export const ADMIN_USERS_STRINGS = defineStrings('adminUsers', { es, en, zh });
