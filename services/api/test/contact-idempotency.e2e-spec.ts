import { IDEMPOTENCY_KEY_HEADER, LOCALES, type Locale } from '@bolsos/contracts';
import { randomUUID } from 'node:crypto';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { BackgroundTasks } from '../src/common/lifecycle/background-tasks';
import { ContactService, MAIL_CLAIM_LEASE_MS } from '../src/contact/contact.service';
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

  /**
   * Makes the next `count` look-ups by key wait until all have looked, so the requests making them
   * all miss (or all find) the same state, as if they had arrived together (on SQLite the requests
   * would otherwise mostly run one after another). Returns how many look-ups ran, and the undo.
   */
  const lookUpsTogether = (count: number) => {
    const service = t.app.get(ContactService) as unknown as {
      findByKey(key: string): Promise<ContactMessage | null>;
    };
    const lookUp = service.findByKey.bind(service);
    let looked = 0;
    let allLooked!: () => void;
    const barrier = new Promise<void>((resolve) => (allLooked = resolve));
    const spy = jest.spyOn(service, 'findByKey').mockImplementation(async (asked) => {
      const found = await lookUp(asked);
      if (++looked === count) allLooked();
      await barrier;
      return found;
    });
    return { looked: () => looked, restore: () => spy.mockRestore() };
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
    // All five miss each other, so the unique index, not the look-up, must sort them out.
    const together = lookUpsTogether(clients.length);
    try {
      const answers = await Promise.all(clients.map((client) => send(client, message(email), key)));
      expect(answers.map((res) => [res.status, res.body.message])).toEqual(
        clients.map((client) => [201, SENT[client.lang as Locale]]),
      );
    } finally {
      together.restore();
    }
    // Five first look-ups found nothing; the four refused inserts each looked again.
    expect(together.looked()).toBe(clients.length * 2 - 1);
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

  /**
   * The first request's commit went through, but its answer was lost before the e-mail step (the
   * database link dropped as the commit was acknowledged): the client got a 503 and retries with
   * the same key. The retry must e-mail the shop, or nobody ever will.
   */
  describe('a message stored under the key but never e-mailed', () => {
    const repo = () => t.dataSource.getRepository(ContactMessage);
    /** The row such a first request leaves: the message, its key, no e-mail and no claim. */
    const storedUnmailed = (email: string, key: string, fields: Partial<ContactMessage> = {}) =>
      repo().save(
        repo().create({
          ...message(email),
          language: 'es',
          idempotencyKey: key,
          mailedAt: null,
          mailClaimedAt: null,
          ...fields,
        }),
      );
    const row = (id: number) => repo().findOneByOrFail({ id });

    it('is e-mailed once by the retry, which answers 201; later retries send nothing', async () => {
      const key = randomUUID();
      const email = 'lost-ack@example.com';
      const { id } = await storedUnmailed(email, key);
      const client = await visitor('en');
      const retry = await send(client, message(email), key);
      expect([retry.status, retry.body]).toEqual([201, { message: SENT.en }]);
      const mails = await mailsAbout(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(message(email).message);
      expect((await row(id)).mailedAt).toBeInstanceOf(Date);

      expect((await send(client, message(email), key)).status).toBe(201);
      expect(await mailsAbout(email)).toHaveLength(1);
      expect(await stored(email)).toHaveLength(1);
    });

    it('is e-mailed once when two retries arrive together', async () => {
      const key = randomUUID();
      const email = 'lost-ack-together@example.com';
      await storedUnmailed(email, key);
      const clients = await Promise.all([visitor('es'), visitor('zh')]);
      // Both find it not mailed before either claims it: the claim alone must pick one sender.
      const together = lookUpsTogether(clients.length);
      try {
        const answers = await Promise.all(
          clients.map((client) => send(client, message(email), key)),
        );
        expect(answers.map((res) => [res.status, res.body])).toEqual([
          [201, { message: SENT.es }],
          [201, { message: SENT.zh }],
        ]);
      } finally {
        together.restore();
      }
      expect(together.looked()).toBe(2);
      expect(await mailsAbout(email)).toHaveLength(1);
      expect(await stored(email)).toHaveLength(1);
    });

    it('is left to the sender holding a fresh claim on it (201, nothing sent)', async () => {
      const key = randomUUID();
      const email = 'lost-ack-claimed@example.com';
      // In whole seconds, as MySQL's DATETIME keeps it.
      const claimedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 10_000);
      const { id } = await storedUnmailed(email, key, { mailClaimedAt: claimedAt });
      const retry = await send(await visitor('zh'), message(email), key);
      expect([retry.status, retry.body]).toEqual([201, { message: SENT.zh }]);
      expect(await mailsAbout(email)).toEqual([]);
      // The holder's claim stands: the retry neither took nor dropped it.
      expect(await row(id)).toMatchObject({ mailedAt: null, mailClaimedAt: claimedAt });
    });

    it('is taken over from a sender whose claim is older than the lease (it died mid-send)', async () => {
      const key = randomUUID();
      const email = 'lost-ack-stale@example.com';
      const { id } = await storedUnmailed(email, key, {
        mailClaimedAt: new Date(Date.now() - MAIL_CLAIM_LEASE_MS - 60_000),
      });
      expect((await send(await visitor('es'), message(email), key)).status).toBe(201);
      expect(await mailsAbout(email)).toHaveLength(1);
      expect((await row(id)).mailedAt).toBeInstanceOf(Date);
    });

    it('is not sent again by a retry that arrives while the first request is still sending it', async () => {
      const key = randomUUID();
      const email = 'slow-mail@example.com';
      const client = await visitor('es');
      t.inbox.delayMs = 500;
      try {
        expect((await send(client, message(email), key)).status).toBe(201);
        expect((await send(client, message(email), key)).status).toBe(201);
        expect(await mailsAbout(email)).toHaveLength(1);
      } finally {
        t.inbox.delayMs = 0;
      }
    });

    it('lets go of the claim when the send fails, so the next retry sends it', async () => {
      const key = randomUUID();
      const email = 'refused-mail@example.com';
      const client = await visitor('en');
      t.inbox.refuse = true;
      try {
        // The first request's send fails as it always did: the message is stored and answered.
        expect((await send(client, message(email), key)).status).toBe(201);
        expect(await mailsAbout(email)).toEqual([]);
        const [first] = await stored(email);
        expect(first).toMatchObject({ mailedAt: null, mailClaimedAt: null });
        // A retry's send fails alike.
        expect((await send(client, message(email), key)).status).toBe(201);
        expect(await mailsAbout(email)).toEqual([]);
        expect(await row(first.id)).toMatchObject({ mailedAt: null, mailClaimedAt: null });
      } finally {
        t.inbox.refuse = false;
      }
      expect((await send(client, message(email), key)).status).toBe(201);
      expect(await mailsAbout(email)).toHaveLength(1);
      expect((await row((await stored(email))[0].id)).mailedAt).toBeInstanceOf(Date);
    });

    it('keeps the key and the claim out of the audit log when a signed-in staff member sends', async () => {
      // The form is public, but a staff member's session goes with it: their writes are audited.
      await t.createUser({ email: 'ana.contact@bolsos.test', roles: ['admin'], name: 'Ana' });
      const staff = new Client(t.http);
      await staff.login('ana.contact@bolsos.test');
      const entriesAbout = (id: number) =>
        t.dataSource.getRepository(AuditEntry).findBy({ entity: 'message', entityId: id });

      const key = randomUUID();
      const email = 'staff-sent@example.com';
      expect((await send(staff, message(email), key)).status).toBe(201);
      expect(await mailsAbout(email)).toHaveLength(1);
      const [sent] = await stored(email);
      const created = await entriesAbout(sent.id);
      expect(created.map((entry) => entry.action)).toEqual(['create']);
      const shown = Object.keys(created[0].changes);
      expect(shown).toEqual(expect.arrayContaining(['name', 'email', 'message']));
      expect(shown).not.toContain('idempotencyKey');
      expect(shown).not.toContain('mailClaimedAt');
      expect(JSON.stringify(created[0].changes)).not.toContain(key);

      // A staff member's retry claims and sends a message never e-mailed; neither write is shown.
      const lostKey = randomUUID();
      const lostEmail = 'staff-lost-ack@example.com';
      const lost = await storedUnmailed(lostEmail, lostKey);
      expect((await send(staff, message(lostEmail), lostKey)).status).toBe(201);
      expect(await mailsAbout(lostEmail)).toHaveLength(1);
      expect(await entriesAbout(lost.id)).toEqual([]);
    });
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
