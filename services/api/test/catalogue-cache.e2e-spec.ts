import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CatalogProductSummary } from '@bolsos/contracts';
import { ResponseCache } from '../src/common/cache/response-cache';
import { PageRenderer } from '../src/site/page-renderer.service';
import { Popular } from '../src/populars/entities/popular.entity';
import { ProductImage } from '../src/products/entities/product-image.entity';
import { ProductTranslation } from '../src/products/entities/product-translation.entity';
import { Product } from '../src/products/entities/product.entity';
import { createProducts, makePopular } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('public cache invalidation on catalogue changes (%s)', (dialect) => {
  let t: TestApp;
  let cache: ResponseCache;
  let products: Product[];
  // An empty web root: pages render their head and data, without any built front end.
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));
  const anon = () => new Client(t.http);
  const LIST = '/api/catalog/products?category=backpacks&lang=es';
  const names = async (url = LIST) =>
    ((await anon().get(url)).body.data as CatalogProductSummary[]).map((p) => p.name);
  /** A write TypeORM's subscribers cannot see: proves an answer comes from the cache. */
  const rawRename = (id: number, name: string) =>
    t.dataSource.query(
      `UPDATE product_translations SET name = '${name}' WHERE product_id = ${id} AND locale = 'es'`,
    );

  beforeAll(async () => {
    t = await startTestApp(dialect, { WEB_ROOT: webRoot });
    cache = t.app.get(ResponseCache);
    products = await createProducts(t, [
      { category: 'backpacks', price: '40.00', names: { es: 'Mochila Uno', en: 'Backpack One' } },
      { category: 'backpacks', price: '50.00', names: { es: 'Mochila Dos' } },
      { category: 'tote_bags', price: '60.00', names: { es: 'Tote Tres' } },
    ]);
    await makePopular(t, [products[0]]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves a repeated GET from the cache, and the next one fresh after a repository save', async () => {
    expect(await names()).toEqual(['Mochila Dos', 'Mochila Uno']);
    await rawRename(products[1].id, 'Cambiada a escondidas');
    expect(await names()).toEqual(['Mochila Dos', 'Mochila Uno']);
    const repo = t.dataSource.getRepository(ProductTranslation);
    const text = await repo.findOneByOrFail({ productId: products[0].id, locale: 'es' });
    text.name = 'Mochila Uno Nueva';
    await repo.save(text);
    expect(await names()).toEqual(['Cambiada a escondidas', 'Mochila Uno Nueva']);
  });

  it('clears on query-builder updates and deletes, and on products leaving or joining the shop', async () => {
    const product = `/api/catalog/products/es/${products[2].translations[0].slug}`;
    expect((await anon().get(product)).body.data.price).toBe('60.00');
    await t.dataSource.getRepository(Product).update(products[2].id, { price: '65.50' });
    expect((await anon().get(product)).body.data.price).toBe('65.50');

    expect((await anon().get(product)).body.data.images).toHaveLength(1);
    await t.dataSource.getRepository(ProductImage).delete({ productId: products[2].id });
    expect((await anon().get(product)).body.data.images).toHaveLength(0);

    await t.dataSource.getRepository(Product).update(products[2].id, { published: false });
    expect((await anon().get(product)).status).toBe(404);
    const sitemap = () =>
      anon()
        .agent.get('/sitemap.xml')
        .then((res) => res.text);
    expect(await sitemap()).not.toContain(products[2].translations[0].slug);
    await t.dataSource.getRepository(Product).update(products[2].id, { published: true });
    expect((await anon().get(product)).status).toBe(200);
    expect(await sitemap()).toContain(products[2].translations[0].slug);
  });

  it('follows the curated Popular list as staff add, reorder and remove entries', async () => {
    const populars = '/api/catalog/populars?lang=es';
    expect(await names(populars)).toEqual(['Mochila Uno Nueva']);
    const repo = t.dataSource.getRepository(Popular);
    const added = await repo.save(repo.create({ productId: products[1].id, position: 1 }));
    expect(await names(populars)).toEqual(['Mochila Uno Nueva', 'Cambiada a escondidas']);
    await repo.update({ productId: products[1].id }, { position: -1 });
    expect(await names(populars)).toEqual(['Cambiada a escondidas', 'Mochila Uno Nueva']);
    await repo.remove(added);
    expect(await names(populars)).toEqual(['Mochila Uno Nueva']);
  });

  it('clears after the transaction commits, and not at all when it rolls back', async () => {
    await anon().get(LIST);
    expect(cache.peek(LIST)).toBeDefined();
    await t.dataSource.transaction(async (manager) => {
      await manager.getRepository(Product).update(products[0].id, { price: '41.00' });
      // Not committed yet: other connections still read the old price, so the entry stays.
      expect(cache.peek(LIST)).toBeDefined();
    });
    expect(cache.peek(LIST)).toBeUndefined();

    await anon().get(LIST);
    await expect(
      t.dataSource.transaction(async (manager) => {
        await manager.getRepository(Product).update(products[0].id, { price: '1.00' });
        throw new Error('staff cancelled');
      }),
    ).rejects.toThrow('staff cancelled');
    expect(cache.peek(LIST)).toBeDefined();
    const prices = (await anon().get(LIST)).body.data.map((p: CatalogProductSummary) => p.price);
    expect(prices).toContain('41.00');
    expect(prices).not.toContain('1.00');
  });

  it('serves server-rendered pages fresh after a change (they read through the same cache)', async () => {
    const pages = t.app.get(PageRenderer);
    const page = async () => (await pages.render('/productos/mochilas', ''))?.stateScript;
    expect(await page()).toContain('Mochila Uno Nueva');
    await rawRename(products[0].id, 'Renombrada en SQL');
    expect(await page()).toContain('Mochila Uno Nueva');
    await t.dataSource.getRepository(Product).update(products[0].id, { price: '42.00' });
    const fresh = await page();
    expect(fresh).toContain('Renombrada en SQL');
    expect(fresh).toContain('"42.00"');
  });
});
