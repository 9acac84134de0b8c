import { LOCALES } from '@bolsos/contracts';
import { messageReplyMail } from './message-reply.template';

const data = {
  name: 'Lucía',
  reply: 'Sí, la tenemos en negro.\nPase por la tienda.',
  original: '¿La tienen en otro color?',
  staffName: 'Mario Gerente',
};

describe('messageReplyMail', () => {
  it.each(LOCALES)('carries greeting, reply, signature and the quoted message (%s)', (locale) => {
    const mail = messageReplyMail(locale, data);
    const greeting = mail.text.indexOf('Lucía');
    const reply = mail.text.indexOf('Sí, la tenemos en negro.\nPase por la tienda.');
    const signature = mail.text.indexOf('Mario Gerente');
    const quote = mail.text.indexOf('¿La tienen en otro color?');
    expect(greeting).toBeGreaterThanOrEqual(0);
    expect(reply).toBeGreaterThan(greeting);
    expect(signature).toBeGreaterThan(reply);
    expect(quote).toBeGreaterThan(signature);
    expect(mail.html).toContain('Sí, la tenemos en negro.<br>Pase por la tienda.');
  });

  it('speaks the visitor’s language', () => {
    expect(messageReplyMail('es', data).text).toContain('Hola, Lucía:');
    expect(messageReplyMail('en', data).text).toContain('Hi Lucía,');
    expect(messageReplyMail('zh', { ...data, name: '李明' }).text).toContain('李明，您好：');
    expect(messageReplyMail('zh', { ...data, productName: '珊瑚腰包' }).subject).toBe(
      '回复：您关于珊瑚腰包的咨询',
    );
    expect(messageReplyMail('en', data).subject).toBe('Re: your message to Bolsos');
    expect(messageReplyMail('es', data).html).toContain('<html lang="es-PA">');
  });

  it('escapes what visitors and staff wrote, and keeps the subject on one line', () => {
    const mail = messageReplyMail('en', {
      ...data,
      reply: '<b>bold</b>',
      original: '<script>x</script>',
      productName: 'Bag\r\nBcc: x@example.com',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
