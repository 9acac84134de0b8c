/**
 * Shared e-mail layout. Templates describe a message as plain-text blocks and
 * this module renders both parts from them, so every value is escaped in one
 * place and the text part always carries the same content (links verbatim,
 * each on its own line, which is what the outbox logger and tests extract).
 */
import { LOCALE_TAGS, type Locale } from '@bolsos/contracts';
import { escapeHtml, isSafeHref } from './escape-html';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailField {
  label: string;
  value: string;
  /** Link for the value; dropped unless http(s) or mailto */
  href?: string | null;
}

export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'fields'; rows: MailField[] }
  /** User-written text, kept line for line */
  | { type: 'quote'; text: string };

export interface MailContent {
  locale: Locale;
  subject: string;
  /** Inbox preview line, hidden in the body */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
  /** Replaces the default "automatic message" line in the footer */
  footerNote?: string;
}

const BRAND = 'Bolsos';
const COLOURS = {
  page: '#f4efe9',
  card: '#ffffff',
  brand: '#7a3e1d',
  text: '#2b2420',
  muted: '#6f635a',
  line: '#eadfd4',
  soft: '#faf6f1',
};
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', sans-serif";

const LAYOUT_TEXT: Record<Locale, { place: string; automatic: string; buttonFallback: string }> = {
  es: {
    place: 'Ciudad de Panamá',
    automatic: 'Este es un mensaje automático; por favor, no responda a este correo.',
    buttonFallback: 'Si el botón no funciona, copie este enlace y péguelo en su navegador:',
  },
  en: {
    place: 'Panama City',
    automatic: 'This is an automated message; please do not reply to this email.',
    buttonFallback: "If the button doesn't work, copy this link and paste it into your browser:",
  },
  zh: {
    place: '巴拿马城',
    automatic: '此邮件由系统自动发送，请勿直接回复。',
    buttonFallback: '如果按钮无法点击，请复制以下链接并粘贴到浏览器中打开：',
  },
};

/** For subjects and other single-line places: no line breaks or control characters. */
export function oneLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A date and time as the shop's owners read them (Panama's clock, the reader's language). */
export function shopTime(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Panama',
  }).format(at);
}

/** "30 minutos", "1 hour", "48小时": the reader's language's own words and plural, from ICU. */
export function duration(locale: Locale, amount: number, unit: 'minute' | 'hour'): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(amount);
}

/** `shopTime`, saying which clock it is: for readers who may be anywhere. */
export function shopTimeZoned(locale: Locale, at: Date): string {
  return `${shopTime(locale, at)} (America/Panama)`;
}

/** What a notice about an account says, in the reader's language. */
export interface AccountNotice {
  subject: string;
  heading: string;
  greeting: string;
  /** what happened; also the inbox preview unless `preheader` says otherwise */
  intro: string;
  preheader?: string;
  /** what happened, in detail: when, from what to what */
  details: MailBlock[];
  /** what to do if the owner did not do it */
  advice: string;
  button: string;
  url: string;
}

/**
 * Every notice about an account (its e-mail or password changed, sign-in locked) has one shape:
 * greeting, what happened and its details, then what to do if it was not the owner, and the
 * button that does it.
 */
export function accountNoticeMail(locale: Locale, notice: AccountNotice): RenderedMail {
  return renderMail({
    locale,
    subject: notice.subject,
    preheader: notice.preheader ?? notice.intro,
    heading: notice.heading,
    blocks: [
      { type: 'paragraph', text: notice.greeting },
      { type: 'paragraph', text: notice.intro },
      ...notice.details,
      { type: 'paragraph', text: notice.advice },
      { type: 'button', label: notice.button, url: notice.url },
    ],
  });
}

function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

function htmlText(value: string): string {
  return escapeHtml(normaliseNewlines(value)).replace(/\n/g, '<br>');
}

function link(href: string, label: string, style = ''): string {
  return `<a href="${escapeHtml(href.trim())}" style="color:${COLOURS.brand};${style}">${htmlText(label)}</a>`;
}

function assertLinkable(url: string): void {
  // Action links are built by the server; a bad one is a bug, not something to mail.
  if (!isSafeHref(url))
    throw new Error(`Refusing to put a non-http(s) URL in a mail button: ${url}`);
}

function blockText(block: MailBlock, locale: Locale): string {
  const colon = locale === 'zh' ? '：' : ': ';
  switch (block.type) {
    case 'paragraph':
      return normaliseNewlines(block.text);
    case 'button':
      return `${block.label}${colon.trim()}\n${block.url}`;
    case 'fields':
      return block.rows
        .map((row) => {
          const line = `${row.label}${colon}${normaliseNewlines(row.value)}`;
          const href = row.href?.trim();
          const showHref =
            href && isSafeHref(href) && !/^mailto:/i.test(href) && href !== row.value;
          return showHref ? `${line}\n${href}` : line;
        })
        .join('\n');
    case 'quote':
      return normaliseNewlines(block.text);
  }
}

function blockHtml(block: MailBlock, locale: Locale): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${htmlText(block.text)}</p>`;
    case 'button': {
      const href = escapeHtml(block.url);
      return (
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>' +
        `<td align="center" bgcolor="${COLOURS.brand}" style="border-radius:8px;">` +
        `<a href="${href}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${htmlText(block.label)}</a>` +
        '</td></tr></table>' +
        `<p style="margin:0 0 16px;font-size:13px;color:${COLOURS.muted};">${htmlText(LAYOUT_TEXT[locale].buttonFallback)}<br>` +
        `${link(block.url, block.url, 'word-break:break-all;')}</p>`
      );
    }
    case 'fields': {
      const rows = block.rows
        .map((row) => {
          const href = row.href?.trim();
          const value = href && isSafeHref(href) ? link(href, row.value) : htmlText(row.value);
          return (
            '<tr>' +
            `<td style="padding:6px 16px 6px 0;color:${COLOURS.muted};vertical-align:top;white-space:nowrap;">${htmlText(row.label)}</td>` +
            `<td style="padding:6px 0;vertical-align:top;word-break:break-word;">${value}</td>` +
            '</tr>'
          );
        })
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:15px;">${rows}</table>`;
    }
    case 'quote':
      return `<div style="margin:0 0 16px;padding:16px 18px;background:${COLOURS.soft};border-left:4px solid ${COLOURS.brand};border-radius:4px;">${htmlText(block.text)}</div>`;
  }
}

export function renderMail(content: MailContent): RenderedMail {
  const { locale } = content;
  const texts = LAYOUT_TEXT[locale];
  for (const block of content.blocks) {
    if (block.type === 'button') assertLinkable(block.url);
  }
  const footerNote = content.footerNote ?? texts.automatic;
  const subject = oneLine(content.subject);

  const text = [
    ...content.blocks.map((block) => blockText(block, locale)),
    `-- \n${BRAND} · ${texts.place}\n${footerNote}`,
  ].join('\n\n');

  const html =
    '<!DOCTYPE html>' +
    `<html lang="${LOCALE_TAGS[locale]}"><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light">' +
    `<title>${escapeHtml(subject)}</title>` +
    '<style>@media (max-width:620px){.mail-card{width:100%!important;border-radius:0!important}.mail-pad{padding:24px 20px!important}}</style>' +
    '</head>' +
    `<body style="margin:0;padding:0;background:${COLOURS.page};">` +
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(oneLine(content.preheader))}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOURS.page};">` +
    '<tr><td align="center" style="padding:24px 12px;">' +
    `<table role="presentation" class="mail-card" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background:${COLOURS.card};border-radius:12px;overflow:hidden;">` +
    `<tr><td class="mail-pad" style="padding:24px 32px;border-bottom:1px solid ${COLOURS.line};font-family:${FONT};font-size:24px;font-weight:700;letter-spacing:0.5px;color:${COLOURS.brand};">${BRAND}</td></tr>` +
    `<tr><td class="mail-pad" style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.6;color:${COLOURS.text};">` +
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLOURS.text};">${htmlText(content.heading)}</h1>` +
    content.blocks.map((block) => blockHtml(block, locale)).join('') +
    '</td></tr>' +
    `<tr><td class="mail-pad" style="padding:20px 32px;background:${COLOURS.soft};border-top:1px solid ${COLOURS.line};font-family:${FONT};font-size:12px;line-height:1.5;color:${COLOURS.muted};">` +
    `<strong style="color:${COLOURS.brand};">${BRAND}</strong> · ${escapeHtml(texts.place)}<br>${htmlText(footerNote)}` +
    '</td></tr>' +
    '</table></td></tr></table></body></html>';

  return { subject, text, html };
}
