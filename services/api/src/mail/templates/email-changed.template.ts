import type { Locale } from '@bolsos/contracts';
import { accountNoticeMail, oneLine, shopTimeZoned, type RenderedMail } from './layout';

export interface EmailChangedMailData {
  name: string;
  oldEmail: string;
  newEmail: string;
  changedAt: Date;
  /** the password-forgot page, for an owner who did not make the change */
  resetUrl: string;
}

interface Copy {
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  fields: { from: string; to: string; when: string };
  notYou: string;
  button: string;
}

const COPY: Record<Locale, (name: string) => Copy> = {
  es: (name) => ({
    subject: 'El correo de su cuenta de Bolsos cambió',
    heading: 'Correo electrónico cambiado',
    greeting: `Hola, ${name}:`,
    intro:
      'El correo electrónico de su cuenta en Bolsos acaba de cambiar. Desde ahora, las invitaciones y los enlaces para restablecer la contraseña irán a la nueva dirección. Las demás sesiones abiertas de la cuenta se cerraron.',
    fields: { from: 'Antes', to: 'Ahora', when: 'Cuándo' },
    notYou:
      'Si usted no hizo este cambio, alguien más pudo usar su cuenta: restablezca la contraseña desde este correo con el botón siguiente y avise a un administrador de la tienda.',
    button: 'Restablecer contraseña',
  }),
  en: (name) => ({
    subject: 'Your Bolsos account email changed',
    heading: 'Email address changed',
    greeting: `Hi ${name},`,
    intro:
      "Your Bolsos account's email address has just changed. From now on, invitations and password reset links go to the new address. The account's other open sessions were signed out.",
    fields: { from: 'Before', to: 'Now', when: 'When' },
    notYou:
      "If you didn't make this change, someone else may have used your account: reset the password from this email with the button below and tell a shop administrator.",
    button: 'Reset password',
  }),
  zh: (name) => ({
    subject: '您的 Bolsos 账户邮箱已更改',
    heading: '电子邮箱已更改',
    greeting: `${name}，您好：`,
    intro:
      '您的 Bolsos 账户电子邮箱刚刚被更改。今后邀请和重置密码的链接将发送到新地址。该账户的其他登录会话已全部退出。',
    fields: { from: '更改前', to: '更改后', when: '时间' },
    notYou:
      '如果这不是您本人的操作，可能有他人使用了您的账户：请点击下方按钮从此邮箱重置密码，并告知商店管理员。',
    button: '重置密码',
  }),
};

/** Sent to the address an account had before its e-mail changed. */
export function emailChangedMail(locale: Locale, data: EmailChangedMailData): RenderedMail {
  const { fields, notYou, ...copy } = COPY[locale](oneLine(data.name));
  return accountNoticeMail(locale, {
    ...copy,
    details: [
      {
        type: 'fields',
        rows: [
          { label: fields.from, value: data.oldEmail },
          { label: fields.to, value: data.newEmail },
          { label: fields.when, value: shopTimeZoned(locale, data.changedAt) },
        ],
      },
    ],
    advice: notYou,
    url: data.resetUrl,
  });
}
