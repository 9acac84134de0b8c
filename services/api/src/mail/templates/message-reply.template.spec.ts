import { LOCALES } from '@bolsos/contracts';
import { messageReplyMail, replyFrame } from './message-reply.template';

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

  it('adds no second greeting nor sign-off when staff wrote their own', () => {
    const mail = messageReplyMail('es', {
      ...data,
      name: 'María',
      reply: 'Hola María:\nSí, la tenemos en negro.\n\nSaludos, Mario.',
    });
    expect(mail.text).not.toContain('Hola, María:');
    expect(mail.text).not.toContain('Saludos cordiales');
    expect(mail.text.match(/Hola/g)).toHaveLength(1);
    expect(mail.text.match(/Saludos/g)).toHaveLength(1);
    // The visitor's message is still quoted below.
    expect(mail.text).toContain('¿La tienen en otro color?');
  });

  it('keeps the template’s greeting or sign-off when staff wrote only the other', () => {
    const greeted = messageReplyMail('en', { ...data, reply: 'Dear Lucía,\nYes, in black.' });
    expect(greeted.text).not.toContain('Hi Lucía,');
    expect(greeted.text).toContain('Kind regards,\nMario Gerente');
    const signed = messageReplyMail('zh', { ...data, name: '王芳', reply: '有黑色的。\n祝好' });
    expect(signed.text).toContain('王芳，您好：');
    expect(signed.text).not.toContain('此致');
  });

  it.each([
    ['Hola, María: sí la tenemos.', { greets: true, signs: false }],
    ['¡Buenos días!\nLlega el lunes.', { greets: true, signs: false }],
    ['王芳，您好：\n有的。\n此致\n敬礼', { greets: true, signs: true }],
    ['Hi Ann,\nIt is in stock.\nBest regards,\nMario', { greets: true, signs: true }],
    ['Gracias por escribir.', { greets: false, signs: false }],
    ['Sí, la tenemos.\nGracias por su paciencia con el envío.', { greets: false, signs: false }],
    ['It is in stock.\nBest price is $30 this week.', { greets: false, signs: false }],
    ['Historia del bolso: hecho a mano.\nMuchas gracias.', { greets: false, signs: true }],
  ] as const)('tells a greeting and a sign-off of staff’s own: %j', (reply, frame) => {
    expect(replyFrame(reply)).toEqual(frame);
  });
});
