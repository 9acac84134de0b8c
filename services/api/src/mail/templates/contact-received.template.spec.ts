import { LOCALES } from '@bolsos/contracts';
import { contactReceivedMail, type ContactReceivedMailData } from './contact-received.template';
import { escapeHtml } from './escape-html';

const productUrl = 'https://bolsos.test/en/products/backpacks/boquete-urban-backpack?ref=a&b=c';
const data: ContactReceivedMailData = {
  name: 'John Smith',
  email: 'john@example.com',
  phone: '+507 6123-4567',
  message: 'Hello,\nis the navy one in stock?\n<b>Thanks</b>',
  productName: 'Boquete Urban Backpack',
  productUrl,
  language: 'en',
};

describe('contactReceivedMail', () => {
  it.each(LOCALES)('renders a complete mail in %s', (locale) => {
    const mail = contactReceivedMail(locale, data);
    expect(mail.subject).toContain('John Smith');
    expect(mail.subject).toContain('Boquete Urban Backpack');
    expect(mail.text.trim()).not.toBe('');
    expect(mail.html.trim()).not.toBe('');
    expect(mail.text).toContain('john@example.com');
    expect(mail.text).toContain('+507 6123-4567');
  });

  it('tells the shop, in Spanish, which language the visitor used', () => {
    expect(contactReceivedMail('es', data).text).toContain('inglés');
    expect(contactReceivedMail('es', { ...data, language: 'zh' }).text).toContain('chino');
    expect(contactReceivedMail('es', { ...data, language: 'es' }).text).toContain('español');
    expect(contactReceivedMail('en', { ...data, language: 'zh' }).text).toContain('Chinese');
  });

  it('keeps the message verbatim in the text and escaped, line by line, in the HTML', () => {
    const mail = contactReceivedMail('es', data);
    expect(mail.text).toContain(data.message);
    expect(mail.html).toContain('Hello,<br>is the navy one in stock?<br>&lt;b&gt;Thanks&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Thanks');
  });

  it('links the product and the visitor e-mail', () => {
    const mail = contactReceivedMail('es', data);
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([productUrl]);
    expect(mail.html).toContain(`href="${escapeHtml(productUrl)}"`);
    expect(mail.html).toContain('href="mailto:john@example.com"');
  });

  it('escapes every visitor value in the HTML', () => {
    const hostile = '<script>alert(1)</script>';
    const mail = contactReceivedMail('es', {
      ...data,
      name: hostile,
      phone: hostile,
      message: hostile,
      productName: hostile,
    });
    expect(mail.html).not.toContain('<script>');
    expect(
      mail.html.split('&lt;script&gt;alert(1)&lt;/script&gt;').length - 1,
    ).toBeGreaterThanOrEqual(4);
  });

  it('copes with no phone and no product', () => {
    const mail = contactReceivedMail('es', {
      ...data,
      phone: null,
      productName: null,
      productUrl: null,
    });
    expect(mail.text).toContain('Teléfono: No indicado');
    expect(mail.text).not.toContain('Producto');
    expect(mail.subject).toBe('Nuevo mensaje de contacto de John Smith');
    expect(mail.text.match(/https?:\/\/\S+/g)).toBeNull();
  });
});
