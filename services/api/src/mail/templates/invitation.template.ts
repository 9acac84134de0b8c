import type { Locale } from '@bolsos/contracts';
import { duration, oneLine, renderMail, type RenderedMail } from './layout';

export interface InvitationMailData {
  name: string;
  inviterName: string;
  url: string;
  expiresInHours: number;
}

interface Copy {
  subject: string;
  heading: string;
  greeting: string;
  intro: string;
  action: string;
  button: string;
  expiry: string;
  ignore: string;
}

const COPY: Record<Locale, (name: string, inviter: string, expires: string) => Copy> = {
  es: (name, inviter, expires) => ({
    subject: `${inviter} le invitó a administrar Bolsos`,
    heading: 'Le damos la bienvenida a Bolsos',
    greeting: `Hola, ${name}:`,
    intro: `${inviter} le creó una cuenta en el área de administración de Bolsos.`,
    action: 'Para activarla, use el siguiente botón y elija su contraseña.',
    button: 'Aceptar invitación',
    expiry: `El enlace es personal, solo puede usarse una vez y vence en ${expires}.`,
    ignore: 'Si no esperaba esta invitación, puede ignorar este correo.',
  }),
  en: (name, inviter, expires) => ({
    subject: `${inviter} invited you to manage Bolsos`,
    heading: 'Welcome to Bolsos',
    greeting: `Hi ${name},`,
    intro: `${inviter} has created an account for you in the Bolsos admin area.`,
    action: 'To activate it, use the button below and choose your password.',
    button: 'Accept invitation',
    expiry: `This link is just for you, can only be used once and expires in ${expires}.`,
    ignore: "If you weren't expecting this invitation, you can ignore this email.",
  }),
  zh: (name, inviter, expires) => ({
    subject: `${inviter} 邀请您管理 Bolsos`,
    heading: '欢迎加入 Bolsos',
    greeting: `${name}，您好：`,
    intro: `${inviter} 已在 Bolsos 管理后台为您创建了账户。`,
    action: '请点击下方按钮激活账户并设置密码。',
    button: '接受邀请',
    expiry: `此链接仅供您本人使用，只能使用一次，将在${expires}后失效。`,
    ignore: '如果您没有预期收到这封邀请，请忽略此邮件。',
  }),
};

export function invitationMail(locale: Locale, data: InvitationMailData): RenderedMail {
  const expires = duration(locale, data.expiresInHours, 'hour');
  const copy = COPY[locale](oneLine(data.name), oneLine(data.inviterName), expires);
  return renderMail({
    locale,
    subject: copy.subject,
    preheader: copy.intro,
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.greeting },
      // Chinese runs sentences together without a space.
      { type: 'paragraph', text: [copy.intro, copy.action].join(locale === 'zh' ? '' : ' ') },
      { type: 'button', label: copy.button, url: data.url },
      { type: 'paragraph', text: copy.expiry },
      { type: 'paragraph', text: copy.ignore },
    ],
  });
}
