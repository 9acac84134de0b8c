import { en } from './en';
import { es } from './es';
import { EN_MESSAGES, ES_MESSAGES, MESSAGES, ZH_MESSAGES, interpolate } from './index';
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
