import request from 'supertest';
import { Product } from '../src/products/entities/product.entity';
import { SeoService } from '../src/seo/seo.service';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 31: past one file's URL limit, /sitemap.xml is an index of parts crawlers can fetch. */
describe.each(DIALECTS)('sitemap index (%s)', (dialect) => {
  let t: TestApp;
  /** Each product's last change, as the database keeps it: a day of its own each. */
  const changed = new Map<number, string>();

  beforeAll(async () => {
    // 60 URLs a file (20 products in three languages): the pages and 25 products need an index.
    t = await startTestApp(dialect, { SITEMAP_MAX_URLS: '60' });
    const products = await createProducts(
      t,
      Array.from({ length: 25 }, (_, i) => ({
        category: 'backpacks' as const,
        price: '20.00',
        names: {
          es: `Mochila índice ${i + 1}`,
          en: `Index backpack ${i + 1}`,
          zh: `索引双肩包${i + 1}`,
        },
      })),
    );
    // Changed on days out of id order, so that each part's newest is a product of its own.
    for (const [i, product] of products.entries()) {
      const day = new Date(Date.UTC(2026, 0, 1 + ((i * 7) % 25), 12));
      await t.dataSource
        .createQueryBuilder()
        .update(Product)
        .set({ updatedAt: day })
        .where('id = :id', { id: product.id })
        .execute();
      changed.set(product.id, day.toISOString().slice(0, 10));
    }
  });
  afterAll(() => t.close());

  const get = (path: string) => request(t.http).get(path).set('Accept', 'application/xml');

  it('lists its parts, and every part is a sitemap of its own within the limit', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const parts = [
      ...index.text.matchAll(/<loc>http:\/\/bolsos\.test(\/sitemaps\/[^<]+)<\/loc>/g),
    ].map(([, path]) => path);
    expect(parts).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
    ]);
    expect(index.text.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(3);

    const slugs = new Set<string>();
    for (const path of parts) {
      const part = await get(path);
      expect([path, part.status]).toEqual([path, 200]);
      expect(part.text).toContain('<urlset ');
      const locs = [...part.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
      expect(locs.length).toBeLessThanOrEqual(60);
      for (const loc of locs) slugs.add(loc);
    }
    // Every product in each of its languages, once across the parts.
    const productUrls = [...slugs].filter((loc) => /indice|index|%E7%B4%A2%E5%BC%95/.test(loc));
    expect(productUrls).toHaveLength(25 * 3);
  });

  it('dates each part in the index by the newest change of the products it lists', async () => {
    const index = (await get('/sitemap.xml')).text;
    const listed = [
      ...index.matchAll(
        /<loc>http:\/\/bolsos\.test(\/sitemaps\/[^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g,
      ),
    ].map(([, path, lastmod]) => ({ path: path as string, lastmod: lastmod as string }));
    expect(listed.map((part) => part.path)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
    ]);
    const newest = (days: string[]) => [...days].sort().at(-1);
    const ids = [...changed.keys()].sort((x, y) => x - y);
    // The parts hold the products by id, 20 a part; the database's days, not the parts' own.
    expect(listed.map((part) => part.lastmod)).toEqual([
      // Lists and Home show every product: the pages change with the newest of them.
      newest([...changed.values()]),
      newest(ids.slice(0, 20).map((id) => changed.get(id) as string)),
      newest(ids.slice(20).map((id) => changed.get(id) as string)),
    ]);
    expect(new Set(listed.map((part) => part.lastmod)).size).toBe(2);
    // And each product part's date is the newest of the dates its entries carry.
    for (const part of listed.slice(1)) {
      const text = (await get(part.path)).text;
      const days = [...text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map(([, day]) => day);
      expect([part.path, newest(days as string[])]).toEqual([part.path, part.lastmod]);
    }
  });

  it('answers 404 for a part that does not exist', async () => {
    expect((await get('/sitemaps/products-3.xml')).status).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).status).toBe(404);
    expect((await get('/sitemaps/otra.xml')).status).toBe(404);
  });

  it('cuts the parts again after writes it shows: new products, a new part dated by them', async () => {
    expect((await get('/sitemaps/products-3.xml')).status).toBe(404);
    // 16 more: 41 products, 20 a part.
    await createProducts(
      t,
      Array.from({ length: 16 }, (_, i) => ({
        category: 'tote_bags' as const,
        price: '25.00',
        images: 0,
        names: { es: `Tote índice ${i + 1}`, en: `Index tote ${i + 1}`, zh: `索引托特包${i + 1}` },
      })),
    );
    const index = (await get('/sitemap.xml')).text;
    expect(index).toContain('/sitemaps/products-3.xml');
    const today = new Date().toISOString().slice(0, 10);
    expect(index).toMatch(new RegExp(`products-3\\.xml</loc>\\s*<lastmod>${today}</lastmod>`));
    const part = await get('/sitemaps/products-3.xml');
    expect(part.status).toBe(200);
    expect(part.text).toContain('tote-indice-16');
  });
});

/** Issue 31: a part is also cut by size, the protocol's 50 MB a file (uncompressed). */
describe.each(DIALECTS)('sitemap index cut by size (%s)', (dialect) => {
  let t: TestApp;
  // Well under the 50,000 URLs a file: only the bytes can make it an index.
  const LIMIT = 16_000;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    // Long Chinese names: their slugs are nine bytes a character once percent-encoded.
    await createProducts(
      t,
      Array.from({ length: 12 }, (_, i) => ({
        category: 'tote_bags' as const,
        price: '30.00',
        images: 0,
        names: {
          es: `Tote de tamaño ${i + 1}`,
          en: `Size tote ${i + 1}`,
          zh: `${'大号托特包'.repeat(8)}${i + 1}`,
        },
      })),
    );
  });
  afterAll(() => t.close());

  const get = (path: string) => request(t.http).get(path).set('Accept', 'application/xml');
  const bytes = (text: string) => Buffer.byteLength(text);

  it('is one file while it fits, and parts no larger than the limit once it does not', async () => {
    const whole = await get('/sitemap.xml');
    expect(whole.text).toContain('<urlset ');
    expect(bytes(whole.text)).toBeGreaterThan(2 * LIMIT);

    t.app.get(SeoService).maxBytes = LIMIT;
    // A new address: the answer above is cached, and no write has cleared it.
    const index = await get('/sitemap.xml?cut');
    expect(index.text).toContain('<sitemapindex ');
    const parts = [
      ...index.text.matchAll(/<loc>http:\/\/bolsos\.test(\/sitemaps\/[^<]+)<\/loc>/g),
    ].map(([, path]) => path as string);
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(parts[0]).toBe('/sitemaps/pages.xml');

    const seen: string[] = [];
    const texts: string[] = [];
    for (const path of parts) {
      const part = await get(path);
      expect([path, part.status]).toEqual([path, 200]);
      expect([path, bytes(part.text) <= LIMIT]).toEqual([path, true]);
      texts.push(part.text);
      seen.push(...[...part.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc as string));
    }
    // Every product in each language, once across the parts, and the whole sitemap's URLs.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(
      [...whole.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc as string).sort(),
    );
    // Each product part is full: the next part's first product (its <url> in each language)
    // would have taken it past the limit.
    for (let i = 1; i < texts.length - 1; i++) {
      const entries = [...(texts[i + 1] as string).matchAll(/ {2}<url>[\s\S]*?<\/url>/g)].map(
        ([entry]) => entry,
      );
      const xDefault = (entry: string) => /hreflang="x-default" href="([^"]+)"/.exec(entry)?.[1];
      const first = entries.filter((e) => xDefault(e) === xDefault(entries[0] as string));
      expect(first).toHaveLength(3);
      expect(bytes(texts[i] as string) + 1 + bytes(first.join('\n'))).toBeGreaterThan(LIMIT);
    }
  });
});
