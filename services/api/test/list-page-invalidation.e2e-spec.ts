import fs from 'node:fs';
import type { Product } from '@bolsos/contracts';
import { DIALECTS } from './support/databases';
import { standInSite } from './support/stand-in-site';
import { cachedPages } from './support/cached-pages';
import { bagInput, createProduct, picture, saveProduct, upload } from './support/staff-products';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 31 §1, page by page: a write clears the pages of a list where the product sits or that
 * shift, not every page of it. Three backpacks, one a page: in the newest-first order a new name,
 * price or picture changes only the page showing its card; a new price also every page in price
 * order (rows move there); hiding a product shifts every page of its lists.
 */
describe.each(DIALECTS)('list pages a write clears (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let oldest: Product;
  let middle: Product;
  const { webRoot } = standInSite();

  const json = (query: string) =>
    `/api/catalog/products?lang=es&category=backpacks&per_page=1&${query}`;
  const PAGES = {
    newest1: () => json('page=1'),
    newest2: () => json('page=2'),
    newest3: () => json('page=3'),
    cheapest1: () => json('sort=price_asc&page=1'),
    cheapest3: () => json('sort=price_asc&page=3'),
    bounded: () => json('min_price=1&page=1'),
    html: () => '/productos/mochilas',
    htmlByPrice: () => '/productos/mochilas?sort=price_desc',
  };
  const { get, prime, renderedAgain } = cachedPages(() => t, PAGES);

  const save = (product: Product, changes: Record<string, unknown>) =>
    saveProduct(admin, product, changes);

  beforeAll(async () => {
    t = await startTestApp(dialect, { WEB_ROOT: webRoot });
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    // Newest first: newest1 shows the last made, newest3 the oldest. By price: 30, 40, 50.
    oldest = await createProduct(admin, bagInput('Mochila Uno', { price: 40 }));
    middle = await createProduct(admin, bagInput('Mochila Dos', { price: 50 }));
    await createProduct(admin, bagInput('Mochila Tres', { price: 30 }));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('a new name: only the pages showing its card', async () => {
    await prime();
    const res = await save(oldest, {
      translations: { es: { name: 'Mochila Uno Nueva', description: 'Cuero y lona' } },
    });
    expect(res.status).toBe(200);
    oldest = res.body.data as Product;
    // Newest order: page 3 shows it (the bounded list's page 1 shows the newest). Price order:
    // 40 is page 2, not primed; the HTML pages show every card.
    expect(await renderedAgain()).toEqual(['newest3', 'html', 'htmlByPrice']);
    expect((await get(PAGES.newest3())).text).toContain('Mochila Uno Nueva');
  });

  it('a picture: only the pages showing its card', async () => {
    await prime();
    const added = await upload(admin, middle.id, [
      { data: await picture('png', 24), name: 'dos.png', type: 'image/png' },
    ]);
    expect(added.status).toBe(201);
    // Newest order: page 2 shows it; by price, 50 is the dearest: the last page.
    expect(await renderedAgain()).toEqual(['newest2', 'cheapest3', 'html', 'htmlByPrice']);
  });

  it('a new price: its card, and every page in price order or within price bounds', async () => {
    await prime();
    // 40 → 60: the dearest now, so every page in price order shifts.
    const res = await save(oldest, { price: 60 });
    expect(res.status).toBe(200);
    oldest = res.body.data as Product;
    expect(await renderedAgain()).toEqual([
      'newest3',
      'cheapest1',
      'cheapest3',
      'bounded',
      'html',
      'htmlByPrice',
    ]);
    const last = await get(PAGES.cheapest3());
    expect(last.text).toContain('Mochila Uno Nueva');
  });

  it('hidden: every page of its lists shifts', async () => {
    await prime();
    const res = await save(middle, { published: false });
    expect(res.status).toBe(200);
    expect(await renderedAgain()).toEqual(Object.keys(PAGES));
  });
});
