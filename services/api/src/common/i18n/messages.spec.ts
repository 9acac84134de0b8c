import { MESSAGES, validate, userCreateSchema, productSchema } from '@bolsos/contracts';
import { translate } from './messages';

describe('translate (contracts catalogues through i18next)', () => {
  it('speaks three languages with parameters', () => {
    expect(translate('en', 'validation.string_min', { min: 8 })).toBe(
      'Must be at least 8 characters',
    );
    expect(translate('es', 'validation.required')).toBe('Requerido');
    expect(translate('zh', 'errors.login_failed')).toBe('用户名和密码不匹配');
    expect(translate('en', 'errors.page_not_found_path', { path: '/x' })).toBe(
      'Page Not Found: /x',
    );
    expect(translate('es', 'errors.image_too_large', { max: 8 })).toBe(
      MESSAGES.es['errors.image_too_large'].replace('{{max}}', '8'),
    );
  });

  it('asks for a role, not for "1 item", when a user is given none (es, en, zh)', () => {
    for (const roles of [[], undefined]) {
      const issue = validate(userCreateSchema, { name: 'Ana', email: 'a@b.co', roles });
      const [role] = issue.ok ? [] : issue.errors.roles;
      expect(translate('es', role.key, role.params)).toBe('Elija al menos un rol');
      expect(translate('en', role.key, role.params)).toBe('Choose at least one role');
      expect(translate('zh', role.key, role.params)).toBe('请至少选择一个角色');
    }
  });

  it('picks the plural form from the count in es, en and zh', () => {
    expect(translate('es', 'validation.array_min', { min: 1, count: 1 })).toBe(
      'Debe contener al menos 1 elemento',
    );
    expect(translate('en', 'validation.array_min', { min: 1, count: 1 })).toBe(
      'Must contain at least 1 item',
    );
    expect(translate('zh', 'validation.array_min', { min: 1, count: 1 })).toBe('至少需要 1 项');
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
    expect(translate('en', 'errors.import_rows_invalid', { count: 0 })).toBe(
      translate('en', 'errors.import_rows_invalid', { count: 2 }).replace('2', '0'),
    );
    // Chinese has one form: the plain key, whatever the count.
    expect(translate('zh', 'errors.import_rows_invalid', { count: 1 })).toBe(
      MESSAGES.zh['errors.import_rows_invalid'].replace('{{count}}', '1'),
    );
    // Without a count the other form is said.
    expect(translate('en', 'validation.array_min', { min: 3 })).toBe(
      'Must contain at least 3 items',
    );
  });

  it('says the expected type in words, through the context', () => {
    const price = validate(productSchema, { category: 'backpacks', price: 'abc' });
    const [issue] = price.ok ? [] : price.errors.price;
    expect(translate('es', issue.key, issue.params)).toBe('Valor no válido: se esperaba un número');
    expect(translate('en', issue.key, issue.params)).toBe('Invalid value: expected a number');
    expect(translate('zh', issue.key, issue.params)).toBe('值无效：应为数字');
    expect(translate('en', 'validation.invalid_type', { context: 'integer' })).toBe(
      'Invalid value: expected a whole number',
    );
    // A context without words of its own says the plain message.
    expect(translate('en', 'validation.invalid_type', { context: 'date' })).toBe('Invalid value');
  });

  it('inserts values verbatim: no escaping, no placeholders or nesting read inside them', () => {
    expect(translate('en', 'errors.page_not_found_path', { path: '/<b>&"x"' })).toBe(
      'Page Not Found: /<b>&"x"',
    );
    expect(
      translate('en', 'errors.page_not_found_path', { path: '{{count}} $t(errors.server)' }),
    ).toBe('Page Not Found: {{count}} $t(errors.server)');
    // A placeholder without a value stays as written.
    expect(translate('en', 'errors.page_not_found_path')).toBe('Page Not Found: {{path}}');
  });
});
