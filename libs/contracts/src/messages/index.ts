import type { Locale } from '../enums';
import { en, type Catalogue } from './en';
import { es } from './es';
import { zh } from './zh';
import type { MessageKey } from './keys';

export type { Catalogue } from './en';
export type { MessageKey } from './keys';

export const MESSAGES: Record<Locale, Catalogue> = { es, en, zh };

/** Fills `{{name}}` placeholders; the same syntax i18next uses, so catalogues serve both. */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  return interpolate(MESSAGES[locale][key] ?? MESSAGES.en[key] ?? key, params);
}
