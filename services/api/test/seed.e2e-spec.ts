import fs from 'node:fs';
import path from 'node:path';
import { SeedService } from '../src/database/seed/seed.service';
import { Popular } from '../src/populars/entities/popular.entity';
import { ProductImage } from '../src/products/entities/product-image.entity';
import { Product } from '../src/products/entities/product.entity';
import { RouteRedirect } from '../src/redirects/entities/route-redirect.entity';
import { imageKeys } from '../src/storage/image-processor.service';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('demo seed (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.app.get(SeedService).run();
  }, 120_000);
  afterAll(() => t.close());

  it('creates the demo staff with the documented logins', async () => {
    const admin = new Client(t.http);
    const res = await admin.login('admin@bolsos.test', 'Admin#2026demo');
    expect(res.body.user.roles).toEqual(['admin']);
    const manager = new Client(t.http);
    expect(
      (await manager.login('manager@bolsos.test', 'Manager#2026demo')).body.user.roles,
    ).toEqual(['manager']);
  });

  it('creates ≥ 30 products over the five categories, translated, each with web-ready images', async () => {
    const products = await t.dataSource
      .getRepository(Product)
      .find({ relations: { translations: true, images: true } });
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.category))).toEqual(
      new Set(['backpacks', 'laptop_bags', 'tote_bags', 'fanny_packs', 'crossbody']),
    );
    const translated = products.filter((p) =>
      ['es', 'en', 'zh'].every((l) => p.translations.some((tr) => tr.locale === l)),
    );
    expect(translated.length).toBeGreaterThanOrEqual(30);
    for (const product of products) {
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
    }
    const image = products[0].images[0] as ProductImage;
    const keys = imageKeys(image.storageKey, image.variants);
    for (const key of [keys.original, keys.fallback, ...keys.webp.map((v) => v.key)]) {
      expect(fs.existsSync(path.join(t.config.storage.dir, key))).toBe(true);
    }
    const served = await new Client(t.http).agent.get(`/media/${keys.webp[0].key}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/immutable/);
  });

  it('creates populars and redirects, and is idempotent', async () => {
    expect(await t.dataSource.getRepository(Popular).count()).toBeGreaterThanOrEqual(6);
    expect(await t.dataSource.getRepository(RouteRedirect).count()).toBeGreaterThanOrEqual(2);
    const before = await t.dataSource.getRepository(Product).count();
    await t.app.get(SeedService).run();
    expect(await t.dataSource.getRepository(Product).count()).toBe(before);
  });
});
