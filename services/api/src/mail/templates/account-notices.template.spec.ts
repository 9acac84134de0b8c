import { LOCALE_TAGS, LOCALES } from '@bolsos/contracts';
import { emailChangedMail } from './email-changed.template';
import { passwordChangedMail } from './password-changed.template';
import { signInLockedMail } from './sign-in-locked.template';

const resetUrl = 'https://bolsos.test/en/auth/forgot-password';
const hostile = '<b>Ana</b> $& $`';

describe('account notices', () => {
  it.each(LOCALES)(
    'the e-mail change notice names both addresses, the time and the reset link (%s)',
    (locale) => {
      const mail = emailChangedMail(locale, {
        name: hostile,
        oldEmail: 'old@example.com',
        newEmail: 'new@example.com',
        changedAt: new Date('2026-11-27T15:04:00Z'),
        resetUrl,
      });
      expect(mail.html).toContain(`lang="${LOCALE_TAGS[locale]}"`);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('old@example.com');
        expect(part).toContain('new@example.com');
        // 15:04 UTC is 10:04 in Panama (UTC-5, no daylight saving)
        expect(part).toMatch(/10:04/);
      }
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([resetUrl]);
      expect(mail.text).toContain(hostile);
      expect(mail.html).not.toContain('<b>Ana</b>');
    },
  );

  it.each(LOCALES)(
    'the password change notice gives the time and the reset link (%s)',
    (locale) => {
      const mail = passwordChangedMail(locale, {
        name: hostile,
        changedAt: new Date('2026-11-27T15:04:00Z'),
        resetUrl,
      });
      expect(mail.html).toContain(`lang="${LOCALE_TAGS[locale]}"`);
      for (const part of [mail.text, mail.html]) expect(part).toMatch(/10:04/);
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([resetUrl]);
      expect(mail.text).toContain(hostile);
      expect(mail.html).not.toContain('<b>Ana</b>');
    },
  );

  it.each(LOCALES)(
    'the sign-in lock notice says how many attempts and until when (%s)',
    (locale) => {
      const mail = signInLockedMail(locale, {
        name: 'Ana',
        failedAttempts: 50,
        until: new Date('2026-11-27T16:30:00Z'),
        resetUrl,
      });
      expect(mail.text).toContain('50');
      expect(mail.text).toMatch(/11:30/);
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([resetUrl]);
    },
  );

  it('speaks each language', () => {
    const subjects = LOCALES.flatMap((locale) => [
      signInLockedMail(locale, { name: 'A', failedAttempts: 50, until: new Date(), resetUrl })
        .subject,
      passwordChangedMail(locale, { name: 'A', changedAt: new Date(), resetUrl }).subject,
    ]);
    expect(new Set(subjects).size).toBe(LOCALES.length * 2);
  });
});
