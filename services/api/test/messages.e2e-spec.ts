/**
 * The enquiries inbox (issue 12 §1): staff list, search and filter the stored contact messages,
 * change their status, keep internal notes and reply by e-mail in the visitor's language.
 */
import { buildPath, LOCALES, type Locale, type MessageDetail } from '@bolsos/contracts';
import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import { MessageEntry } from '../src/messages/entities/message-entry.entity';
import type { Product } from '../src/products/entities/product.entity';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

const INVALID: Record<Locale, { message: string; required: string }> = {
  es: { message: 'Los datos enviados no son válidos', required: 'Requerido' },
  en: { message: 'The data sent is invalid', required: 'Required' },
  zh: { message: '提交的数据无效', required: '必填' },
};

const NOT_SENT: Record<Locale, string> = {
  es: 'No se pudo enviar la respuesta por correo, así que no se guardó. Inténtelo de nuevo.',
  en: 'The reply could not be sent by e-mail, so it was not saved. Please try again.',
  zh: '回复邮件发送失败，因此未保存。请重试。',
};

describe.each(DIALECTS)('enquiries inbox: /api/messages (%s)', (dialect) => {
  let t: TestApp;
  let bag: Product;
  let staff: Client;
  const ids: Record<string, number> = {};

  /** A visitor sends the contact form, the way the storefront does; answers the stored row. */
  async function ask(input: {
    name: string;
    email: string;
    message: string;
    phone?: string;
    language: Locale;
    product_id?: number;
  }): Promise<ContactMessage> {
    const visitor = new Client(t.http);
    visitor.lang = input.language;
    await visitor.csrf();
    const res = await visitor.post('/api/contact', input);
    expect(res.status).toBe(201);
    // The shop's copy goes out in the background: let it, so a refusing mail server later
    // refuses only what the test sends.
    await t.inbox.waitFor('tienda@bolsos.test', (m) => m.text.includes(input.email));
    const rows = await t.dataSource
      .getRepository(ContactMessage)
      .find({ where: { email: input.email }, order: { id: 'DESC' }, take: 1 });
    return rows[0];
  }

  const list = async (query = '') => {
    const res = await staff.get(`/api/messages${query}`);
    expect(res.status).toBe(200);
    return res.body as {
      data: { id: number; name: string; status: string; product: unknown }[];
      meta: Record<string, unknown> & { counts: Record<string, number> };
    };
  };
  const names = async (query = '') => (await list(query)).data.map((m) => m.name);

  beforeAll(async () => {
    t = await startTestApp(dialect, { SHOP_EMAIL: 'tienda@bolsos.test' });
    [bag] = await createProducts(t, [
      {
        category: 'fanny_packs',
        price: '35.00',
        names: { es: 'Cangurera Coral', en: 'Coral Fanny Pack', zh: '珊瑚腰包' },
      },
    ]);
    await t.createUser({ email: 'mario@bolsos.test', roles: ['manager'], name: 'Mario Gerente' });
    staff = new Client(t.http);
    staff.lang = 'en';
    await staff.login('mario@bolsos.test');
    // Oldest first: the list must come out the other way round.
    ids.lucia = (
      await ask({
        name: 'Lucía Núñez',
        email: 'lucia@example.com',
        phone: '+507 6123-4567',
        message: '¿La cangurera viene en azul? Gracias.',
        language: 'es',
        product_id: bag.id,
      })
    ).id;
    ids.wang = (
      await ask({
        name: '王芳',
        email: 'wang@example.com',
        message: '请问这个腰包有别的颜色吗？谢谢',
        language: 'zh',
        product_id: bag.id,
      })
    ).id;
    ids.john = (
      await ask({
        name: 'John Smith',
        email: 'john@example.com',
        message: 'Do you ship to Colón? I would buy two.',
        language: 'en',
      })
    ).id;
    ids.bot = (
      await ask({
        name: 'Cheap Watches',
        email: 'bot@example.com',
        message: 'Buy cheap watches at our shop now!!!',
        language: 'en',
      })
    ).id;
    await t.dataSource.getRepository(ContactMessage).update({ id: ids.bot }, { status: 'spam' });
  });
  afterAll(() => t.close());

  it('lists messages newest first with {data, meta}, spam left out, counts per status', async () => {
    const body = await list();
    expect(body.data.map((m) => m.id)).toEqual([ids.john, ids.wang, ids.lucia]);
    expect(body.meta).toEqual({
      total: 3,
      page: 1,
      per_page: 20,
      from: 1,
      to: 3,
      counts: { new: 3, open: 0, answered: 0, archived: 0, spam: 1 },
    });
    expect(body.data[2]).toMatchObject({
      name: 'Lucía Núñez',
      email: 'lucia@example.com',
      phone: '+507 6123-4567',
      language: 'es',
      status: 'new',
      product_id: bag.id,
      product: { id: bag.id, name: 'Coral Fanny Pack' },
    });
    expect(await names('?status=spam')).toEqual(['Cheap Watches']);
    const second = await list('?per_page=2&page=2');
    expect(second.data.map((m) => m.id)).toEqual([ids.lucia]);
    expect(second.meta).toMatchObject({ total: 3, page: 2, per_page: 2, from: 3, to: 3 });
  });

  it('filters by status, language and product', async () => {
    expect(await names('?lang=zh')).toEqual(['王芳']);
    expect(await names(`?product_id=${bag.id}`)).toEqual(['王芳', 'Lucía Núñez']);
    expect(await names(`?product_id=${bag.id}&lang=es`)).toEqual(['Lucía Núñez']);
    expect(await names('?status=answered')).toEqual([]);
    expect(await names('?status=new&lang=en')).toEqual(['John Smith']);
  });

  it.each([
    ['lucia', ['Lucía Núñez']],
    ['NUÑEZ', ['Lucía Núñez']],
    ['ＬＵＣＩＡ', ['Lucía Núñez']],
    ['6123-4567', ['Lucía Núñez']],
    ['john@example', ['John Smith']],
    ['colon', ['John Smith']],
    ['颜色', ['王芳']],
    ['王', ['王芳']],
    ['azul', ['Lucía Núñez']],
    ['50%', []],
  ])('searches name, e-mail, phone and text for %j', async (term, expected) => {
    expect(await names(`?search=${encodeURIComponent(term)}`)).toEqual(expected);
  });

  it.each(LOCALES)('refuses a bad filter with the spec message in %s (422)', async (lang) => {
    staff.lang = lang;
    try {
      const res = await staff.get('/api/messages?status=deleted&lang=fr&product_id=x');
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(INVALID[lang].message);
      expect(Object.keys(res.body.errors).sort()).toEqual(['lang', 'product_id', 'status']);
    } finally {
      staff.lang = 'en';
    }
  });

  it('shows one message with its bag (names, public page, thumbnail) and an empty thread', async () => {
    staff.lang = 'zh';
    const res = await staff.get(`/api/messages/${ids.wang}`);
    staff.lang = 'en';
    expect(res.status).toBe(200);
    const detail = res.body.data as MessageDetail;
    const slug = bag.translations.find((tr) => tr.locale === 'zh')?.slug as string;
    expect(detail).toMatchObject({
      id: ids.wang,
      name: '王芳',
      language: 'zh',
      status: 'new',
      message: '请问这个腰包有别的颜色吗？谢谢',
      thread: [],
      product: {
        id: bag.id,
        name: '珊瑚腰包',
        path: buildPath('zh', { name: 'product', category: 'fanny_packs', slug }),
        category: 'fanny_packs',
        published: true,
        names: { es: 'Cangurera Coral', en: 'Coral Fanny Pack', zh: '珊瑚腰包' },
      },
    });
    expect(detail.product?.thumbnail?.url).toMatch(/^\/media\/.+\.jpg$/);
    expect(detail.product?.thumbnail?.srcset).toContain('.webp');

    const john = await staff.get(`/api/messages/${ids.john}`);
    expect(john.body.data.product).toBeNull();
    for (const missing of ['999999', 'abc']) {
      const res404 = await staff.get(`/api/messages/${missing}`);
      expect(res404.status).toBe(404);
      expect(res404.body.message).toBe('The record was not found');
    }
  });

  it('changes the status, and refuses a status that does not exist in three languages', async () => {
    const res = await staff.put(`/api/messages/${ids.john}`, { status: 'archived' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: ids.john, status: 'archived' });
    expect(await names('?status=archived')).toEqual(['John Smith']);
    for (const lang of LOCALES) {
      staff.lang = lang;
      const bad = await staff.put(`/api/messages/${ids.john}`, { status: 'done' });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe(INVALID[lang].message);
      expect(Object.keys(bad.body.errors)).toEqual(['status']);
      const empty = await staff.put(`/api/messages/${ids.john}`, {});
      expect(empty.body.errors).toEqual({ status: [INVALID[lang].required] });
    }
    staff.lang = 'en';
    const row = await t.dataSource.getRepository(ContactMessage).findOneByOrFail({ id: ids.john });
    expect(row.status).toBe('archived');
    // Spam hides it from the default list; choosing another status brings it back.
    await staff.put(`/api/messages/${ids.john}`, { status: 'spam' });
    expect(await names()).not.toContain('John Smith');
    await staff.put(`/api/messages/${ids.john}`, { status: 'open' });
    expect(await names()).toContain('John Smith');
  });

  it('keeps internal notes in the thread with author and time; a note opens a new message', async () => {
    const res = await staff.post(`/api/messages/${ids.lucia}/notes`, {
      body: '  Preguntar al proveedor por el azul.  ',
    });
    expect(res.status).toBe(201);
    const detail = res.body.data as MessageDetail;
    expect(detail.status).toBe('open');
    expect(detail.thread).toEqual([
      {
        id: expect.any(Number),
        kind: 'note',
        body: 'Preguntar al proveedor por el azul.',
        author_id: expect.any(Number),
        author_name: 'Mario Gerente',
        created_at: expect.any(String),
        sent_at: null,
      },
    ]);
    // A note is internal: nobody gets an e-mail.
    expect(t.inbox.messages.filter((m) => m.to.includes('lucia@example.com'))).toEqual([]);
    for (const lang of LOCALES) {
      staff.lang = lang;
      const bad = await staff.post(`/api/messages/${ids.lucia}/notes`, { body: '   ' });
      expect(bad.status).toBe(422);
      expect(bad.body).toEqual({
        message: INVALID[lang].message,
        errors: { body: [INVALID[lang].required] },
      });
    }
    staff.lang = 'en';
    const missing = await staff.post('/api/messages/999999/notes', { body: 'x' });
    expect(missing.status).toBe(404);
  });

  it.each([
    [
      'zh',
      'wang',
      'wang@example.com',
      '王芳，您好：',
      '有的，还有黑色和米色。',
      '回复：您关于珊瑚腰包的咨询',
    ],
    [
      'es',
      'lucia',
      'lucia@example.com',
      'Hola, Lucía Núñez:',
      'Sí, llega el azul el lunes.',
      'Re: su consulta sobre Cangurera Coral',
    ],
  ] as const)(
    'e-mails a reply in the visitor’s language (%s), Reply-To the shop, and marks it answered',
    async (_lang, who, email, greeting, reply, subject) => {
      const res = await staff.post(`/api/messages/${ids[who]}/replies`, { body: reply });
      expect(res.status).toBe(201);
      const mail = await t.inbox.waitFor(email);
      expect(mail.subject).toBe(subject);
      expect(mail.replyTo).toBe('tienda@bolsos.test');
      expect(mail.text).toContain(greeting);
      expect(mail.text).toContain(reply);
      expect(mail.text).toContain('Mario Gerente');
      const original = await t.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ id: ids[who] });
      expect(mail.text).toContain(original.message);
      const detail = res.body.data as MessageDetail;
      expect(detail.status).toBe('answered');
      const sent = detail.thread.filter((entry) => entry.kind === 'reply');
      expect(sent).toEqual([
        expect.objectContaining({
          body: reply,
          author_name: 'Mario Gerente',
          sent_at: expect.any(String),
        }),
      ]);
      expect(await names('?status=answered')).toContain(original.name);
    },
  );

  it.each(LOCALES)(
    'a reply the mail server refuses is not stored nor marked answered, and says so (%s)',
    async (lang) => {
      const message = await ask({
        name: `Rosa ${lang}`,
        email: `rosa-${lang}@example.com`,
        message: 'Quisiera saber el precio al por mayor.',
        language: 'es',
      });
      t.inbox.refuse = true;
      staff.lang = lang;
      try {
        const res = await staff.post(`/api/messages/${message.id}/replies`, {
          body: 'El precio al por mayor es 30 dólares.',
        });
        expect(res.status).toBe(502);
        expect(res.body).toEqual({
          message: NOT_SENT[lang],
          request_id: res.headers['x-request-id'],
        });
      } finally {
        t.inbox.refuse = false;
        staff.lang = 'en';
      }
      expect(
        await t.dataSource.getRepository(MessageEntry).countBy({ messageId: message.id }),
      ).toBe(0);
      const row = await t.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ id: message.id });
      expect(row.status).toBe('new');
      // The same text goes out once the mail server is back.
      const again = await staff.post(`/api/messages/${message.id}/replies`, {
        body: 'El precio al por mayor es 30 dólares.',
      });
      expect(again.status).toBe(201);
      expect(again.body.data.status).toBe('answered');
      await t.inbox.waitFor(`rosa-${lang}@example.com`);
    },
  );

  it('previews a reply as the visitor would get it, in their language, sending and storing nothing', async () => {
    const before = t.inbox.messages.length;
    const entries = await t.dataSource.getRepository(MessageEntry).countBy({ messageId: ids.wang });
    const plain = await staff.post(`/api/messages/${ids.wang}/replies/preview`, {
      body: '有的，还有黑色。',
    });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toEqual({
      to: 'wang@example.com',
      language: 'zh',
      subject: '回复：您关于珊瑚腰包的咨询',
      text: expect.stringContaining('王芳，您好：'),
      html: expect.stringContaining('<html lang="zh'),
    });
    expect(plain.body.data.text).toContain('此致\nMario Gerente');
    // Staff's own greeting and sign-off: the template adds no second one.
    const own = await staff.post(`/api/messages/${ids.lucia}/replies/preview`, {
      body: 'Hola Lucía:\nSí, llega el lunes.\nSaludos, Mario.',
    });
    expect(own.status).toBe(200);
    expect(own.body.data.text).not.toContain('Hola, Lucía Núñez:');
    expect(own.body.data.text).not.toContain('Saludos cordiales');
    expect(own.body.data.text).toContain('Hola Lucía:\nSí, llega el lunes.\nSaludos, Mario.');
    const empty = await staff.post(`/api/messages/${ids.lucia}/replies/preview`, { body: ' ' });
    expect(empty.status).toBe(422);
    expect((await staff.post('/api/messages/999999/replies/preview', { body: 'x' })).status).toBe(
      404,
    );
    expect(t.inbox.messages.length).toBe(before);
    expect(await t.dataSource.getRepository(MessageEntry).countBy({ messageId: ids.wang })).toBe(
      entries,
    );
  });

  it('refuses an empty reply (422) without sending anything', async () => {
    const before = t.inbox.messages.length;
    const res = await staff.post(`/api/messages/${ids.john}/replies`, { body: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ body: ['Required'] });
    const long = await staff.post(`/api/messages/${ids.john}/replies`, { body: 'x'.repeat(5001) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ body: ['Must be at most 5000 characters'] });
    expect(t.inbox.messages.length).toBe(before);
  });

  it('stores a message whose folded text outgrows the search column, and still finds it', async () => {
    // "ﷺ" folds (NFKD) into 18 characters: 2000 of them are a valid message but 36,000 folded.
    const long = await ask({
      name: 'Ligadura Larga',
      email: 'ligature@example.com',
      message: `Hola ${'ﷺ'.repeat(2000)}`,
      language: 'es',
    });
    expect(long.searchText.length).toBeLessThanOrEqual(5400);
    expect(await names('?search=ligadura')).toEqual(['Ligadura Larga']);
    await t.dataSource.getRepository(ContactMessage).update({ id: long.id }, { status: 'spam' });
  });

  it('keeps the author’s name on the thread after their account is deleted', async () => {
    const temp = await t.createUser({
      email: 'temp@bolsos.test',
      roles: ['admin'],
      name: 'Tina Temporal',
    });
    const client = new Client(t.http);
    await client.login('temp@bolsos.test');
    await client.post(`/api/messages/${ids.john}/notes`, { body: 'Lo veo yo.' });
    await t.dataSource.getRepository('User').delete({ id: temp.id });
    const res = await staff.get(`/api/messages/${ids.john}`);
    const note = (res.body.data as MessageDetail).thread.find((e) => e.body === 'Lo veo yo.');
    expect(note).toMatchObject({ author_id: null, author_name: 'Tina Temporal' });
  });

  it('takes notes from several staff on one message at the same moment, none lost', async () => {
    const message = await ask({
      name: 'Ana Concurrente',
      email: 'ana.concurrente@example.com',
      message: '¿Hay stock?',
      language: 'es',
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        staff.post(`/api/messages/${message.id}/notes`, { body: `Nota ${i}` }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    const detail = await staff.get(`/api/messages/${message.id}`);
    expect(detail.body.data.thread).toHaveLength(8);
    expect(detail.body.data.status).toBe('open');
  });
});
