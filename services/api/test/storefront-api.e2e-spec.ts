import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)(
  'storefront API: product pages, caching, contact, sitemap (%s)',
  (dialect) => {
    let t: TestApp;
    let slugs: Record<string, string>;
    let hiddenSlug: string;
    let productId: number;
    const anon = () => new Client(t.http);

    beforeAll(async () => {
      t = await startTestApp(dialect, { SHOP_EMAIL: 'tienda@bolsos.test' });
      const [blue, hidden] = await createProducts(t, [
        {
          category: 'crossbody',
          price: '59.00',
          names: { es: 'Bolso Cruzado Rojo', en: 'Red Crossbody', zh: '红色斜挎包' },
          images: 2,
        },
        { category: 'crossbody', price: '10.00', published: false, names: { es: 'Bolso Oculto' } },
      ]);
      productId = blue.id;
      slugs = Object.fromEntries(blue.translations.map((tr) => [tr.locale, tr.slug]));
      hiddenSlug = hidden.translations[0].slug;
    });
    afterAll(() => t.close());

    it('serves a product page in each language with alternates for every language', async () => {
      const res = await anon().get(`/api/catalog/products/en/${encodeURIComponent(slugs.en)}`);
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data).toMatchObject({
        id: productId,
        name: 'Red Crossbody',
        locale: 'en',
        price: '59.00',
        description: 'Red Crossbody description',
      });
      expect(data.images).toHaveLength(2);
      expect(data.alternates).toEqual({
        es: `/productos/bolsos-cruzados/${slugs.es}`,
        en: `/en/products/crossbody-bags/${slugs.en}`,
        zh: `/zh/产品/斜挎包/${slugs.zh}`,
      });
    });

    it('redirects another language’s slug to the canonical one with 301', async () => {
      const res = await anon().get(`/api/catalog/products/en/${encodeURIComponent(slugs.es)}`);
      expect(res.status).toBe(301);
      expect(res.body).toEqual({ redirect: `/en/products/crossbody-bags/${slugs.en}` });
      expect(res.headers.location).toBe(`/api/catalog/products/en/${slugs.en}`);
      expect((await anon().get(`/api/catalog/products/es/${hiddenSlug}`)).status).toBe(404);
      const missing = await anon().get('/api/catalog/products/es/no-such-bag');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBeTruthy();
      expect((await anon().get('/api/catalog/products/fr/x')).status).toBe(404);
    });

    it('answers repeat requests from the cache with a strong ETag and 304', async () => {
      const url = `/api/catalog/products?lang=zh&category=crossbody`;
      const first = await anon().get(url);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const second = await anon().get('/api/catalog/products?category=crossbody&lang=zh');
      expect(second.headers.etag).toBe(etag);
      expect(second.text).toBe(first.text);
      const revalidate = await anon().agent.get(url).set('If-None-Match', etag);
      expect(revalidate.status).toBe(304);
      expect(revalidate.text).toBe('');
      expect((await anon().agent.get(url).set('If-None-Match', '"other"')).status).toBe(200);
    });

    it('stores a contact message before answering, then e-mails the shop', async () => {
      const client = anon();
      client.lang = 'zh';
      await client.csrf();
      const res = await client.post('/api/contact', {
        name: '李雷',
        email: 'li@example.cn',
        phone: '+507 6000-0000',
        message: '你好，这个包有黑色的吗？',
        product_id: productId,
        language: 'zh',
        website: '',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('谢谢！您的留言已发送。');
      const stored = await t.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ email: 'li@example.cn' });
      expect(stored).toMatchObject({ name: '李雷', language: 'zh', productId });
      const mail = await t.inbox.waitFor('tienda@bolsos.test');
      expect(mail.text).toContain('你好，这个包有黑色的吗？');
      expect(mail.text).toContain('Bolso Cruzado Rojo');
    });

    it('drops honeypot messages silently and validates in the caller language', async () => {
      const client = anon();
      await client.csrf();
      const bot = await client.post('/api/contact', {
        name: 'Bot',
        email: 'bot@spam.test',
        message: 'Buy cheap stuff now!!!',
        website: 'http://spam.test',
      });
      expect(bot.status).toBe(201);
      expect(
        await t.dataSource.getRepository(ContactMessage).countBy({ email: 'bot@spam.test' }),
      ).toBe(0);
      client.lang = 'en';
      const bad = await client.post('/api/contact', { name: 'A', email: 'x', message: 'short' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        name: ['Must be at least 2 characters'],
        email: ['Invalid e-mail address'],
        message: ['Must be at least 10 characters'],
      });
    });

    it('throttles contact per client address: five, then 429 with Retry-After and X-RateLimit-*', async () => {
      const message = (i: number) => ({
        name: 'Ana',
        email: 'ana-throttle@bolsos.test',
        message: `Mensaje número ${i} de prueba`,
      });
      const client = anon();
      client.lang = 'en';
      await client.csrf();
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await client.post('/api/contact', message(i)));
      expect(
        answers.map((r) => [
          r.status,
          r.headers['x-ratelimit-limit'],
          r.headers['x-ratelimit-remaining'],
          r.headers['retry-after'],
        ]),
      ).toEqual([
        [201, '5', '4', undefined],
        [201, '5', '3', undefined],
        [201, '5', '2', undefined],
        [201, '5', '1', undefined],
        [201, '5', '0', undefined],
        [429, '5', '0', expect.stringMatching(/^\d+$/)],
      ]);
      const limited = answers[5];
      expect(limited.body).toEqual({ message: 'Too many attempts, please wait a moment' });
      // The window is ten minutes from the first message, and the test took seconds.
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(580);
      expect(retryAfter).toBeLessThanOrEqual(600);
      const reset = Number(limited.headers['x-ratelimit-reset']);
      expect(Math.abs(reset - (Date.now() / 1000 + retryAfter))).toBeLessThan(3);
      // The refused message was not stored.
      expect(
        await t.dataSource
          .getRepository(ContactMessage)
          .countBy({ email: 'ana-throttle@bolsos.test' }),
      ).toBe(5);

      // req.ip is the hop our one trusted proxy saw (TRUST_PROXY=true → 'trust proxy' 1): a new
      // session from the same address, or a forged left-most X-Forwarded-For entry, is the same caller.
      const sameAddress = anon();
      await sameAddress.csrf();
      for (const forwarded of [client.ip, `203.0.113.7, ${client.ip}`]) {
        const again = await sameAddress
          .raw('post', '/api/contact')
          .set('Accept', 'application/json')
          .set('X-XSRF-TOKEN', sameAddress.xsrf as string)
          .set('X-Forwarded-For', forwarded)
          .send(message(9));
        expect([forwarded, again.status]).toEqual([forwarded, 429]);
      }

      // Another address is welcome, with its own full allowance.
      const neighbour = anon();
      expect(neighbour.ip).not.toBe(client.ip);
      await neighbour.csrf();
      const other = await neighbour.post('/api/contact', message(10));
      expect(other.status).toBe(201);
      expect(other.headers['x-ratelimit-remaining']).toBe('4');
    });

    it('lists every public page in three languages with alternates in sitemap.xml', async () => {
      const res = await anon().agent.get('/sitemap.xml').set('Accept', 'text/html,application/xml');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/xml/);
      const xml = res.text;
      expect(xml).toContain('<loc>http://bolsos.test/</loc>');
      expect(xml).toContain('<loc>http://bolsos.test/en/products/backpacks</loc>');
      expect(xml).toContain(`<loc>http://bolsos.test${encodeURI('/zh/联系')}</loc>`);
      expect(xml).toContain(
        `hreflang="zh-CN" href="http://bolsos.test${encodeURI(`/zh/产品/斜挎包/${slugs.zh}`)}"`,
      );
      expect(xml).toContain('hreflang="x-default"');
      expect(xml).not.toContain(hiddenSlug);
      // Home, catalogue, view-all, five categories, contact + 1 product, each in three languages.
      expect(xml.match(/<url>/g)).toHaveLength(30);
    });

    it('keeps admin, auth and private API out of robots.txt', async () => {
      const res = await anon().agent.get('/robots.txt');
      expect(res.text).toContain('Disallow: /admin');
      expect(res.text).toContain('Disallow: /zh/auth/');
      expect(res.text).toContain('Allow: /api/catalog/');
      expect(res.text).toContain('Sitemap: http://bolsos.test/sitemap.xml');
    });
  },
);
