import { ZH_MESSAGES } from '@bolsos/contracts';
import type { LocaleStrings } from '../locale-bundles';
import { zh } from '../ui-strings/zh';

/** Chinese in one chunk of its own (LOCALE_LOADERS): contracts' messages and the UI strings. */
export const strings: LocaleStrings = { messages: ZH_MESSAGES, ui: zh };
