import { en } from './en';
import { es } from './es';
import { zh } from './zh';

describe('message catalogues', () => {
  it('have the same keys and placeholders in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const catalogue of [es, zh]) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect([key, placeholders(catalogue[key as keyof typeof en])]).toEqual([
          key,
          placeholders(text),
        ]);
      }
    }
  });

  it('carry the spec messages verbatim in English', () => {
    expect(en['errors.login_failed']).toBe('Username and password do not match');
    expect(en['validation.passwords_mismatch']).toBe('Passwords do not match');
    expect(en['errors.too_many_attempts']).toBe('Too many attempts, please wait a moment');
    expect(en['errors.error_processing']).toBe('Error processing your request');
    expect(en['errors.data_invalid']).toBe('The data sent is invalid');
    expect(en['errors.fields_pending']).toBe('Fields pending completion');
  });
});
