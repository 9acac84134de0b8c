import type { Locale } from '@bolsos/contracts';
import { duration, oneLine, renderMail, type RenderedMail } from './layout';

export interface PasswordResetMailData {
  name: string;
  url: string;
  expiresInMinutes: number;
}

interface Copy {
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
}

const COPY: Record<Locale, (name: string, expires: string) => Copy> = {
  es: (name, expires) => ({
    subject: 'Restablezca su contraseña de Bolsos',
    heading: 'Restablecer contraseña',
    greeting: `Hola, ${name}:`,
    intro:
      'Recibimos una solicitud para restablecer la contraseña de su cuenta en Bolsos. Para elegir una nueva, use el siguiente botón.',
    button: 'Restablecer contraseña',
    expiry: `Por seguridad, el enlace vence en ${expires} y solo puede usarse una vez.`,
    ignore:
      'Si usted no hizo esta solicitud, puede ignorar este correo: su contraseña actual seguirá funcionando.',
  }),
  en: (name, expires) => ({
    subject: 'Reset your Bolsos password',
    heading: 'Reset your password',
    greeting: `Hi ${name},`,
    intro:
      'We received a request to reset the password for your Bolsos account. Use the button below to choose a new one.',
    button: 'Reset password',
    expiry: `For your security, the link expires in ${expires} and can only be used once.`,
    ignore:
      "If you didn't request this, you can ignore this email; your current password will keep working.",
  }),
  zh: (name, expires) => ({
    subject: '重置您的 Bolsos 密码',
    heading: '重置密码',
    greeting: `${name}，您好：`,
    intro: '我们收到了重置您 Bolsos 账户密码的请求。请点击下方按钮设置新密码。',
    button: '重置密码',
    expiry: `为了您的账户安全，该链接将在${expires}后失效，且只能使用一次。`,
    ignore: '如果这不是您本人的操作，请忽略此邮件，您当前的密码仍然有效。',
  }),
};

export function passwordResetMail(locale: Locale, data: PasswordResetMailData): RenderedMail {
  const expires = duration(locale, data.expiresInMinutes, 'minute');
  const copy = COPY[locale](oneLine(data.name), expires);
  return renderMail({
    locale,
    subject: copy.subject,
    preheader: copy.expiry,
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.greeting },
      { type: 'paragraph', text: copy.intro },
      { type: 'button', label: copy.button, url: data.url },
      { type: 'paragraph', text: copy.expiry },
      { type: 'paragraph', text: copy.ignore },
    ],
  });
}
