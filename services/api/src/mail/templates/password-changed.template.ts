import type { Locale } from '@bolsos/contracts';
import { accountNoticeMail, oneLine, shopTimeZoned, type RenderedMail } from './layout';

export interface PasswordChangedMailData {
  name: string;
  changedAt: Date;
  /** the password-forgot page, for an owner who did not make the change */
  resetUrl: string;
}

interface Copy {
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  when: string;
  notYou: string;
  button: string;
}

const COPY: Record<Locale, (name: string) => Copy> = {
  es: (name) => ({
    subject: 'La contraseña de su cuenta de Bolsos cambió',
    heading: 'Contraseña cambiada',
    greeting: `Hola, ${name}:`,
    intro:
      'La contraseña de su cuenta en Bolsos acaba de cambiar desde su perfil. Las demás sesiones abiertas de la cuenta se cerraron.',
    when: 'Cuándo',
    notYou:
      'Si usted no hizo este cambio, alguien más pudo usar su cuenta: restablezca la contraseña con el botón siguiente y avise a un administrador de la tienda.',
    button: 'Restablecer contraseña',
  }),
  en: (name) => ({
    subject: 'Your Bolsos account password changed',
    heading: 'Password changed',
    greeting: `Hi ${name},`,
    intro:
      "Your Bolsos account's password has just been changed from its profile. The account's other open sessions were signed out.",
    when: 'When',
    notYou:
      "If you didn't make this change, someone else may have used your account: reset the password with the button below and tell a shop administrator.",
    button: 'Reset password',
  }),
  zh: (name) => ({
    subject: '您的 Bolsos 账户密码已更改',
    heading: '密码已更改',
    greeting: `${name}，您好：`,
    intro: '您的 Bolsos 账户密码刚刚在个人资料中被更改。该账户的其他登录会话已全部退出。',
    when: '时间',
    notYou:
      '如果这不是您本人的操作，可能有他人使用了您的账户：请点击下方按钮重置密码，并告知商店管理员。',
    button: '重置密码',
  }),
};

/** Sent to an account's address when its password is changed from the profile. */
export function passwordChangedMail(locale: Locale, data: PasswordChangedMailData): RenderedMail {
  const { when, notYou, ...copy } = COPY[locale](oneLine(data.name));
  return accountNoticeMail(locale, {
    ...copy,
    details: [
      { type: 'fields', rows: [{ label: when, value: shopTimeZoned(locale, data.changedAt) }] },
    ],
    advice: notYou,
    url: data.resetUrl,
  });
}
