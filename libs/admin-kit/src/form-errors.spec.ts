import { userCreateSchema, validate } from '@bolsos/contracts';
import { createI18n } from '@bolsos/i18n';
import { contractRule, formFieldErrors, translateIssues } from './form-errors';

const { t } = createI18n('en');

describe('form errors', () => {
  it('translates contracts issues with their parameters', () => {
    const result = validate(userCreateSchema, { name: 'A', email: 'nope', roles: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(translateIssues(result.errors, t)).toEqual({
      name: ['Must be at least 2 characters'],
      email: ['Invalid e-mail address'],
      roles: ['Choose at least one role'],
    });
  });

  it("puts nested keys on the form's field and drops unknown ones", () => {
    expect(
      formFieldErrors(
        {
          'roles.0': ['Invalid option'],
          roles: ['Invalid option', 'Too many'],
          email: ['The email is already in use'],
          _body: ['Invalid value'],
          'translations.es.name': ['Required'],
        },
        ['name', 'email', 'roles', 'translations.es.name'],
      ),
    ).toEqual([
      { name: ['roles'], errors: ['Invalid option', 'Too many'] },
      { name: ['email'], errors: ['The email is already in use'] },
      { name: ['translations', 'es', 'name'], errors: ['Required'] },
    ]);
  });

  it('validates one field with the contracts schema', async () => {
    const rule = contractRule(userCreateSchema, 'email', t);
    if (typeof rule === 'function' || !rule.validator) throw new Error('expected a validator rule');
    const check = (value: unknown) => rule.validator?.({}, value, () => undefined);
    await expect(check('')).rejects.toThrow('Required');
    await expect(check('ana@')).rejects.toThrow('Invalid e-mail address');
    await expect(check('Ana@Bolsos.test')).resolves.toBeUndefined();
  });

  it('speaks the language of the t function it is given', async () => {
    const rule = contractRule(userCreateSchema, 'name', createI18n('es').t);
    if (typeof rule === 'function' || !rule.validator) throw new Error('expected a validator rule');
    await expect(rule.validator({}, '', () => undefined)).rejects.toThrow('Requerido');
  });
});
