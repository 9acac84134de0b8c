import { EN_MESSAGES } from '@bolsos/contracts';
import type { LocaleStrings } from '../locale-bundles';
import { en } from '../ui-strings/en';

/** English in one chunk of its own (LOCALE_LOADERS): contracts' messages and the UI strings. */
export const strings: LocaleStrings = { messages: EN_MESSAGES, ui: en };
