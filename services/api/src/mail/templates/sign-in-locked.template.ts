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
    intro: `Hubo ${attempts} intentos fallidos de iniciar sesión en su cuenta de Bolsos en poco tiempo, desde navegadores en los que usted nunca inició sesión. Para protegerla, esos navegadores no pueden intentarlo más por ahora. Los navegadores en los que ya inició sesión antes siguen pudiendo entrar.`,
    until: `Podrá iniciar sesión de nuevo a partir de: ${until} (hora de Panamá).`,
    advice:
      'Si no fue usted, su contraseña sigue a salvo mientras no la comparta. Si cree que alguien la conoce, cámbiela con el botón siguiente: restablecerla también levanta el bloqueo.',
    button: 'Restablecer contraseña',
  }),
  en: (name, attempts, until) => ({
    subject: 'We paused sign-in to your Bolsos account after failed attempts',
    heading: 'Sign-in paused',
    greeting: `Hi ${name},`,
    intro: `There were ${attempts} failed attempts to sign in to your Bolsos account in a short time, from browsers you have never signed in on. To protect it, those browsers cannot try again for now. Browsers you have signed in on before can still sign in.`,
    until: `You can sign in again from ${until} (Panama time).`,
    advice:
      "If it wasn't you, your password is still safe as long as you haven't shared it. If you think someone knows it, change it with the button below: resetting it also lifts the lock.",
    button: 'Reset password',
  }),
  zh: (name, attempts, until) => ({
    subject: '登录失败次数过多，您的 Bolsos 账户已暂停登录',
    heading: '登录已暂时停止',
    greeting: `${name}，您好：`,
    intro: `短时间内有 ${attempts} 次登录您 Bolsos 账户的尝试失败，来自您从未登录过的浏览器。为保护您的账户，这些浏览器暂时不能再尝试。您以前登录过的浏览器仍可正常登录。`,
    until: `您可以从 ${until}（巴拿马时间）起再次登录。`,
    advice:
      '如果这不是您本人的操作，只要您没有泄露密码，它仍然安全。如果您认为有人知道您的密码，请点击下方按钮更改：重置密码也会解除锁定。',
    button: '重置密码',
  }),
};

/**
 * Sent to an account's owner when failed sign-ins from browsers it never signed in on lock those
 * browsers out for a while (its own browsers, with their device cookies, still sign in).
 */
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
