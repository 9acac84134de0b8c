import type { Locale } from '@bolsos/contracts';
import { en, type UiCatalogue } from './en';
import { es } from './es';
import { zh } from './zh';

export type { UiCatalogue, UiKey } from './en';

/** Interface strings of the shell and the remotes; server messages live in contracts' MESSAGES. */
export const UI_STRINGS: Record<Locale, UiCatalogue> = { es, en, zh };
