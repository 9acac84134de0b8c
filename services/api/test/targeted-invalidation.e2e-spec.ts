import fs from 'node:fs';
import request from 'supertest';
import { buildPath, type Locale, type Product } from '@bolsos/contracts';
import { RouteRedirect } from '../src/redirects/entities/route-redirect.entity';
import { DIALECTS } from './support/databases';
import { standInSite } from './support/stand-in-site';
import { cachedPages } from './support/cached-pages';
import { bagInput, createProduct, picture, saveProduct, upload } from './support/staff-products';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 31 §1: a catalogue write clears only the cached pages and answers that show what it
 * changed. Each kind of write: every page showing the change is rendered again (fresh), and
 * unrelated pages are still cache hits (`cachedPages`).
 */
describe.each(DIALECTS)('targeted cache invalidation (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let alfa: Product;
  let beta: Product;
  let gama: Product;
  const { webRoot } = standInSite();

  const slug = (product: Product) => product.translations.es.slug;
  /** A product's own page in `locale`, in the category it is in now. */
  const pageOf = (product: Product, locale: Locale = 'es') =>
    buildPath(locale, {
      name: 'product',
      category: product.category,
      slug: product.translations[locale]?.slug ?? '',
    });

  const PAGES = {
    alfa: () => `/productos/mochilas/${slug(alfa)}`,
    alfaEn: () => `/en/products/backpacks/${alfa.translations.en?.slug ?? ''}`,
    gama: () => `/productos/tote-bags/${slug(gama)}`,
    beta: () => pageOf(beta),
    betaEn: () => pageOf(beta, 'en'),
    backpacks: () => '/productos/mochilas',
    totes: () => '/productos/tote-bags',
    fannyPacks: () => '/productos/cangureras',
    all: () => '/productos/todos',
    home: () => '/',
    contact: () => '/contacto',
    sitemap: () => '/sitemap.xml',
    catalogJson: () => '/api/catalog/products?category=tote_bags&lang=es',
  };
  const { get, rendered, prime, primeWith404s, renderedAgain } = cachedPages(() => t, PAGES);

  const save = (product: Product, changes: Record<string, unknown>) =>
    saveProduct(admin, product, changes);

  beforeAll(async () => {
    t = await startTestApp(dialect, { WEB_ROOT: webRoot });
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    const make = (name: string, extra: Record<string, unknown>) =>
      createProduct(admin, bagInput(name, { published: true, ...extra }));
    alfa = await make('Mochila Alfa', {
      translations: {
        es: { name: 'Mochila Alfa', description: 'Lona' },
        en: { name: 'Alpha Backpack', description: 'Canvas' },
      },
    });
    beta = await make('Mochila Beta', {
      translations: {
        es: { name: 'Mochila Beta', description: 'Cuero' },
        en: { name: 'Beta Backpack', description: 'Leather' },
      },
    });
    gama = await make('Tote Gama', { category: 'tote_bags' });
    // Home shows the Popular list: Gama is on it, Alfa and Beta are not.
    expect((await admin.post('/api/populars', { product_id: gama.id })).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('a renamed product: its pages, its category’s list, all products and the sitemap', async () => {
    await prime();
    const res = await save(alfa, {
      translations: {
        es: { name: 'Mochila Alfa Nueva', slug: slug(alfa), description: 'Lona' },
        en: { name: 'Alpha Backpack', slug: alfa.translations.en?.slug, description: 'Canvas' },
      },
    });
    expect(res.status).toBe(200);
    alfa = res.body.data;
    expect(await renderedAgain()).toEqual(['alfa', 'alfaEn', 'backpacks', 'all', 'sitemap']);
    expect((await get(PAGES.alfa())).text).toContain('Mochila Alfa Nueva');
    expect((await get(PAGES.backpacks())).text).toContain('Mochila Alfa Nueva');
  });

  it('a new price: the same pages, and no others', async () => {
    await prime();
    const res = await save(alfa, { price: 71.5 });
    expect(res.status).toBe(200);
    alfa = res.body.data;
    expect(await renderedAgain()).toEqual(['alfa', 'alfaEn', 'backpacks', 'all', 'sitemap']);
    expect((await get(PAGES.alfa())).text).toContain('71.50');
  });

  it('a new description: the product’s pages and the sitemap; its lists do not show it', async () => {
    await prime();
    const search = async () =>
      (await request(t.http).get('/api/catalog/search?lang=es&q=impermeable')).body.meta.total;
    expect(await search()).toBe(0);
    const res = await save(alfa, {
      translations: {
        es: { name: alfa.translations.es.name, slug: slug(alfa), description: 'Impermeable' },
        en: { name: 'Alpha Backpack', slug: alfa.translations.en?.slug, description: 'Canvas' },
      },
    });
    expect(res.status).toBe(200);
    alfa = res.body.data;
    // The save moves updated_at, which the sitemap's lastmod shows.
    expect(await renderedAgain()).toEqual(['alfa', 'alfaEn', 'sitemap']);
    expect((await get(PAGES.alfa())).text).toContain('Impermeable');
    // Search reads descriptions: it finds the product by its new one.
    expect(await search()).toBe(1);
  });

  it('an English translation: the product’s pages and lists, other products stay cached', async () => {
    await prime();
    const res = await save(alfa, {
      translations: {
        es: { name: alfa.translations.es.name, slug: slug(alfa), description: 'Lona' },
        en: { name: 'Alpha Pack', slug: alfa.translations.en?.slug, description: 'Canvas' },
      },
    });
    expect(res.status).toBe(200);
    alfa = res.body.data;
    const again = await renderedAgain();
    expect(again).toEqual(expect.arrayContaining(['alfaEn', 'backpacks', 'all', 'sitemap']));
    expect(again).not.toEqual(expect.arrayContaining(['gama']));
    expect(again).not.toContain('totes');
    expect(again).not.toContain('home');
    expect((await get(PAGES.alfaEn())).text).toContain('Alpha Pack');
  });

  it('an image added: the product’s pages and the lists its card is in', async () => {
    await prime();
    const added = await upload(admin, alfa.id, [
      { data: await picture('png', 24), name: 'alfa.png', type: 'image/png' },
    ]);
    expect(added.status).toBe(201);
    // The sitemap lists no pictures: it stays cached, as every other page does.
    expect(await renderedAgain()).toEqual(['alfa', 'alfaEn', 'backpacks', 'all']);
  });

  /** The address of the first picture a page shows of `product` (its card's, its page's). */
  const firstPicture = (html: string, imageIds: { url: string }[]) =>
    imageIds.findIndex((image) => html.includes(image.url.replace(/\.[a-z]+$/, '')));

  it('images reordered: the product’s pages and the lists its card (the first one) is in', async () => {
    const second = await upload(admin, alfa.id, [
      { data: await picture('png', 200), name: 'alfa-2.png', type: 'image/png' },
    ]);
    expect(second.status).toBe(201);
    const images = (await admin.get(`/api/products/${alfa.id}`)).body.data.images as {
      id: number;
      url: string;
    }[];
    expect(images).toHaveLength(2);
    await prime();
    expect(firstPicture((await get(PAGES.backpacks())).text, images)).toBe(0);
    const reordered = await admin.put(`/api/products/${alfa.id}/images/order`, {
      ids: [images[1]?.id, images[0]?.id],
    });
    expect(reordered.status).toBe(200);
    const again = await renderedAgain();
    // The sitemap lists no pictures: it stays cached.
    expect(again).toEqual(['alfa', 'alfaEn', 'backpacks', 'all']);
    // The lists' card shows the new first picture: they were rendered with the new order.
    expect(firstPicture((await get(PAGES.backpacks())).text, images)).toBe(1);
    expect(firstPicture((await get(PAGES.all())).text, images)).toBe(1);
  });

  it('an image deleted: the product’s pages and the lists its card is in, no others', async () => {
    const images = (await admin.get(`/api/products/${alfa.id}`)).body.data.images as {
      id: number;
      url: string;
    }[];
    expect(images).toHaveLength(2);
    await prime();
    const gone = images[0] as { id: number; url: string };
    expect((await get(PAGES.alfa())).text).toContain(gone.url.replace(/\.[a-z]+$/, ''));
    const deleted = await admin.delete(`/api/products/${alfa.id}/images/${gone.id}`);
    expect(deleted.status).toBe(204);
    const again = await renderedAgain();
    // The sitemap lists no pictures: it stays cached.
    expect(again).toEqual(['alfa', 'alfaEn', 'backpacks', 'all']);
    for (const page of ['alfa', 'alfaEn', 'backpacks', 'all'] as const)
      expect([
        page,
        (await get(PAGES[page]())).text.includes(gone.url.replace(/\.[a-z]+$/, '')),
      ]).toEqual([page, false]);
  });

  it('a product deleted: its pages are gone, its lists fresh, other categories stay cached', async () => {
    const delta = await createProduct(
      admin,
      bagInput('Mochila Delta', {
        published: true,
        translations: {
          es: { name: 'Mochila Delta', description: 'Lona' },
          en: { name: 'Delta Backpack', description: 'Canvas' },
        },
      }),
    );
    expect(
      (
        await upload(admin, delta.id, [
          { data: await picture('png', 300), name: 'delta.png', type: 'image/png' },
        ])
      ).status,
    ).toBe(201);
    const own = [pageOf(delta), pageOf(delta, 'en')];
    await prime();
    for (const page of own) await get(page);
    for (const page of own) expect([page, rendered(await get(page))]).toEqual([page, false]);
    expect((await get(PAGES.backpacks())).text).toContain('Mochila Delta');

    expect((await admin.delete(`/api/products/${delta.id}`)).status).toBe(204);
    // Its pages in each language are gone at once, not served from the cache.
    for (const page of own) expect([page, (await get(page)).status]).toEqual([page, 404]);
    expect(await renderedAgain()).toEqual(['backpacks', 'all', 'sitemap']);
    for (const page of ['backpacks', 'all', 'sitemap'] as const)
      expect([page, (await get(PAGES[page]())).text.includes(slug(delta))]).toEqual([page, false]);
    expect((await get(PAGES.backpacks())).text).not.toContain('Mochila Delta');
  });

  it('unpublished, then published again: its pages and lists, not the other category’s', async () => {
    await prime();
    const hidden = await admin.post('/api/products/bulk', { action: 'unpublish', ids: [beta.id] });
    expect(hidden.status).toBe(200);
    const again = await renderedAgain();
    expect(again).toEqual(expect.arrayContaining(['backpacks', 'all', 'sitemap']));
    for (const unrelated of ['alfa', 'alfaEn', 'gama', 'totes', 'home', 'contact', 'catalogJson'])
      expect(again).not.toContain(unrelated);
    // Its own pages, in each language it has, are gone at once: not the cached pages.
    for (const page of ['beta', 'betaEn'] as const)
      expect([page, (await get(PAGES[page]())).status]).toEqual([page, 404]);
    expect((await get(PAGES.backpacks())).text).not.toContain('Mochila Beta');

    await primeWith404s();
    expect(
      (await admin.post('/api/products/bulk', { action: 'publish', ids: [beta.id] })).status,
    ).toBe(200);
    expect(await renderedAgain()).toEqual(['beta', 'betaEn', 'backpacks', 'all', 'sitemap']);
    expect((await get(PAGES.beta())).text).toContain('Mochila Beta');
    expect((await get(PAGES.betaEn())).text).toContain('Beta Backpack');
    expect((await get(PAGES.backpacks())).text).toContain('Mochila Beta');
  });

  it('a category change: both categories’ lists, the product’s pages, not a third category', async () => {
    await prime();
    const before = { es: PAGES.beta(), en: PAGES.betaEn() };
    const res = await save(beta, { category: 'tote_bags' });
    expect(res.status).toBe(200);
    beta = res.body.data;
    // Its pages at their old addresses are not the cached pages any more: they send visitors on
    // to the new ones, which are rendered.
    for (const [locale, old] of Object.entries(before) as [Locale, string][]) {
      const moved = await get(old);
      expect([old, moved.status, moved.headers.location]).toEqual([
        old,
        301,
        encodeURI(pageOf(beta, locale)),
      ]);
    }
    const again = await renderedAgain();
    expect(again).toEqual(
      expect.arrayContaining([
        'beta',
        'betaEn',
        'backpacks',
        'totes',
        'all',
        'sitemap',
        'catalogJson',
      ]),
    );
    for (const unrelated of ['alfa', 'alfaEn', 'gama', 'fannyPacks', 'home', 'contact'])
      expect(again).not.toContain(unrelated);
    expect((await get(PAGES.beta())).text).toContain('Mochila Beta');
    expect((await get(PAGES.betaEn())).text).toContain('Beta Backpack');
    expect((await get(PAGES.totes())).text).toContain('Mochila Beta');
    expect((await get(PAGES.backpacks())).text).not.toContain('Mochila Beta');
  });

  it('the Popular list: Home (and Contact, which shares its first photo), no product or list', async () => {
    await prime();
    expect((await admin.post('/api/populars', { product_id: alfa.id })).status).toBe(201);
    expect(await renderedAgain()).toEqual(['home', 'contact']);
    expect((await get(PAGES.home())).text).toContain(alfa.translations.es.name);
  });

  it('a change to a popular product: its pages, its lists and Home, which shows it', async () => {
    await prime();
    const res = await save(gama, { price: 33.3 });
    expect(res.status).toBe(200);
    gama = res.body.data;
    const again = await renderedAgain();
    expect(again).toEqual(
      expect.arrayContaining(['gama', 'totes', 'all', 'home', 'contact', 'catalogJson']),
    );
    for (const unrelated of ['alfa', 'alfaEn', 'backpacks', 'fannyPacks'])
      expect(again).not.toContain(unrelated);
  });

  it('a redirect: only what answers an address that is no page; every page stays cached', async () => {
    await prime();
    expect((await get('/viejo')).status).toBe(404);
    await t.dataSource
      .getRepository(RouteRedirect)
      .save({ fromPath: '/viejo', to: PAGES.gama(), status: 301 });
    const moved = await get('/viejo');
    expect(moved.status).toBe(301);
    expect(await renderedAgain()).toEqual([]);
  });
  it('a list’s total is counted again only after a write that changes which products it holds', async () => {
    const total = async (query: string) => {
      // A page of its own each time, so the answer is built (and its total read) anew.
      const res = await get(
        `/api/catalog/products?lang=es&per_page=1&page=${++pageAsked}&${query}`,
      );
      expect(res.status).toBe(200);
      return (res.body as { meta: { total: number } }).meta.total;
    };
    let pageAsked = 0;
    const totes = await total('category=tote_bags');
    const all = await total('');
    // A tote written around the API: no write names a list, so the totals kept do not count it.
    await t.dataSource.query(
      "INSERT INTO products (category, price, published) VALUES ('tote_bags', '10.00', 1)",
    );
    const [{ id }] = (await t.dataSource.query('SELECT MAX(id) AS id FROM products')) as {
      id: number;
    }[];
    await t.dataSource.query(
      "INSERT INTO product_translations (product_id, locale, name, slug, description, search_text) VALUES (?, 'es', 'Tote a mano', ?, 'Lona.', 'tote a mano')",
      [Number(id), `tote-a-mano-${id}`],
    );
    expect([await total('category=tote_bags'), await total('')]).toEqual([totes, all]);
    // New prices move products within their lists, not in or out: every total is kept.
    const backpack = await save(alfa, { price: 41 });
    expect([backpack.status, backpack.body.data.category]).toEqual([200, 'backpacks']);
    alfa = backpack.body.data;
    const tote = await save(gama, { price: 35 });
    expect(tote.status).toBe(200);
    gama = tote.body.data;
    expect([await total('category=tote_bags'), await total('')]).toEqual([totes, all]);
    // A backpack moved to the totes: both categories' totals and all products' are counted
    // again (and now see the hand-written tote).
    const moved = await save(alfa, { category: 'tote_bags' });
    expect([moved.status, moved.body.data.category]).toEqual([200, 'tote_bags']);
    alfa = moved.body.data;
    expect([await total('category=tote_bags'), await total('')]).toEqual([totes + 2, all + 1]);
  });
});
