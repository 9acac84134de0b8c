import { escapeHtml, isSafeHref } from './escape-html';
import { duration, oneLine, renderMail } from './layout';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text, including CJK and accents, untouched', () => {
    expect(escapeHtml('Cangurera · 腰包 · ñ')).toBe('Cangurera · 腰包 · ñ');
  });
});

describe('isSafeHref', () => {
  it.each(['https://bolsos.test/x', 'http://localhost:3000/', 'mailto:ana@example.com'])(
    'accepts %s',
    (url) => expect(isSafeHref(url)).toBe(true),
  );

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '/relative'])(
    'refuses %s',
    (url) => expect(isSafeHref(url)).toBe(false),
  );
});

describe('oneLine', () => {
  it('removes line breaks and control characters, so a value cannot add mail headers', () => {
    expect(oneLine('Ana\r\nBcc: x@example.com\t ')).toBe('Ana Bcc: x@example.com');
  });
});

describe('duration', () => {
  it('agrees in number per language', () => {
    expect(duration('es', 1, 'minute')).toBe('1 minuto');
    expect(duration('es', 60, 'minute')).toBe('60 minutos');
    expect(duration('es', 1, 'hour')).toBe('1 hora');
    expect(duration('es', 72, 'hour')).toBe('72 horas');
    expect(duration('en', 1, 'hour')).toBe('1 hour');
    expect(duration('en', 30, 'minute')).toBe('30 minutes');
    expect(duration('zh', 48, 'hour')).toBe('48小时');
    expect(duration('zh', 60, 'minute')).toBe('60分钟');
  });
});

describe('renderMail', () => {
  const base = { locale: 'en' as const, subject: 'Hi', preheader: 'p', heading: 'H' };

  it('refuses a button whose link is not http(s)', () => {
    expect(() =>
      renderMail({
        ...base,
        blocks: [{ type: 'button', label: 'Go', url: 'javascript:alert(1)' }],
      }),
    ).toThrow(/URL/);
  });

  it('links field values only with safe schemes', () => {
    const mail = renderMail({
      ...base,
      blocks: [
        {
          type: 'fields',
          rows: [
            { label: 'Good', value: 'site', href: 'https://bolsos.test/' },
            { label: 'Bad', value: 'evil', href: 'javascript:alert(1)' },
          ],
        },
      ],
    });
    expect(mail.html).toContain('href="https://bolsos.test/"');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
  });

  it('keeps quoted text line for line in both parts', () => {
    const mail = renderMail({ ...base, blocks: [{ type: 'quote', text: 'one\r\ntwo <b>' }] });
    expect(mail.text).toContain('one\ntwo <b>');
    expect(mail.html).toContain('one<br>two &lt;b&gt;');
  });

  it('puts the brand, the page language and the footer in the HTML', () => {
    const mail = renderMail({ ...base, locale: 'zh', blocks: [] });
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="zh-CN">/);
    expect(mail.html).toContain('Bolsos');
    expect(mail.html).toContain('巴拿马城');
    expect(mail.html).toContain('name="viewport"');
  });
});
