import fs from 'node:fs';
import request from 'supertest';
import { ResponseCache } from '../src/common/cache/response-cache';
import { RouteRedirect } from '../src/redirects/entities/route-redirect.entity';
import { PageRenderer } from '../src/site/page-renderer.service';
import type { Product } from '@bolsos/contracts';
import { DIALECTS } from './support/databases';
import { STAND_IN_BUNDLE, standInSite } from './support/stand-in-site';
import { bagInput, createProduct, picture, upload } from './support/staff-products';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 11 §1: storefront HTML from the byte cache, rendered by the stand-in shell bundle of
 * support/stand-in-site.ts.
 */
describe.each(DIALECTS)('storefront pages from the byte cache (%s)', (dialect) => {
  let t: TestApp;
  let cache: ResponseCache;
  let admin: Client;
  let bag: Product;
  const { webRoot, bundle } = standInSite();

  const page = (url: string, headers: Record<string, string> = {}) => {
    const req = request(t.http).get(encodeURI(url)).set('Accept', 'text/html');
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req;
  };
  /** A page answer that was rendered for this request says how long that took. */
  const rendered = (res: request.Response) => res.headers['server-timing'] !== undefined;
  const slug = (locale: 'es' | 'en' | 'zh') => bag.translations[locale]?.slug ?? '';
  const productPath = (locale: 'es' | 'en' | 'zh') => {
    const prefix = {
      es: '/productos/mochilas',
      en: '/en/products/backpacks',
      zh: '/zh/产品/双肩包',
    };
    return `${prefix[locale]}/${slug(locale)}`;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { WEB_ROOT: webRoot });
    cache = t.app.get(ResponseCache);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    bag = await createProduct(
      admin,
      bagInput('Mochila Caché', {
        published: true,
        translations: {
          es: { name: 'Mochila Caché', description: 'Lona' },
          en: { name: 'Cache Backpack', description: 'Canvas' },
          zh: { name: '缓存双肩包', description: '帆布' },
        },
      }),
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers a repeated page with the bytes of its first render, a strong ETag and 304s', async () => {
    cache.invalidate();
    const first = await page('/en/products/backpacks');
    expect(first.status).toBe(200);
    expect(rendered(first)).toBe(true);
    // DevTools (and bench:pages) tell the catalogue read from the React render.
    expect(first.headers['server-timing']).toMatch(
      /^build;dur=[\d.]+, data;dur=[\d.]+, render;dur=[\d.]+$/,
    );
    expect(first.text).toContain('Cache Backpack');
    const second = await page('/en/products/backpacks');
    expect(rendered(second)).toBe(false);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);

    // A write the subscribers cannot see proves the second answer came from the cache...
    await t.dataSource.query(
      `UPDATE product_translations SET name = 'Hidden Rename' WHERE product_id = ${bag.id} AND locale = 'en'`,
    );
    expect((await page('/en/products/backpacks')).text).toBe(first.text);
    // ...and a fresh render of the same data is byte for byte what was cached.
    await t.dataSource.query(
      `UPDATE product_translations SET name = 'Cache Backpack' WHERE product_id = ${bag.id} AND locale = 'en'`,
    );
    cache.invalidate();
    const fresh = await page('/en/products/backpacks');
    expect(rendered(fresh)).toBe(true);
    expect(fresh.text).toBe(first.text);

    const revalidated = await page('/en/products/backpacks', {
      'If-None-Match': fresh.headers.etag,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    // A compressed copy has its own validator; it revalidates the same page.
    const gzip = await page('/en/products/backpacks', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const again = await page('/en/products/backpacks', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': gzip.headers.etag,
    });
    expect(again.status).toBe(304);
  });

  it('sends CDN-ready caching headers and varies unprefixed pages on the language headers only', async () => {
    const en = await page('/en');
    expect(en.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(en.headers.vary ?? '').not.toMatch(/Cookie|Accept-Language/);
    const es = await page('/', { Cookie: 'lang=es' });
    expect(es.headers.vary).toMatch(/Accept-Language, Cookie/);
    // The fast path sends the security headers Express would.
    expect(es.headers['x-content-type-options']).toBe('nosniff');
    expect(es.headers['x-frame-options']).toBe('DENY');
  });

  it('still sends a first-time visitor to their language instead of the cached Spanish page', async () => {
    const spanish = await page('/productos/mochilas', { Cookie: 'lang=es' });
    expect(spanish.status).toBe(200);
    expect(rendered(await page('/productos/mochilas', { Cookie: 'lang=es' }))).toBe(false);
    const english = await page('/productos/mochilas', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/en/products/backpacks');
    expect(english.headers['cache-control']).toBe('private, no-cache');
    const chinese = await page('/productos/mochilas', { 'Accept-Language': 'zh-CN' });
    expect(decodeURI(chinese.headers.location)).toBe('/zh/产品/双肩包');
    // Spanish browsers, and anyone whose cookie chose a language, get the cached page.
    const browser = await page('/productos/mochilas', { 'Accept-Language': 'es-PA' });
    expect([browser.status, rendered(browser), browser.text]).toEqual([200, false, spanish.text]);
  });

  it('renders a page once for 64 simultaneous misses', async () => {
    const renderer = t.app.get(PageRenderer);
    const spy = jest.spyOn(renderer, 'render');
    try {
      cache.invalidate();
      const answers = await Promise.all(Array.from({ length: 64 }, () => page(productPath('zh'))));
      expect(new Set(answers.map((res) => res.status))).toEqual(new Set([200]));
      expect(new Set(answers.map((res) => res.text)).size).toBe(1);
      expect(answers[0].text).toContain('缓存双肩包');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives a signed-in staff member the same bytes as anyone, with no session or token in them', async () => {
    const url = productPath('es');
    const anonymous = await page(url, { Cookie: 'lang=es' });
    const staff = await admin.agent.get(encodeURI(url)).set('Accept', 'text/html');
    expect(staff.status).toBe(200);
    expect(staff.text).toBe(anonymous.text);
    expect(staff.headers.etag).toBe(anonymous.headers.etag);
    expect(staff.headers['set-cookie']).toBeUndefined();
    expect(admin.xsrf).toBeTruthy();
    expect(staff.text).not.toContain(admin.xsrf as string);
    expect(staff.text).not.toContain(encodeURIComponent(admin.xsrf as string));
    expect(staff.text).not.toMatch(/Ana Admin|admin@bolsos\.test|bolsos_session|XSRF/);
  });

  it('keeps no address carrying query parameters the page does not read', async () => {
    const spy = jest.spyOn(t.app.get(PageRenderer), 'render');
    try {
      const url = '/en/products/backpacks?utm_source=chat';
      expect((await page(url)).status).toBe(200);
      expect((await page(url)).status).toBe(200);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
    // The ones it reads are part of the key, in any order.
    cache.invalidate();
    expect(rendered(await page('/en/products/backpacks?sort=price_asc&page=1'))).toBe(true);
    expect(rendered(await page('/en/products/backpacks?page=1&sort=price_asc'))).toBe(false);
    expect(rendered(await page('/en/products/backpacks?sort=price_desc&page=1'))).toBe(true);
  });

  it('shows each kind of staff write on the next request, in each language', async () => {
    const warm = async () => {
      for (const locale of ['es', 'en', 'zh'] as const) {
        await page(productPath(locale), { Cookie: 'lang=es' });
        await page(productPath(locale), { Cookie: 'lang=es' });
      }
    };
    // A renamed product (and its translations).
    await warm();
    const renamed = await admin.put(`/api/products/${bag.id}`, {
      category: 'backpacks',
      price: 49.9,
      published: true,
      translations: {
        es: { name: 'Mochila Caché', slug: slug('es'), description: 'Lona' },
        en: { name: 'Renamed Backpack', slug: slug('en'), description: 'Canvas' },
        zh: { name: '改名双肩包', slug: slug('zh'), description: '帆布' },
      },
    });
    expect(renamed.status).toBe(200);
    expect((await page(productPath('en'))).text).toContain('Renamed Backpack');
    expect((await page(productPath('zh'))).text).toContain('改名双肩包');
    expect((await page('/en/products/backpacks')).text).toContain('Renamed Backpack');

    // An image added, then removed.
    await warm();
    const uploaded = await upload(admin, bag.id, [
      { data: await picture('png', 30), name: 'bag.png', type: 'image/png' },
    ]);
    expect(uploaded.status).toBe(201);
    for (const locale of ['es', 'en', 'zh'] as const) {
      expect((await page(productPath(locale), { Cookie: 'lang=es' })).text).toContain('[1 images]');
    }
    const imageId = (await admin.get(`/api/products/${bag.id}`)).body.data.images[0].id as number;
    expect((await admin.delete(`/api/products/${bag.id}/images/${imageId}`)).status).toBe(204);
    expect((await page(productPath('en'))).text).toContain('[0 images]');

    // Popular: Home lists it once it is added, and not after it is removed.
    await page('/en');
    expect((await page('/en')).text).not.toContain('Renamed Backpack');
    const added = await admin.post('/api/populars', { product_id: bag.id });
    expect(added.status).toBe(201);
    expect((await page('/en')).text).toContain('Renamed Backpack');
    expect((await admin.delete(`/api/populars/${added.body.data.id}`)).status).toBe(204);
    expect((await page('/en')).text).not.toContain('Renamed Backpack');

    // A redirect answers an address that is no page: it works at once, and no page is rendered
    // again for it (targeted-invalidation.e2e-spec.ts tests each kind of write).
    await warm();
    expect((await page('/viejo')).status).toBe(404);
    await t.dataSource
      .getRepository(RouteRedirect)
      .save({ fromPath: '/viejo', to: productPath('es'), status: 301 });
    expect((await page('/viejo')).status).toBe(301);
    expect(rendered(await page(productPath('en')))).toBe(false);
  });

  it('renders again after a new build is put on disk', async () => {
    await page('/en');
    expect(rendered(await page('/en'))).toBe(false);
    fs.writeFileSync(bundle, STAND_IN_BUNDLE.replace('<main ', '<main data-build="2" '));
    const later = Date.now() / 1000 + 5;
    fs.utimesSync(bundle, later, later);
    const next = await page('/en');
    expect(rendered(next)).toBe(true);
    expect(next.text).toContain('data-build="2"');
  });
});
