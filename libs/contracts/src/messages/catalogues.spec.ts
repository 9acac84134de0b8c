import { en } from './en';
import { es } from './es';
import {
  productBulkSchema,
  productSchema,
  userCreateSchema,
  validate,
  type FieldType,
} from '../validation';
import { EN_MESSAGES, ES_MESSAGES, MESSAGES, ZH_MESSAGES } from './index';
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

  it('give a count for the plural form and a context for the expected type (i18next says them)', () => {
    const issue = validate(productBulkSchema, { action: 'publish', ids: [] });
    expect(!issue.ok && issue.errors.ids).toEqual([
      { key: 'validation.array_min', params: { min: 1, count: 1 } },
    ]);
    const price = validate(productSchema, { category: 'backpacks', price: 'abc' });
    expect(!price.ok && price.errors.price).toEqual([
      { key: 'validation.invalid_type', params: { context: 'number' } },
    ]);
    expect(validate(userCreateSchema, 'not an object')).toEqual({
      ok: false,
      errors: { _body: [{ key: 'validation.invalid_type', params: { context: 'object' } }] },
    });
  });

  it('say every schema type in words, in every language', () => {
    const types: FieldType[] = ['string', 'number', 'integer', 'boolean', 'array', 'object'];
    for (const catalogue of [en, es, zh] as Record<string, string>[]) {
      for (const type of types) {
        const text = catalogue[`validation.invalid_type_${type}`];
        expect([type, typeof text]).toEqual([type, 'string']);
        expect(text).not.toContain('{{');
      }
    }
    expect(es['validation.invalid_type_number']).toBe('Valor no válido: se esperaba un número');
    expect(en['validation.invalid_type_number']).toBe('Invalid value: expected a number');
    expect(zh['validation.invalid_type_number']).toBe('值无效：应为数字');
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
});
