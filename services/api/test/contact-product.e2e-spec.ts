import { buildPath, contactPath, LOCALES, shopQuery, type Locale } from '@bolsos/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ContactMessage } from '../src/contact/entities/contact-message.entity';
import { ProductTranslation } from '../src/products/entities/product-translation.entity';
import { Product } from '../src/products/entities/product.entity';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

const INVALID: Record<Locale, { message: string; product: string }> = {
  es: { message: 'Los datos enviados no son válidos', product: 'Este producto no está disponible' },
  en: { message: 'The data sent is invalid', product: 'This product is not available' },
  zh: { message: '提交的数据无效', product: '该商品不存在或已下架' },
};

describe.each(DIALECTS)(
  '"Ask about this bag": contact messages about a product (%s)',
  (dialect) => {
    let t: TestApp;
    let bag: Product;
    let hidden: Product;
    let slugs: Record<Locale, string>;
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));
    const visitor = async (lang: Locale) => {
      const client = new Client(t.http);
      client.lang = lang;
      await client.csrf();
      return client;
    };
    const message = (email: string, extra: Record<string, unknown> = {}) => ({
      name: 'Visitante',
      email,
      message: '¿La tienen en otro color?',
      ...extra,
    });
    const page = (url: string) =>
      request(t.http).get(encodeURI(url)).set('Accept', 'text/html').set('Cookie', 'lang=es');

    beforeAll(async () => {
      fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
      fs.writeFileSync(
        path.join(webRoot, 'shell', 'dist', 'index.html'),
        '<!doctype html><html lang="es"><head></head><body><div id="root"></div></body></html>',
      );
      t = await startTestApp(dialect, { WEB_ROOT: webRoot, SHOP_EMAIL: 'tienda@bolsos.test' });
      [bag, hidden] = await createProducts(t, [
        {
          category: 'fanny_packs',
          price: '35.00',
          names: { es: 'Cangurera Coral', en: 'Coral Fanny Pack', zh: '珊瑚腰包' },
        },
        {
          category: 'fanny_packs',
          price: '20.00',
          published: false,
          names: { es: 'Cangurera Oculta' },
        },
      ]);
      slugs = Object.fromEntries(bag.translations.map((tr) => [tr.locale, tr.slug])) as Record<
        Locale,
        string
      >;
      await t.createUser({ email: 'staff@bolsos.test', roles: ['manager'] });
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    });

    it('stores the product with the message and names and links it in the e-mail to the shop', async () => {
      const client = await visitor('en');
      const res = await client.post(
        '/api/contact',
        message('coral@example.com', { product_id: bag.id, language: 'en' }),
      );
      expect(res.status).toBe(201);
      const stored = await t.dataSource
        .getRepository(ContactMessage)
        .findOneByOrFail({ email: 'coral@example.com' });
      expect(stored).toMatchObject({ productId: bag.id, language: 'en' });
      const mail = await t.inbox.waitFor('tienda@bolsos.test', (m) =>
        m.text.includes('coral@example.com'),
      );
      expect(mail.subject).toBe('Consulta de Visitante sobre Cangurera Coral');
      const link = `http://bolsos.test${encodeURI(buildPath('es', { name: 'product', category: 'fanny_packs', slug: slugs.es }))}`;
      expect(mail.text).toContain('Cangurera Coral');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    });

    it.each(LOCALES)(
      'refuses (422, %s) a product that does not exist or is not published, storing nothing',
      async (lang) => {
        const client = await visitor(lang);
        for (const productId of [hidden.id, 999999]) {
          const email = `${lang}-${productId}@example.com`;
          const res = await client.post('/api/contact', message(email, { product_id: productId }));
          expect(res.status).toBe(422);
          expect(res.body).toEqual({
            message: INVALID[lang].message,
            errors: { product_id: [INVALID[lang].product] },
          });
          expect(await t.dataSource.getRepository(ContactMessage).countBy({ email })).toBe(0);
        }
        // A malformed reference is refused by the schema, in the same language.
        const bad = await client.post(
          '/api/contact',
          message('x@example.com', { product_id: 'x' }),
        );
        expect(bad.status).toBe(422);
        expect(Object.keys(bad.body.errors)).toEqual(['product_id']);
      },
    );

    it('shows staff the product on the landing, in their language, until the product is deleted', async () => {
      const staff = new Client(t.http);
      staff.lang = 'zh';
      await staff.login('staff@bolsos.test');
      const dash = await staff.get('/api/dashboard');
      const about = dash.body.recent_messages.find(
        (m: { email: string }) => m.email === 'coral@example.com',
      );
      expect(about.product).toEqual({
        id: bag.id,
        name: '珊瑚腰包',
        path: buildPath('zh', { name: 'product', category: 'fanny_packs', slug: slugs.zh }),
      });

      const [gone] = await createProducts(t, [
        { category: 'crossbody', price: '10.00', names: { es: 'Bolso Efímero' } },
      ]);
      await (
        await visitor('es')
      ).post('/api/contact', message('gone@example.com', { product_id: gone.id }));
      await t.dataSource.getRepository(Product).delete(gone.id);
      const after = await staff.get('/api/dashboard');
      const orphan = after.body.recent_messages.find(
        (m: { email: string }) => m.email === 'gone@example.com',
      );
      expect(orphan).toMatchObject({ product_id: null, product: null });
    });

    it.each(LOCALES)('server-renders %s Contact with the product it is about', async (lang) => {
      const res = await page(contactPath(lang, slugs[lang]));
      expect(res.status).toBe(200);
      const state = JSON.parse(
        /<script id="__BOLSOS_STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(
          res.text,
        )?.[1] ?? '{}',
      ) as { api: Record<string, { data: { id: number } }> };
      // The bag's answer, beside the shop's details every page carries.
      expect(Object.keys(state.api)).toContain(shopQuery().url);
      expect(
        Object.entries(state.api)
          .filter(([url]) => url !== shopQuery().url)
          .map(([, answer]) => answer.data.id),
      ).toEqual([bag.id]);
      // Contact stays one page for search engines, whatever it is about.
      expect(res.text).toContain(
        `<link rel="canonical" href="http://bolsos.test${encodeURI(contactPath(lang))}">`,
      );
    });

    it('moves Contact about an old or foreign slug to the current one, and ignores unknown bags', async () => {
      const repo = t.dataSource.getRepository(ProductTranslation);
      const en = await repo.findOneByOrFail({ productId: bag.id, locale: 'en' });
      const old = en.slug;
      en.slug = 'coral-fanny-pack-2026';
      await repo.save(en);
      const moved = await page(contactPath('en', old));
      expect(moved.status).toBe(301);
      expect(decodeURI(moved.headers.location)).toBe(contactPath('en', 'coral-fanny-pack-2026'));
      const foreign = await page(contactPath('zh', slugs.es));
      expect(decodeURI(foreign.headers.location)).toBe(contactPath('zh', slugs.zh));
      const unknown = await page(contactPath('es', 'no-existe'));
      expect(unknown.status).toBe(200);
      // A plain Contact: the page state holds the shop's details and no bag.
      expect(unknown.text).toContain('"api":{"/api/catalog/shop":');
      expect(unknown.text).not.toContain('/api/catalog/products/');
    });
  },
);
