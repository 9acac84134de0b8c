import { en } from './en';
import { es } from './es';
import { userCreateSchema, validate } from '../validation';
import { EN_MESSAGES, ES_MESSAGES, MESSAGES, ZH_MESSAGES, interpolate, translate } from './index';
import { zh } from './zh';

describe('message catalogues', () => {
  it('have the same keys and placeholders in every language (Chinese has no singular forms)', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const keys = Object.keys(en).sort();
    expect(Object.keys(es).sort()).toEqual(keys);
    expect(Object.keys(zh).sort()).toEqual(keys.filter((key) => !key.endsWith('_one')));
    for (const catalogue of [es, zh] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(en)) {
        if (!(key in catalogue)) continue;
        expect([key, placeholders(catalogue[key])]).toEqual([key, placeholders(text)]);
      }
    }
    // A singular sits beside the form it stands in for, with the same placeholders.
    for (const key of keys.filter((one) => one.endsWith('_one'))) {
      expect(keys).toContain(key.slice(0, -'_one'.length));
    }
  });

  it('say counts with grammatical plurals in es, en and zh (the count picks the form)', () => {
    const issue = validate(userCreateSchema, { name: 'Ana', email: 'a@b.co', roles: [] });
    expect(issue.ok).toBe(false);
    if (issue.ok) return;
    const [roles] = issue.errors.roles;
    expect(roles).toEqual({ key: 'validation.array_min', params: { min: 1, count: 1 } });
    expect(translate('es', roles.key, roles.params)).toBe('Debe contener al menos 1 elemento');
    expect(translate('en', roles.key, roles.params)).toBe('Must contain at least 1 item');
    expect(translate('zh', roles.key, roles.params)).toBe('至少需要 1 项');
    expect(translate('es', 'validation.array_max', { max: 2, count: 2 })).toBe(
      'Debe contener como máximo 2 elementos',
    );
    expect(translate('en', 'validation.string_min', { min: 1, count: 1 })).toBe(
      'Must be at least 1 character',
    );
    expect(translate('es', 'validation.string_min', { min: 2, count: 2 })).toBe(
      'Debe tener al menos 2 caracteres',
    );
    expect(translate('es', 'errors.import_rows_invalid', { count: 1 })).toBe(
      'No se importó nada: 1 fila tiene errores',
    );
    // Without a count the other form is said, as before.
    expect(translate('en', 'validation.array_min', { min: 3 })).toBe(
      'Must contain at least 3 items',
    );
  });

  it('carry the spec messages verbatim in English', () => {
    expect(en['errors.login_failed']).toBe('Username and password do not match');
    expect(en['validation.passwords_mismatch']).toBe('Passwords do not match');
    expect(en['errors.too_many_attempts']).toBe('Too many attempts, please wait a moment');
    expect(en['errors.error_processing']).toBe('Error processing your request');
    expect(en['errors.data_invalid']).toBe('The data sent is invalid');
    expect(en['errors.fields_pending']).toBe('Fields pending completion');
  });

  it('are exported one language each, the same objects MESSAGES holds', () => {
    expect(ES_MESSAGES).toBe(MESSAGES.es);
    expect(EN_MESSAGES).toBe(MESSAGES.en);
    expect(ZH_MESSAGES).toBe(MESSAGES.zh);
  });

  it('interpolate fills known placeholders and leaves the others', () => {
    expect(interpolate(EN_MESSAGES['errors.image_too_large'], { max: 8 })).toBe(
      'Each image must be at most 8 MB',
    );
    expect(interpolate('{{a}} {{ b }} {{c}}', { a: 1, b: 'x' })).toBe('1 x {{c}}');
    expect(interpolate('{{a}}')).toBe('{{a}}');
  });
});
