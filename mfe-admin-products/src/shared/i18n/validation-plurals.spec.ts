import { translateIssues } from '@bolsos/admin-kit';
import { productBulkSchema, validate, type Locale } from '@bolsos/contracts';
import { createI18n } from '@bolsos/i18n';

/**
 * Issue 30: the contracts' validation messages say counts with grammatical plurals in the forms
 * too, where i18next picks the form from the issue's `count` ("Debe contener al menos 1 elemento",
 * not "1 elementos").
 */
describe('validation messages in the forms', () => {
  const refused = () => {
    const result = validate(productBulkSchema, { action: 'publish', ids: [] });
    if (result.ok) throw new Error('an empty list must be refused');
    return result.errors;
  };

  it.each<[Locale, string]>([
    ['es', 'Debe contener al menos 1 elemento'],
    ['en', 'Must contain at least 1 item'],
    ['zh', '至少需要 1 项'],
  ])('%s: one item', async (locale, text) => {
    const i18n = createI18n(locale);
    await i18n.loadLanguages?.(locale);
    expect(translateIssues(refused(), i18n.t)).toEqual({ ids: [text] });
  });

  it('says the other form for other counts', () => {
    const { t } = createI18n('es');
    expect(t('validation.string_min', { min: 2, count: 2 })).toBe(
      'Debe tener al menos 2 caracteres',
    );
    expect(t('validation.string_min', { min: 1, count: 1 })).toBe('Debe tener al menos 1 carácter');
  });
});
