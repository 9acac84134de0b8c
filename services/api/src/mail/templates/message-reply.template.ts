import type { Locale } from '@bolsos/contracts';
import { oneLine, renderMail, type RenderedMail } from './layout';

export interface MessageReplyMailData {
  /** the visitor's name, as they wrote it in the contact form */
  name: string;
  /** what staff wrote back */
  reply: string;
  /** the visitor's own message, quoted below the reply */
  original: string;
  /** the staff member who answers, for the signature */
  staffName: string;
  /** the bag the visitor asked about, named in their language */
  productName?: string | null;
}

interface Copy {
  subject: (product: string | null) => string;
  heading: string;
  greeting: (name: string) => string;
  quoteIntro: string;
  signature: (staff: string) => string;
  footer: string;
}

const COPY: Record<Locale, Copy> = {
  es: {
    subject: (product) =>
      product ? `Re: su consulta sobre ${product}` : 'Re: su mensaje a Bolsos',
    heading: 'Respuesta a su mensaje',
    greeting: (name) => `Hola, ${name}:`,
    quoteIntro: 'Su mensaje:',
    signature: (staff) => `Saludos cordiales,\n${staff}\nBolsos`,
    footer: 'Puede responder a este correo para seguir la conversación.',
  },
  en: {
    subject: (product) =>
      product ? `Re: your question about ${product}` : 'Re: your message to Bolsos',
    heading: 'A reply to your message',
    greeting: (name) => `Hi ${name},`,
    quoteIntro: 'Your message:',
    signature: (staff) => `Kind regards,\n${staff}\nBolsos`,
    footer: 'You can reply to this email to continue the conversation.',
  },
  zh: {
    subject: (product) => (product ? `回复：您关于${product}的咨询` : '回复：您给 Bolsos 的留言'),
    heading: '关于您留言的回复',
    greeting: (name) => `${name}，您好：`,
    quoteIntro: '您的留言：',
    signature: (staff) => `此致\n${staff}\nBolsos`,
    footer: '如需继续沟通，可直接回复此邮件。',
  },
};

/**
 * Staff's answer to a contact message, in the language the visitor wrote in: greeting, the
 * reply, the visitor's message quoted, and the shop's signature. Sent with Reply-To the shop.
 */
export function messageReplyMail(locale: Locale, data: MessageReplyMailData): RenderedMail {
  const copy = COPY[locale];
  const product = data.productName ? oneLine(data.productName) : null;
  return renderMail({
    locale,
    subject: copy.subject(product),
    preheader: data.reply.slice(0, 140),
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.greeting(oneLine(data.name)) },
      { type: 'paragraph', text: data.reply.trim() },
      { type: 'paragraph', text: copy.signature(oneLine(data.staffName)) },
      { type: 'paragraph', text: copy.quoteIntro },
      { type: 'quote', text: data.original.trim() },
    ],
    footerNote: copy.footer,
  });
}
