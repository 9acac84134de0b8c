// Test-only door (`@bolsos/i18n/testing`): checks each app runs on its own string catalogue.
import { LOCALES } from '@bolsos/contracts';
import type { StringCatalogue } from '../../src/remote-strings';

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(' ');

/**
 * What is wrong with a catalogue, one line per problem (empty when complete): a key that some
 * language lacks or leaves blank, or whose {{placeholders}} differ from the Spanish text.
 */
export function catalogueProblems(catalogue: StringCatalogue<string>): string[] {
  const problems: string[] = [];
  const keys = new Set(LOCALES.flatMap((locale) => Object.keys(catalogue[locale] ?? {})));
  for (const key of [...keys].sort()) {
    const reference = catalogue.es?.[key];
    for (const locale of LOCALES) {
      const text = (catalogue[locale] as Record<string, string> | undefined)?.[key];
      // Chinese has one plural category ('other'): i18next never asks it for a `_one` form.
      if (locale === 'zh' && key.endsWith('_one') && text === undefined) continue;
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${locale}: '${key}' is missing`);
      } else if (reference !== undefined && placeholders(text) !== placeholders(reference)) {
        problems.push(
          `${locale}: '${key}' has placeholders '${placeholders(text)}', es has '${placeholders(reference)}'`,
        );
      }
    }
  }
  return problems;
}
