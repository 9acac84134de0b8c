import { LOCALES } from '@bolsos/contracts';
import { escapeHtml } from './escape-html';
import { invitationMail } from './invitation.template';

const url = 'https://bolsos.test/api/invitations/9f8e7d6c5b4a?sig=x&y=1';
const hostile = '<script>alert(1)</script>';

describe('invitationMail', () => {
  it.each(LOCALES)('renders a complete mail in %s', (locale) => {
    const mail = invitationMail(locale, {
      name: 'Luis',
      inviterName: 'María',
      url,
      expiresInHours: 72,
    });
    expect(mail.subject).toContain('María');
    expect(mail.text.trim()).not.toBe('');
    expect(mail.html.trim()).not.toBe('');
    expect(mail.text).toContain('Luis');
    expect(mail.text).toContain('72');
  });

  it.each(LOCALES)(
    'carries the link verbatim in the text and escaped in the HTML (%s)',
    (locale) => {
      const mail = invitationMail(locale, {
        name: 'Luis',
        inviterName: 'María',
        url,
        expiresInHours: 1,
      });
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([url]);
      expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
    },
  );

  it.each(LOCALES)('escapes both names in the HTML (%s)', (locale) => {
    const mail = invitationMail(locale, {
      name: hostile,
      inviterName: `${hostile}"`,
      url,
      expiresInHours: 72,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps the subject on one line whatever the inviter is called', () => {
    const mail = invitationMail('en', {
      name: 'Luis',
      inviterName: 'María\r\nBcc: spam@example.com',
      url,
      expiresInHours: 72,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('uses singular and plural hours', () => {
    expect(
      invitationMail('es', { name: 'L', inviterName: 'M', url, expiresInHours: 1 }).text,
    ).toContain('vence en 1 hora.');
    expect(
      invitationMail('en', { name: 'L', inviterName: 'M', url, expiresInHours: 48 }).text,
    ).toContain('expires in 48 hours.');
  });

  it('writes Chinese without stray spaces or ASCII colons', () => {
    const mail = invitationMail('zh', {
      name: '李明',
      inviterName: 'María',
      url,
      expiresInHours: 72,
    });
    expect(mail.text).toContain('创建了账户。请点击');
    expect(mail.text).toContain(`接受邀请：\n${url}`);
    expect(mail.text).toContain('72小时后失效');
  });
});
