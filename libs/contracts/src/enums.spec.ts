import { assignableRoles, negotiateLocale } from './enums';

describe('negotiateLocale', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['fr-FR,fr;q=0.9', 'es'],
    ['fr;q=0.9,en;q=0.8', 'en'],
    ['de;q=1,zh-TW;q=0.5,en;q=0.7', 'en'],
    ['', 'es'],
    ['es-PA', 'es'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads navigator.languages lists', () => {
    expect(negotiateLocale(['pt-BR', 'zh-Hans-CN'])).toBe('zh');
    expect(negotiateLocale(undefined)).toBe('es');
  });
});

describe('assignableRoles', () => {
  it('follows the spec: admin → admin+manager, manager → manager, else none', () => {
    expect(assignableRoles(['admin'])).toEqual(['admin', 'manager']);
    expect(assignableRoles(['manager'])).toEqual(['manager']);
    expect(assignableRoles([])).toEqual([]);
  });
});
