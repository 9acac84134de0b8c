import { API_PATHS, apiUrl, type Product } from '@bolsos/contracts';
import { DIALECTS } from './support/databases';
import {
  bagInput,
  createProduct,
  filesOf,
  picture,
  rowsOf,
  startStaffApp,
  upload,
} from './support/staff-products';
import type { Client, TestApp } from './support/test-app';
import fs from 'node:fs';

/**
 * Issue 30: "Duplicate" on a product makes an unpublished copy with new slugs, its names marked as
 * a copy, its texts, category and price, and its images in order with their alt texts (sharing the
 * original's files, which stay while either uses them).
 */
describe.each(DIALECTS)('duplicate a product (%s)', (dialect) => {
  let t: TestApp;
  let manager: Client;
  let original: Product;

  beforeAll(async () => {
    ({ t, manager } = await startStaffApp(dialect));
    original = await createProduct(
      manager,
      bagInput('Mochila Doble', {
        price: 77.25,
        published: true,
        translations: {
          es: { name: 'Mochila Doble', slug: 'mochila-doble', description: 'Lona y cuero' },
          en: { name: 'Double Backpack', description: 'Canvas and leather' },
          zh: { name: '双肩包', slug: '双肩包', description: '帆布和皮革' },
        },
      }),
    );
    const res = await upload(
      manager,
      original.id,
      [
        { data: await picture('png', 30, 300, 200), name: 'a.png' },
        { data: await picture('png', 200, 300, 200), name: 'b.png' },
      ],
      { es: 'Frente', zh: '正面' },
    );
    expect(res.status).toBe(201);
    original = (await manager.get(apiUrl(API_PATHS.product(original.id)))).body.data as Product;
  });
  afterAll(() => t.close());

  it('makes an unpublished copy with new slugs and the same images, in order', async () => {
    const res = await manager.post(apiUrl(API_PATHS.productDuplicate(original.id)));
    expect([res.status, res.body.errors]).toEqual([201, undefined]);
    const copy = res.body.data as Product;
    expect(copy.id).not.toBe(original.id);
    expect(copy.published).toBe(false);
    expect([copy.category, copy.price]).toEqual([original.category, original.price]);
    expect(copy.translations.es).toEqual({
      name: 'Mochila Doble (copia)',
      slug: 'mochila-doble-copia',
      description: 'Lona y cuero',
    });
    expect(copy.translations.en?.name).toBe('Double Backpack (copy)');
    expect(copy.translations.zh?.name).toBe('双肩包（副本）');
    for (const locale of ['es', 'en', 'zh'] as const) {
      expect(copy.translations[locale]?.slug).toBeTruthy();
      expect(copy.translations[locale]?.slug).not.toBe(original.translations[locale]?.slug);
    }
    expect(copy.images.map((image) => [image.position, image.alt, image.width])).toEqual(
      original.images.map((image) => [image.position, image.alt, image.width]),
    );
    expect(copy.images.map((image) => image.id)).not.toEqual(
      original.images.map((image) => image.id),
    );

    // A second copy takes the next free slug.
    const again = await manager.post(apiUrl(API_PATHS.productDuplicate(original.id)));
    expect(again.status).toBe(201);
    expect((again.body.data as Product).translations.es.slug).toBe('mochila-doble-copia-2');
  });

  it("keeps the shared files when the copy is deleted, and the original's images still work", async () => {
    const res = await manager.post(apiUrl(API_PATHS.productDuplicate(original.id)));
    const copy = res.body.data as Product;
    expect((await manager.delete(apiUrl(API_PATHS.product(copy.id)))).status).toBe(204);
    for (const row of await rowsOf(t, original.id)) {
      for (const file of filesOf(t, row)) expect(fs.existsSync(file)).toBe(true);
    }
  });

  it('answers 404 for a product that does not exist', async () => {
    const res = await manager.post(apiUrl(API_PATHS.productDuplicate(999999)));
    expect(res.status).toBe(404);
  });
});
