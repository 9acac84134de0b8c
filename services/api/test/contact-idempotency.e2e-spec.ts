import { IDEMPOTENCY_KEY_HEADER, LOCALES, type Locale } from '@bolsos/contracts';
import { randomUUID } from 'node:crypto';
import { BackgroundTasks } from '../src/common/lifecycle/background-tasks';
import { ContactService } from '../src/contact/contact.service';
import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

const SENT: Record<Locale, string> = {
  es: '¡Gracias! Su mensaje fue enviado.',
  en: 'Thank you! Your message has been sent.',
  zh: '谢谢！您的留言已发送。',
};
const INVALID: Record<Locale, string> = {
  es: 'Los datos enviados no son válidos',
  en: 'The data sent is invalid',
  zh: '提交的数据无效',
};
const REUSED: Record<Locale, string> = {
  es: 'Esta clave ya se usó para otro mensaje',
  en: 'This key was already used for a different message',
  zh: '此密钥已用于另一条留言',
};
const MALFORMED: Record<Locale, string> = {
  es: 'Use de 8 a 100 letras, números, guiones o guiones bajos',
  en: 'Use 8 to 100 letters, digits, hyphens or underscores',
  zh: '只能使用 8 到 100 个字母、数字、连字符或下划线',
};

/**
 * A send whose answer is lost (the database link dropped as it committed) is retried with the
 * same Idempotency-Key: the shop must get the message once.
 */
describe.each(DIALECTS)('contact: Idempotency-Key (%s)', (dialect) => {
  let t: TestApp;
  const visitor = async (lang: Locale = 'es') => {
    const client = new Client(t.http);
    client.lang = lang;
    await client.csrf();
    return client;
  };
  const message = (email: string, text = '¿La mochila azul viene en talla grande?') => ({
    name: 'Lucía',
    email,
    message: text,
    language: 'es',
  });
  const send = (client: Client, body: object, key?: string) =>
    client.post('/api/contact', body, key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key });
  const stored = (email: string) =>
    t.dataSource.getRepository(ContactMessage).find({ where: { email }, order: { id: 'ASC' } });
  /** The shop's e-mails about `email`, once every background send has finished. */
  const mailsAbout = async (email: string) => {
    await t.app.get(BackgroundTasks).drain();
    return t.inbox.messages.filter(
      (m) => m.to.includes('tienda@bolsos.test') && m.replyTo.includes(email),
    );
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { SHOP_EMAIL: 'tienda@bolsos.test' });
  });
  afterAll(() => t.close());

  it('stores and e-mails a message sent twice with one key once, and answers both alike', async () => {
    const key = randomUUID();
    const email = 'twice@example.com';
    const client = await visitor('zh');
    const first = await send(client, message(email), key);
    const again = await send(client, message(email), key);
    expect([first.status, first.body]).toEqual([201, { message: SENT.zh }]);
    expect([again.status, again.body]).toEqual([201, { message: SENT.zh }]);
    const rows = await stored(email);
    expect(rows.map((row) => row.idempotencyKey)).toEqual([key]);
    expect(await mailsAbout(email)).toHaveLength(1);

    // A retry from another session (say, after a reload) is the same message too.
    const later = await send(await visitor('en'), message(email), key);
    expect([later.status, later.body]).toEqual([201, { message: SENT.en }]);
    expect(await stored(email)).toHaveLength(1);
    expect(await mailsAbout(email)).toHaveLength(1);
  });

  it.each(LOCALES)(
    'refuses (422, %s) a key already used for another message, storing and e-mailing nothing',
    async (lang) => {
      const key = `reused-${lang}-${randomUUID()}`;
      const email = `reused-${lang}@example.com`;
      const client = await visitor(lang);
      expect((await send(client, message(email), key)).status).toBe(201);
      for (const other of [
        message(email, 'Otro mensaje con la misma clave, pero otro texto.'),
        message(`other-${lang}@example.com`),
      ]) {
        const res = await send(client, other, key);
        expect(res.status).toBe(422);
        expect(res.body).toEqual({
          message: INVALID[lang],
          errors: { idempotency_key: [REUSED[lang]] },
        });
      }
      expect((await stored(email)).map((row) => row.message)).toEqual([message(email).message]);
      expect(await stored(`other-${lang}@example.com`)).toEqual([]);
      expect(await mailsAbout(email)).toHaveLength(1);
      expect(await mailsAbout(`other-${lang}@example.com`)).toEqual([]);
    },
  );

  it('stores one message when sends with one key arrive together, and answers each 201', async () => {
    const key = randomUUID();
    const email = 'together@example.com';
    // Separate visitors, so the five do not share one address's rate limit.
    const clients = await Promise.all(
      [...LOCALES, ...LOCALES].slice(0, 5).map((lang) => visitor(lang)),
    );
    // Each send waits after its look-up until all five have looked, so all five miss each other
    // and the unique index, not the look-up, must sort them out (on SQLite the requests would
    // otherwise mostly run one after another).
    const service = t.app.get(ContactService) as unknown as {
      findByKey(key: string): Promise<ContactMessage | null>;
    };
    const lookUp = service.findByKey.bind(service);
    let looked = 0;
    let allLooked!: () => void;
    const barrier = new Promise<void>((resolve) => (allLooked = resolve));
    const spy = jest.spyOn(service, 'findByKey').mockImplementation(async (asked) => {
      const found = await lookUp(asked);
      if (++looked === clients.length) allLooked();
      await barrier;
      return found;
    });
    try {
      const answers = await Promise.all(clients.map((client) => send(client, message(email), key)));
      expect(answers.map((res) => [res.status, res.body.message])).toEqual(
        clients.map((client) => [201, SENT[client.lang as Locale]]),
      );
    } finally {
      spy.mockRestore();
    }
    // Five first look-ups found nothing; the four refused inserts each looked again.
    expect(looked).toBe(clients.length * 2 - 1);
    expect(await stored(email)).toHaveLength(1);
    expect(await mailsAbout(email)).toHaveLength(1);
  });

  it.each(LOCALES)('refuses (422, %s) a malformed key, storing nothing', async (lang) => {
    const client = await visitor(lang);
    const email = `malformed-${lang}@example.com`;
    for (const key of ['', 'short', 'x'.repeat(101), 'has spaces in it', 'clé-accentuée']) {
      const res = await send(client, message(email), key);
      expect([key, res.status, res.body]).toEqual([
        key,
        422,
        { message: INVALID[lang], errors: { idempotency_key: [MALFORMED[lang]] } },
      ]);
    }
    expect(await stored(email)).toEqual([]);
  });

  it('without a key, stores every send (two sends, two messages, two e-mails)', async () => {
    const email = 'nokey@example.com';
    const client = await visitor('es');
    for (let i = 0; i < 2; i++) {
      const res = await send(client, message(email));
      expect([res.status, res.body]).toEqual([201, { message: SENT.es }]);
    }
    // Messages without a key are stored with none: the unique index takes any number of them.
    expect((await stored(email)).map((row) => row.idempotencyKey)).toEqual([null, null]);
    expect(await mailsAbout(email)).toHaveLength(2);
  });

  it('documents the header on POST /api/contact in the OpenAPI document', async () => {
    const doc = await new Client(t.http).get('/api/docs/openapi.json');
    expect(doc.body.paths['/api/contact'].post.parameters).toContainEqual(
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: expect.objectContaining({ type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' }),
      }),
    );
  });
});
