import type { Locale } from '@bolsos/contracts';
import { oneLine, renderMail, type MailBlock, type RenderedMail } from './layout';

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

// Openings and closings staff write themselves, in any of the shop's languages (staff may answer
// a Chinese visitor in Spanish). Matched at the start of a line, lower-cased, leading '¡' dropped.
const GREETING =
  /^(?:hola|buen[oa]s(?:\s+(?:d[ií]as|tardes|noches))?|estimad[oa]s?|querid[oa]s?|hi|hello|hey|dear|good\s+(?:morning|afternoon|evening)|greetings|您好|你好|尊敬的|亲爱的)(?=$|[\s,:;.!\u3000，：；。！])/u;
// A closing line is the phrase alone, or followed by a comma and a name: "Gracias, Mario" closes,
// "Gracias por su paciencia." and "Best price is $30." do not.
const SIGN_OFF =
  /^(?:saludos(?:\s+cordiales)?|un\s+(?:cordial\s+)?saludo|atentamente|cordialmente|(?:muchas\s+)?gracias|un\s+abrazo|(?:kind|best|warm|warmest)\s+regards|regards|best(?:\s+wishes)?|all\s+the\s+best|many\s+thanks|thanks|thank\s+you|sincerely|yours(?:\s+(?:sincerely|truly))?|cheers|此致|祝好|顺祝商祺|谢谢|感谢|敬上)(?:\s*[,，:：]\s*.*|\s*[.!。！]*)$/u;
/** A greeting or sign-off line is short: a long line that starts "Gracias…" is the message. */
const SHORT_LINE = 60;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
const opening = (line: string) => line.toLowerCase().replace(/^[¡¿]+/, '');

/**
 * What staff wrote already holds: a greeting on its first line ("Hola María,", "王芳，您好："),
 * a sign-off in its last three lines ("Saludos, Mario."). The template then adds neither of its
 * own, so the visitor never reads "Hola, María: Hola María…".
 */
export function replyFrame(reply: string): { greets: boolean; signs: boolean } {
  const all = lines(reply);
  const first = all[0] ?? '';
  const greets =
    first.length <= SHORT_LINE && (GREETING.test(opening(first)) || /您好|你好/u.test(first));
  // The first line is never the sign-off: a one-line reply "Gracias, lo reservamos." is the reply.
  const signs = all
    .slice(1)
    .slice(-3)
    .some((line) => line.length <= SHORT_LINE && SIGN_OFF.test(opening(line)));
  return { greets, signs };
}

/**
 * Staff's answer to a contact message, in the language the visitor wrote in: greeting, the
 * reply, the shop's signature, and the visitor's message quoted. Sent with Reply-To the shop.
 * A greeting or sign-off staff wrote themselves replaces the template's (replyFrame); the
 * message page previews exactly this (`POST /api/messages/{id}/replies/preview`).
 */
export function messageReplyMail(locale: Locale, data: MessageReplyMailData): RenderedMail {
  const copy = COPY[locale];
  const product = data.productName ? oneLine(data.productName) : null;
  const frame = replyFrame(data.reply);
  const blocks: MailBlock[] = [
    ...(frame.greets ? [] : [paragraph(copy.greeting(oneLine(data.name)))]),
    paragraph(data.reply.trim()),
    ...(frame.signs ? [] : [paragraph(copy.signature(oneLine(data.staffName)))]),
    paragraph(copy.quoteIntro),
    { type: 'quote', text: data.original.trim() },
  ];
  return renderMail({
    locale,
    subject: copy.subject(product),
    preheader: data.reply.slice(0, 140),
    heading: copy.heading,
    blocks,
    footerNote: copy.footer,
  });
}

const paragraph = (text: string): MailBlock => ({ type: 'paragraph', text });
