import { LOCALE_TAGS, LOCALES } from '@bolsos/contracts';
import { escapeHtml } from './escape-html';
import { passwordResetMail } from './password-reset.template';

const url = 'https://bolsos.test/auth/password-reset?token=a1b2c3&email=ana%40example.com';
const hostile = '<script>alert(1)</script>';

describe('passwordResetMail', () => {
  it.each(LOCALES)('renders a complete mail in %s', (locale) => {
    const mail = passwordResetMail(locale, { name: 'Ana', url, expiresInMinutes: 60 });
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.text.trim()).not.toBe('');
    expect(mail.html.trim()).not.toBe('');
    expect(mail.subject).toContain('Bolsos');
    expect(mail.text).toContain('Ana');
    expect(mail.text).toContain('60');
    expect(mail.html).toContain(`lang="${LOCALE_TAGS[locale]}"`);
  });

  it.each(LOCALES)(
    'carries the link verbatim in the text and escaped in the HTML (%s)',
    (locale) => {
      const mail = passwordResetMail(locale, { name: 'Ana', url, expiresInMinutes: 30 });
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([url]);
      expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
      expect(mail.html).not.toContain('&email=');
    },
  );

  it.each(LOCALES)('escapes the name in the HTML (%s)', (locale) => {
    const mail = passwordResetMail(locale, { name: hostile, url, expiresInMinutes: 60 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain(hostile);
  });

  it('speaks each language', () => {
    const subjects = LOCALES.map(
      (locale) => passwordResetMail(locale, { name: 'Ana', url, expiresInMinutes: 60 }).subject,
    );
    expect(new Set(subjects).size).toBe(LOCALES.length);
    expect(passwordResetMail('es', { name: 'Ana', url, expiresInMinutes: 60 }).text).toContain(
      'vence en 60 minutos',
    );
    expect(passwordResetMail('zh', { name: 'Ana', url, expiresInMinutes: 60 }).text).toContain(
      '60分钟',
    );
  });
});
