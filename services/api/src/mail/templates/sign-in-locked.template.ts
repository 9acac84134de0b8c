import type { Locale } from '@bolsos/contracts';
import { accountNoticeMail, oneLine, shopTime, type RenderedMail } from './layout';

export interface SignInLockedMailData {
  name: string;
  failedAttempts: number;
  /** when sign-in opens again */
  until: Date;
  /** the password-forgot page */
  resetUrl: string;
}

interface Copy {
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  until: string;
  advice: string;
  button: string;
}

const COPY: Record<Locale, (name: string, attempts: number, until: string) => Copy> = {
  es: (name, attempts, until) => ({
    subject: 'Bloqueamos el acceso a su cuenta de Bolsos por intentos fallidos',
    heading: 'Acceso bloqueado temporalmente',
    greeting: `Hola, ${name}:`,
    intro: `Hubo ${attempts} intentos fallidos de iniciar sesión en su cuenta de Bolsos en poco tiempo. Para protegerla, no se aceptan más intentos por ahora.`,
    until: `Podrá iniciar sesión de nuevo a partir de: ${until} (hora de Panamá).`,
    advice:
      'Si no fue usted, su contraseña sigue a salvo mientras no la comparta. Si cree que alguien la conoce, cámbiela con el botón siguiente.',
    button: 'Restablecer contraseña',
  }),
  en: (name, attempts, until) => ({
    subject: 'We paused sign-in to your Bolsos account after failed attempts',
    heading: 'Sign-in paused',
    greeting: `Hi ${name},`,
    intro: `There were ${attempts} failed attempts to sign in to your Bolsos account in a short time. To protect it, no more attempts are accepted for now.`,
    until: `You can sign in again from ${until} (Panama time).`,
    advice:
      "If it wasn't you, your password is still safe as long as you haven't shared it. If you think someone knows it, change it with the button below.",
    button: 'Reset password',
  }),
  zh: (name, attempts, until) => ({
    subject: '登录失败次数过多，您的 Bolsos 账户已暂停登录',
    heading: '登录已暂时停止',
    greeting: `${name}，您好：`,
    intro: `短时间内有 ${attempts} 次登录您 Bolsos 账户的尝试失败。为保护您的账户，暂时不再接受登录尝试。`,
    until: `您可以从 ${until}（巴拿马时间）起再次登录。`,
    advice:
      '如果这不是您本人的操作，只要您没有泄露密码，它仍然安全。如果您认为有人知道您的密码，请点击下方按钮更改。',
    button: '重置密码',
  }),
};

/** Sent to an account's owner when failed sign-ins from anywhere lock it for a while. */
export function signInLockedMail(locale: Locale, data: SignInLockedMailData): RenderedMail {
  const { until, ...copy } = COPY[locale](
    oneLine(data.name),
    data.failedAttempts,
    shopTime(locale, data.until),
  );
  return accountNoticeMail(locale, {
    ...copy,
    preheader: until,
    details: [{ type: 'paragraph', text: until }],
    url: data.resetUrl,
  });
}
