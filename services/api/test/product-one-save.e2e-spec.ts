import { API_PATHS, apiUrl, type Product, type ProductImage } from '@bolsos/contracts';
import { DIALECTS } from './support/databases';
import {
  bagInput,
  createProduct,
  picture,
  rowsOf,
  startStaffApp,
  upload,
} from './support/staff-products';
import type { Client, TestApp } from './support/test-app';

/**
 * Issue 30: the product form's one Save. PUT /api/products/{id} with `images` stores the fields,
 * the images' new order and every alt text in one transaction; a list that is not the product's
 * images refuses the whole Save.
 */
describe.each(DIALECTS)('one Save per product (%s)', (dialect) => {
  let t: TestApp;
  let manager: Client;
  let product: Product;
  let images: ProductImage[];

  beforeAll(async () => {
    ({ t, manager } = await startStaffApp(dialect));
    product = await createProduct(manager, bagInput('Mochila Una'));
    const res = await upload(manager, product.id, [
      { data: await picture('png', 10, 300, 200), name: 'a.png' },
      { data: await picture('png', 120, 300, 200), name: 'b.png' },
      { data: await picture('png', 240, 300, 200), name: 'c.png' },
    ]);
    expect(res.status).toBe(201);
    images = res.body.data;
  });
  afterAll(() => t.close());

  const url = () => apiUrl(API_PATHS.product(product.id));

  it('saves the price, the new order and the alt texts together, and they read back', async () => {
    const [a, b, c] = images;
    const res = await manager.put(url(), {
      ...bagInput('Mochila Una'),
      price: 59.5,
      images: [
        { id: c.id, alt: { es: 'Vista trasera', en: 'Back view', zh: '背面' } },
        { id: a.id, alt: { es: ' Frente ', en: '' } },
        // No alt: the image keeps its texts.
        { id: b.id },
      ],
    });
    expect([res.status, res.body.errors]).toEqual([200, undefined]);
    const saved = res.body.data as Product;
    expect(saved.price).toBe('59.50');
    expect(saved.images.map((image) => [image.id, image.alt])).toEqual([
      [c.id, { es: 'Vista trasera', en: 'Back view', zh: '背面' }],
      [a.id, { es: 'Frente' }],
      // Uploaded without alt texts and left out: still none.
      [b.id, {}],
    ]);
    expect(saved.images.map((image) => image.position)).toEqual([0, 1, 2]);
    const again = (await manager.get(url())).body.data as Product;
    expect(again.images).toEqual(saved.images);
    expect((await rowsOf(t, product.id)).map((row) => [row.id, row.altEn, row.altZh])).toEqual([
      [c.id, 'Back view', '背面'],
      [a.id, null, null],
      [b.id, null, null],
    ]);
  });

  it('refuses a list that leaves an image out or names another, and changes nothing', async () => {
    const before = (await manager.get(url())).body.data as Product;
    const [first, second] = before.images;
    for (const list of [
      [{ id: first.id }, { id: second.id }],
      [...before.images.map((image) => ({ id: image.id })), { id: 999999 }],
      [{ id: first.id }, { id: first.id }, { id: second.id }],
    ]) {
      const res = await manager.put(url(), {
        ...bagInput('Mochila Otra'),
        images: list,
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['images']);
    }
    const after = (await manager.get(url())).body.data as Product;
    expect(after.translations.es.name).toBe('Mochila Una');
    expect(after.images).toEqual(before.images);
  });

  it('checks each alt text with the contract: too long is a 422 on its path', async () => {
    const res = await manager.put(url(), {
      ...bagInput('Mochila Una'),
      images: images.map((image) => ({ id: image.id, alt: { en: 'x'.repeat(201) } })),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain('images.0.alt.en');
  });

  it('saves the fields alone when `images` is left out, as before', async () => {
    const before = (await manager.get(url())).body.data as Product;
    const res = await manager.put(url(), { ...bagInput('Mochila Sola'), price: 12 });
    expect(res.status).toBe(200);
    expect((res.body.data as Product).images).toEqual(before.images);
  });
});
