import type { Locale } from '@bolsos/contracts';
import { oneLine, renderMail, type MailField, type RenderedMail } from './layout';

export interface ContactReceivedMailData {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  productName?: string | null;
  productUrl?: string | null;
  /** The language the visitor used the site in */
  language: Locale;
}

const LANGUAGE_NAMES: Record<Locale, Record<Locale, string>> = {
  es: { es: 'español', en: 'inglés', zh: 'chino' },
  en: { es: 'Spanish', en: 'English', zh: 'Chinese' },
  zh: { es: '西班牙语', en: '英语', zh: '中文' },
};

interface Copy {
  subject: (name: string, product: string | null) => string;
  heading: string;
  intro: (name: string, aboutProduct: boolean) => string;
  language: (languageName: string, sameAsShop: boolean) => string;
  labels: { name: string; email: string; phone: string; language: string; product: string };
  notProvided: string;
  message: string;
  reply: (email: string) => string;
  footer: string;
}

const COPY: Record<Locale, Copy> = {
  es: {
    subject: (name, product) =>
      product ? `Consulta de ${name} sobre ${product}` : `Nuevo mensaje de contacto de ${name}`,
    heading: 'Nuevo mensaje de contacto',
    intro: (name, aboutProduct) =>
      aboutProduct
        ? `${name} envió una consulta sobre un producto desde el sitio web.`
        : `${name} envió un mensaje desde el formulario de contacto del sitio web.`,
    language: (lang, same) =>
      same
        ? `El mensaje se envió desde la versión en ${lang} del sitio.`
        : `El mensaje se envió desde la versión en ${lang} del sitio; conviene responder en ese idioma.`,
    labels: {
      name: 'Nombre',
      email: 'Correo',
      phone: 'Teléfono',
      language: 'Idioma',
      product: 'Producto',
    },
    notProvided: 'No indicado',
    message: 'Mensaje:',
    reply: (email) => `Para responder, escriba a ${email}.`,
    footer: 'Mensaje automático del formulario de contacto de Bolsos.',
  },
  en: {
    subject: (name, product) =>
      product ? `Question from ${name} about ${product}` : `New contact message from ${name}`,
    heading: 'New contact message',
    intro: (name, aboutProduct) =>
      aboutProduct
        ? `${name} sent a question about a product through the website.`
        : `${name} sent a message through the website contact form.`,
    language: (lang, same) =>
      same
        ? `The message was sent from the ${lang} version of the site.`
        : `The message was sent from the ${lang} version of the site; consider replying in ${lang}.`,
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      language: 'Language',
      product: 'Product',
    },
    notProvided: 'Not provided',
    message: 'Message:',
    reply: (email) => `To reply, write to ${email}.`,
    footer: 'Automatic message from the Bolsos contact form.',
  },
  zh: {
    subject: (name, product) => (product ? `${name} 咨询了${product}` : `来自 ${name} 的新留言`),
    heading: '新的联系留言',
    intro: (name, aboutProduct) =>
      aboutProduct ? `${name} 通过网站咨询了一件商品。` : `${name} 通过网站联系表单发来一条留言。`,
    language: (lang, same) =>
      same ? `该留言来自网站的${lang}版。` : `该留言来自网站的${lang}版，建议用${lang}回复。`,
    labels: { name: '姓名', email: '邮箱', phone: '电话', language: '语言', product: '商品' },
    notProvided: '未填写',
    message: '留言内容：',
    reply: (email) => `如需回复，请发送邮件至 ${email}。`,
    footer: '此邮件由 Bolsos 网站联系表单自动发送。',
  },
};

/** Tells the shop (in the shop's language, `locale`) about a message from the contact form. */
export function contactReceivedMail(locale: Locale, data: ContactReceivedMailData): RenderedMail {
  const copy = COPY[locale];
  const name = oneLine(data.name);
  const email = oneLine(data.email);
  const phone = data.phone ? oneLine(data.phone) : '';
  const productName = data.productName ? oneLine(data.productName) : '';
  const productUrl = data.productUrl?.trim() || null;
  const languageName = LANGUAGE_NAMES[locale][data.language];
  const aboutProduct = Boolean(productName || productUrl);

  const rows: MailField[] = [
    { label: copy.labels.name, value: name },
    { label: copy.labels.email, value: email, href: `mailto:${email}` },
    { label: copy.labels.phone, value: phone || copy.notProvided },
    { label: copy.labels.language, value: languageName },
  ];
  if (aboutProduct) {
    rows.push({
      label: copy.labels.product,
      value: productName || productUrl || '',
      href: productUrl,
    });
  }

  return renderMail({
    locale,
    subject: copy.subject(name, productName || null),
    preheader: data.message.slice(0, 140),
    heading: copy.heading,
    blocks: [
      { type: 'paragraph', text: copy.intro(name, aboutProduct) },
      { type: 'fields', rows },
      { type: 'paragraph', text: copy.message },
      { type: 'quote', text: data.message.trim() },
      { type: 'paragraph', text: copy.language(languageName, data.language === locale) },
      { type: 'paragraph', text: copy.reply(email) },
    ],
    footerNote: copy.footer,
  });
}
