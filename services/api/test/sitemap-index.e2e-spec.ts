import request from 'supertest';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 31: past one file's URL limit, /sitemap.xml is an index of parts crawlers can fetch. */
describe.each(DIALECTS)('sitemap index (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // 60 URLs a file (20 products in three languages): the pages and 25 products need an index.
    t = await startTestApp(dialect, { SITEMAP_MAX_URLS: '60' });
    await createProducts(
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

  it('answers 404 for a part that does not exist', async () => {
    expect((await get('/sitemaps/products-3.xml')).status).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).status).toBe(404);
    expect((await get('/sitemaps/otra.xml')).status).toBe(404);
  });
});
