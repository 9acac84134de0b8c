import type { CatalogProductSummary } from '@bolsos/contracts';
import { createMessage, createProducts, makePopular } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('catalogue, populars, staff products and dashboard (%s)', (dialect) => {
  let t: TestApp;
  let staff: Client;
  const anon = () => new Client(t.http);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'] });
    const products = await createProducts(t, [
      {
        category: 'backpacks',
        price: '49.90',
        names: { es: 'Mochila Azul', en: 'Blue Backpack', zh: '蓝色双肩包' },
        images: 2,
      },
      { category: 'backpacks', price: '19.50', names: { es: 'Mochila Ñandú' } },
      { category: 'tote_bags', price: '120.00', names: { es: 'Bolso Tote', en: 'Tote Bag' } },
      {
        category: 'backpacks',
        price: '75.00',
        published: false,
        names: { es: 'Mochila Oculta', en: 'Hidden Backpack' },
      },
    ]);
    // Curated order differs from insertion order; the hidden product must never reach shoppers.
    await makePopular(t, [products[2], products[3], products[0], products[1]]);
    await createMessage(t, 'Ana');
    await createMessage(t, 'Beto');
    staff = new Client(t.http);
    await staff.login('manager@bolsos.test');
  });
  afterAll(() => t.close());

  it('lists populars in curated order, published only, and in English only those it has the text of', async () => {
    const res = await anon().get('/api/catalog/populars?lang=en');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public/);
    const data = res.body.data as CatalogProductSummary[];
    // Mochila Ñandú has no English text: Spanish is not passed off as English.
    expect(data.map((p) => [p.name, p.locale])).toEqual([
      ['Tote Bag', 'en'],
      ['Blue Backpack', 'en'],
    ]);
    const es = await anon().get('/api/catalog/populars?lang=es');
    expect(es.body.data.map((p: CatalogProductSummary) => p.name)).toContain('Mochila Ñandú');
    expect(data[1].path).toBe(`/en/products/backpacks/${data[1].slug}`);
    expect(data[1].image).toEqual({
      url: expect.stringMatching(/^\/media\/products\/[0-9a-f]{32}-800\.jpg$/),
      srcset: expect.stringMatching(/-400\.webp 400w, .*-800\.webp 800w, .*-1000\.webp 1000w$/),
      width: 800,
      height: 600,
      alt: 'Mochila Azul 0',
    });
    const zh = await anon().get('/api/catalog/populars?lang=zh');
    expect(zh.body.data).toHaveLength(1);
    expect(zh.body.data[0]).toMatchObject({
      name: '蓝色双肩包',
      path: expect.stringMatching(/^\/zh\/产品\/双肩包\//),
    });
    expect((await anon().get('/api/catalog/populars?lang=fr')).status).toBe(422);
  });

  it('lists catalogue products by category, sorted, paged', async () => {
    const res = await anon().get(
      '/api/catalog/products?category=backpacks&sort=price_asc&lang=es&per_page=1&page=2',
    );
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 2, page: 2, per_page: 1, from: 2, to: 2 });
    expect(res.body.data.map((p: CatalogProductSummary) => p.name)).toEqual(['Mochila Azul']);
    const all = await anon().get('/api/catalog/products?sort=price_desc');
    expect(all.body.data.map((p: CatalogProductSummary) => p.price)).toEqual([
      '120.00',
      '49.90',
      '19.50',
    ]);
    const newest = await anon().get('/api/catalog/products');
    expect(newest.body.data.map((p: CatalogProductSummary) => p.name)).toEqual([
      'Bolso Tote',
      'Mochila Ñandú',
      'Mochila Azul',
    ]);
    expect((await anon().get('/api/catalog/products?category=shoes')).status).toBe(422);
  });

  it('filters by an inclusive price range, and refuses a range that cannot be', async () => {
    const prices = async (query: string) =>
      (await anon().get(`/api/catalog/products?sort=price_asc&${query}`)).body.data.map(
        (p: CatalogProductSummary) => p.price,
      );
    expect(await prices('min_price=19.50&max_price=49.90')).toEqual(['19.50', '49.90']);
    expect(await prices('min_price=49.91')).toEqual(['120.00']);
    expect(await prices('max_price=19.49')).toEqual([]);
    const range = await anon().get(
      '/api/catalog/products?category=backpacks&min_price=20&max_price=20',
    );
    expect(range.body.meta.total).toBe(0);
    const client = anon();
    client.lang = 'es';
    const reversed = await client.get('/api/catalog/products?min_price=50&max_price=10');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ max_price: ['Debe ser mayor o igual que 50'] });
    const bad = await client.get('/api/catalog/products?min_price=abc&max_price=-1');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['min_price', 'max_price']);
  });

  it('gives staff every product with all translations, searchable without accents', async () => {
    expect((await anon().get('/api/products')).status).toBe(401);
    const all = await staff.get('/api/products');
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(4);
    expect(all.body.data[0]).toMatchObject({
      published: false,
      translations: { es: { name: 'Mochila Oculta' } },
    });
    const search = await staff.get('/api/products?search=nandu');
    expect(
      search.body.data.map(
        (p: { translations: { es: { name: string } } }) => p.translations.es.name,
      ),
    ).toEqual(['Mochila Ñandú']);
    const english = await staff.get('/api/products?search=BLUE');
    expect(english.body.meta.total).toBe(1);
    const totes = await staff.get('/api/products?category=tote_bags');
    expect(totes.body.data).toHaveLength(1);
    expect(totes.body.data[0].images[0].variants.map((v: { width: number }) => v.width)).toEqual([
      400, 800, 1000,
    ]);
  });

  it('shows staff the popular list with products, and the dashboard', async () => {
    const populars = await staff.get('/api/populars');
    expect(populars.body.data).toHaveLength(4);
    expect(populars.body.data[1].product.published).toBe(false);
    expect((await anon().get('/api/dashboard')).status).toBe(401);
    const dash = await staff.get('/api/dashboard');
    expect(dash.body.counts).toEqual({ products: 4, users: 1, populars: 4 });
    expect(dash.body.recent_messages.map((m: { name: string }) => m.name)).toEqual(['Beto', 'Ana']);
  });
});
