import { MESSAGES } from '../messages';
import { validate } from './engine';
import {
  contactSchema,
  type ContactRequest,
  loginSchema,
  passwordSetSchema,
  productSchema,
  userCreateSchema,
} from './schemas';

describe('validate', () => {
  it('cleans values: trims, lowercases e-mails, keeps passwords verbatim', () => {
    const result = validate(loginSchema, { email: '  Ana@Bolsos.TEST ', password: ' secret ' });
    expect(result).toEqual({ ok: true, value: { email: 'ana@bolsos.test', password: ' secret ' } });
  });

  it('reports each field with message keys and parameters', () => {
    const result = validate(userCreateSchema, { name: 'A', email: 'nope', roles: ['root'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: [{ key: 'validation.string_min', params: { min: 2, count: 2 } }],
      email: [{ key: 'validation.email' }],
      'roles.0': [{ key: 'validation.enum', params: { values: 'admin, manager' } }],
    });
  });

  it('rejects unknown fields (mass assignment)', () => {
    const result = validate(passwordSetSchema, {
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
      roles: ['admin'],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.roles).toEqual([{ key: 'validation.unknown_field' }]);
  });

  it('reports prototype-named keys as unknown fields instead of tripping over them', () => {
    const input = JSON.parse(
      '{"__proto__":{"roles":["admin"]},"constructor":1,"toString":"x","email":"a@b.pa","password":"p"}',
    ) as unknown;
    const result = validate(loginSchema, input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(result.errors.constructor).toEqual([{ key: 'validation.unknown_field' }]);
  });

  it('checks confirmations', () => {
    const result = validate(passwordSetSchema, {
      password: 'long-enough-1',
      password_confirmation: 'other-value',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.password_confirmation).toEqual([
        { key: 'validation.passwords_mismatch' },
      ]);
    }
  });

  it('requires, types and bounds numbers, with multiple-of', () => {
    const base = { category: 'backpacks', translations: { es: { name: 'Mochila' } } };
    const bad = validate(productSchema, { ...base, price: 10.005 });
    expect(!bad.ok && bad.errors.price).toEqual([
      { key: 'validation.multiple_of', params: { multiple: 0.01 } },
    ]);
    const negative = validate(productSchema, { ...base, price: -1 });
    expect(!negative.ok && negative.errors.price?.[0].key).toBe('validation.number_min');
    const text = validate(productSchema, { ...base, price: 'abc' });
    expect(!text.ok && text.errors.price).toEqual([
      { key: 'validation.invalid_type', params: { context: 'number' } },
    ]);
    expect(validate(productSchema, { ...base, price: '49.90' })).toMatchObject({
      ok: true,
      value: { price: 49.9 },
    });
    const missing = validate(productSchema, { category: 'backpacks', price: 1, translations: {} });
    expect(!missing.ok && missing.errors['translations.es']).toEqual([
      { key: 'validation.required' },
    ]);
  });

  it('rejects a non-object body', () => {
    expect(validate(loginSchema, [1, 2]).ok).toBe(false);
    expect(validate(loginSchema, null).ok).toBe(false);
  });

  it('validates arrays and optional fields in contact messages', () => {
    const ok = validate(contactSchema, {
      name: 'Ana',
      email: 'ana@x.pa',
      message: 'Hola, ¿tienen la mochila azul?',
    });
    expect(ok.ok).toBe(true);
    const phone = validate(contactSchema, {
      name: 'Ana',
      email: 'ana@x.pa',
      phone: 'call me',
      message: '0123456789',
    });
    expect(!phone.ok && phone.errors.phone).toEqual([{ key: 'validation.phone' }]);
  });

  it('takes an optional product reference on contact messages', () => {
    const base = { name: 'Ana', email: 'ana@x.pa', message: '¿La tienen en verde?' };
    const about = validate<ContactRequest>(contactSchema, { ...base, product_id: 12 });
    expect(about.ok && about.value.product_id).toBe(12);
    expect(validate(contactSchema, { ...base, product_id: null }).ok).toBe(true);
    for (const product_id of [0, -3, 1.5, 'mochila', true]) {
      const bad = validate(contactSchema, { ...base, product_id });
      expect([product_id, bad.ok]).toEqual([product_id, false]);
      expect(!bad.ok && Object.keys(bad.errors)).toEqual(['product_id']);
    }
    expect(MESSAGES.zh['validation.product_unavailable']).toBe('该商品不存在或已下架');
  });

  it('allows partial updates but still rejects clearing a required field', () => {
    expect(validate(userCreateSchema, { name: 'Ana' }, { partial: true }).ok).toBe(true);
    expect(validate(userCreateSchema, { name: '' }, { partial: true }).ok).toBe(false);
  });
});
