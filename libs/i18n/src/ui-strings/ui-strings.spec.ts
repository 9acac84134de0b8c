import { CATEGORIES, LOCALES, MESSAGES } from '@bolsos/contracts';
import { UI_STRINGS } from './index';

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('UI_STRINGS', () => {
  it('has every key in all three languages, non-empty, with the same placeholders', () => {
    for (const locale of LOCALES) {
      // Chinese has one plural category: its plural keys have no `_one` form.
      const keys = Object.keys(UI_STRINGS.en)
        .filter((key) => locale !== 'zh' || !key.endsWith('_one'))
        .sort();
      const catalogue = UI_STRINGS[locale] as Record<string, string>;
      expect([locale, Object.keys(catalogue).sort()]).toEqual([locale, keys]);
      for (const key of keys) {
        expect([locale, key, catalogue[key].trim().length > 0]).toEqual([locale, key, true]);
        expect([locale, key, placeholders(catalogue[key])]).toEqual([
          locale,
          key,
          placeholders((UI_STRINGS.en as Record<string, string>)[key]),
        ]);
      }
    }
  });

  it('never shadows a contracts message key', () => {
    const messageKeys = new Set(Object.keys(MESSAGES.en));
    expect(Object.keys(UI_STRINGS.en).filter((key) => messageKeys.has(key))).toEqual([]);
  });

  it('names every category and language', () => {
    for (const locale of LOCALES) {
      const catalogue = UI_STRINGS[locale] as Record<string, string>;
      for (const category of CATEGORIES)
        expect(catalogue[`store.category.${category}`]).toBeTruthy();
      for (const language of LOCALES) expect(catalogue[`nav.language.${language}`]).toBeTruthy();
    }
  });

  it('carries the spec labels verbatim in English', () => {
    expect(UI_STRINGS.en).toMatchObject({
      'error.title': 'Error {{code}}',
      'error.go_home': 'Go to Home',
      'error.not_found': 'Page not found',
      'error.not_found_path': 'Page Not Found: {{path}}',
      'error.permission_denied': 'Permission denied',
      'error.page_load': 'An error occurred while loading the page.',
      'error.request': 'An error occurred while processing your request.',
      'error.unauthorized': 'Unauthorized',
      'version.available': 'A new version is available',
      'version.reload': 'Reload',
      'admin.pager': '{{first}}-{{last}} of {{totalRecords}}',
      'store.fallback_language': 'Shown in Spanish',
      'common.loading': 'Loading…',
      'common.fields_pending': 'Fields pending completion',
    });
  });
});
