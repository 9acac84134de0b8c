import { API_PATHS, apiUrl, LIMITS, type Locale, type ProductImage } from '@bolsos/contracts';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Popular } from '../src/populars/entities/popular.entity';
import { ProductImage as ProductImageRow } from '../src/products/entities/product-image.entity';
import { DIALECTS } from './support/databases';
import { Client, type TestApp } from './support/test-app';

import {
  bagInput,
  createProduct,
  filesOf,
  picture,
  rowsOf,
  upload,
  type UploadFile,
  startStaffApp,
} from './support/staff-products';
import { translate } from '../src/common/i18n/messages';

describe.each(DIALECTS)('staff product images API (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;

  beforeAll(async () => {
    ({ t, admin, manager } = await startStaffApp(dialect));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    admin.lang = undefined;
    manager.lang = undefined;
  });

  it('uploads real PNG and JPEG files: type by content, metadata stripped, WebP renditions, alt texts', async () => {
    const product = await createProduct(manager, {
      ...bagInput('Mochila Fotográfica'),
      translations: {
        es: { name: 'Mochila Fotográfica' },
        en: { name: 'Camera Backpack', description: 'For cameras' },
      },
    });
    const jpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#8a4b2a' },
    })
      .withMetadata({ exif: { IFD0: { Artist: 'secret photographer' } } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret photographer'))).toBe(true);
    const png = await picture('png', 30, 500, 500);

    const res = await upload(
      manager,
      product.id,
      [
        { data: png, name: 'front.png', type: 'image/png' },
        // The name and declared type lie; the bytes are a JPEG, and that is what counts.
        { data: jpeg, name: 'side.txt', type: 'text/plain' },
      ],
      { en: 'Camera backpack, side view' },
    );
    expect(res.status).toBe(201);
    const images = res.body.data as ProductImage[];
    expect(images).toEqual([
      {
        id: expect.any(Number),
        position: 0,
        alt: { en: 'Camera backpack, side view' },
        width: 500,
        height: 500,
        url: expect.stringMatching(/^\/media\/products\/[0-9a-f]{32}-500\.jpg$/),
        variants: [
          { width: 400, url: expect.stringMatching(/-400\.webp$/) },
          { width: 500, url: expect.stringMatching(/-500\.webp$/) },
        ],
      },
      {
        id: expect.any(Number),
        position: 1,
        alt: { en: 'Camera backpack, side view' },
        width: 1200,
        height: 800,
        url: expect.stringMatching(/^\/media\/products\/[0-9a-f]{32}-800\.jpg$/),
        variants: [400, 800, 1200].map((width) => ({
          width,
          url: expect.stringMatching(new RegExp(`-${width}\\.webp$`)),
        })),
      },
    ]);
    expect((await manager.get(`/api/products/${product.id}`)).body.data.images).toEqual(images);

    const rows = await rowsOf(t, product.id);
    for (const row of rows)
      for (const file of filesOf(t, row)) expect(fs.existsSync(file)).toBe(true);
    const stored = fs.readFileSync(filesOf(t, rows[1])[0]);
    expect(stored.includes(Buffer.from('secret photographer'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const webp = await sharp(fs.readFileSync(filesOf(t, rows[1])[2])).metadata();
    expect([webp.format, webp.width]).toEqual(['webp', 400]);
    // Served from the public media path.
    const served = await new Client(t.http).agent.get(images[0].variants[0].url);
    expect([served.status, served.headers['content-type']]).toEqual([200, 'image/webp']);

    // Alt text: the one written for the language, else the Spanish one, else the product's name.
    const page = async (locale: Locale, slug: string) =>
      (await new Client(t.http).get(apiUrl(API_PATHS.catalogProduct(locale, slug)))).body.data;
    expect((await page('en', 'camera-backpack')).images.map((i: { alt: string }) => i.alt)).toEqual(
      ['Camera backpack, side view', 'Camera backpack, side view'],
    );
    expect(
      (await page('es', 'mochila-fotografica')).images.map((i: { alt: string }) => i.alt),
    ).toEqual(['Mochila Fotográfica', 'Mochila Fotográfica']);
  });

  it('refuses files that are not JPEG, PNG, WebP, AVIF or GIF by content, in the caller’s language, storing nothing', async () => {
    const product = await createProduct(manager, bagInput('Mochila Estricta'));
    const filesBefore = fs.existsSync(path.join(t.config.storage.dir, 'products'))
      ? fs.readdirSync(path.join(t.config.storage.dir, 'products')).length
      : 0;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const cases: [string, UploadFile[], Record<string, string[]>][] = [
      [
        'en',
        [
          {
            data: Buffer.from('just some text, not a picture'),
            name: 'photo.jpg',
            type: 'image/jpeg',
          },
        ],
        { 'images.0': ['photo.jpg is not a JPEG, PNG, WebP, AVIF or GIF image'] },
      ],
      [
        'es',
        [
          { data: await picture('png', 90), name: 'bien.png' },
          { data: svg, name: 'dibujo.png', type: 'image/png' },
        ],
        { 'images.1': ['dibujo.png no es una imagen JPEG, PNG, WebP, AVIF o GIF'] },
      ],
      [
        'zh',
        [
          // Processed and stored first, then dropped with the rest when the next one fails.
          { data: await picture('png', 95), name: '好.png' },
          // A PNG signature over garbage: the header passes, the decoder does not.
          {
            data: Buffer.concat([(await picture('png', 5)).subarray(0, 40), Buffer.alloc(200, 7)]),
            name: '坏.png',
          },
        ],
        { 'images.1': ['坏.png 不是 JPEG、PNG、WebP、AVIF 或 GIF 图片'] },
      ],
    ];
    for (const [lang, files, errors] of cases) {
      manager.lang = lang;
      const res = await upload(manager, product.id, files);
      expect([res.status, res.body.errors]).toEqual([422, errors]);
    }
    expect(await rowsOf(t, product.id)).toEqual([]);
    const filesAfter = fs.existsSync(path.join(t.config.storage.dir, 'products'))
      ? fs.readdirSync(path.join(t.config.storage.dir, 'products')).length
      : 0;
    // The good PNGs sent beside the bad files were not kept either: all or nothing.
    expect(filesAfter).toBe(filesBefore);
  });

  it('refuses an oversized file with 413, and too many images with 422, in the caller’s language', async () => {
    const product = await createProduct(manager, bagInput('Mochila Llena'));
    manager.lang = 'en';
    const huge = Buffer.concat([await picture('png', 1), Buffer.alloc(LIMITS.imageMaxBytes, 1)]);
    const big = await upload(manager, product.id, [{ data: huge, name: 'huge.png' }]);
    expect([big.status, big.body]).toEqual([413, { message: 'Each image must be at most 8 MB' }]);
    manager.lang = 'es';
    expect(
      (await upload(manager, product.id, [{ data: huge, name: 'huge.png' }])).body.message,
    ).toBe('Cada imagen debe pesar como máximo 8 MB');

    // Few bytes, many pixels: what decoding would cost is what counts.
    const vast = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    expect(vast.length).toBeLessThan(LIMITS.imageMaxBytes);
    const pixels = await upload(manager, product.id, [{ data: vast, name: 'vast.png' }]);
    expect([pixels.status, pixels.body.errors]).toEqual([
      422,
      { 'images.0': ['vast.png es demasiado grande: como máximo 40 megapíxeles'] },
    ]);

    // The same small picture many times: rows count, even when their files are shared.
    const small = await picture('png', 300, 40, 40);
    const fill = await upload(
      manager,
      product.id,
      Array.from({ length: LIMITS.imagesPerProduct - 1 }, (_, i) => ({
        data: small,
        name: `${i}.png`,
      })),
    );
    expect(fill.status).toBe(201);
    expect(fill.body.data).toHaveLength(LIMITS.imagesPerProduct - 1);
    manager.lang = 'en';
    const over = await upload(manager, product.id, [
      { data: small, name: 'a.png' },
      { data: small, name: 'b.png' },
    ]);
    expect([over.status, over.body.errors]).toEqual([
      422,
      { images: [`A product can have at most ${LIMITS.imagesPerProduct} images`] },
    ]);
    expect(await rowsOf(t, product.id)).toHaveLength(LIMITS.imagesPerProduct - 1);
    const last = await upload(manager, product.id, [{ data: small, name: 'last.png' }]);
    expect(last.status).toBe(201);
    expect(last.body.data).toHaveLength(LIMITS.imagesPerProduct);
  });

  it('answers malformed or misaddressed uploads with 400/422 and a message, never 500', async () => {
    const product = await createProduct(manager, bagInput('Mochila Rara'));
    const url = `/api/products/${product.id}/images`;
    const raw = () =>
      manager
        .raw('post', url)
        .set('Accept', 'application/json')
        .set('Accept-Language', 'en')
        .set('X-XSRF-TOKEN', manager.xsrf as string);
    const invalid = translate('en', 'errors.upload_invalid', {
      max: LIMITS.imagesPerProduct,
      field: 'images',
    });

    const broken = await raw()
      .set('Content-Type', 'multipart/form-data; boundary=XyZ')
      .send('--XyZ\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc');
    expect([broken.status, broken.body]).toEqual([400, { message: invalid }]);
    const noBoundary = await raw().set('Content-Type', 'multipart/form-data').send('whatever');
    expect([noBoundary.status, noBoundary.body]).toEqual([400, { message: invalid }]);
    const wrongField = await raw().attach('image', await picture('png', 3), 'a.png');
    expect([wrongField.status, wrongField.body]).toEqual([400, { message: invalid }]);
    const notImage = await raw().attach('images', Buffer.from('1'), '1.png');
    expect([notImage.status, notImage.body.errors]).toEqual([
      422,
      { 'images.0': ['1.png is not a JPEG, PNG, WebP, AVIF or GIF image'] },
    ]);
    let many = raw();
    for (let i = 0; i <= LIMITS.imagesPerProduct; i++)
      many = many.attach('images', Buffer.from('x'), `${i}.png`);
    expect(await many.then((res) => [res.status, res.body])).toEqual([400, { message: invalid }]);

    manager.lang = 'zh';
    const none = await manager.post(url, {});
    expect([none.status, none.body.errors]).toEqual([422, { images: ['必填'] }]);
    const unknownField = await raw()
      .field('caption', 'hola')
      .attach('images', await picture('png', 4), 'a.png');
    expect([unknownField.status, unknownField.body.errors]).toEqual([
      422,
      { caption: ['This field is not allowed'] },
    ]);
    const longAlt = await upload(
      manager,
      product.id,
      [{ data: await picture('png', 4), name: 'a.png' }],
      {
        es: 'x'.repeat(LIMITS.altMax + 1),
      },
    );
    expect(longAlt.status).toBe(422);
    expect(Object.keys(longAlt.body.errors)).toEqual(['alt.es']);
    expect(
      (await upload(manager, 999999, [{ data: await picture('png', 4), name: 'a.png' }])).status,
    ).toBe(404);
    expect(await rowsOf(t, product.id)).toEqual([]);
  });

  it('reorders and deletes images: a permutation of the ids or 422; files go when no image shares them', async () => {
    const product = await createProduct(admin, bagInput('Mochila Galería'));
    const other = await createProduct(admin, bagInput('Mochila Vecina'));
    const shared = await picture('webp', 140);
    const res = await upload(admin, product.id, [
      { data: await picture('png', 100), name: 'a.png' },
      { data: await picture('jpeg', 120), name: 'b.jpg' },
      { data: shared, name: 'c.webp' },
    ]);
    expect(res.status).toBe(201);
    const [a, b, c] = res.body.data as ProductImage[];
    // The neighbour uses the same picture as c: one set of files for both.
    const neighbour = (await upload(admin, other.id, [{ data: shared, name: 'c.webp' }])).body
      .data[0] as ProductImage;
    expect(neighbour.url).toBe(c.url);

    const order = `/api/products/${product.id}/images/order`;
    const reordered = await manager.put(order, { ids: [c.id, a.id, b.id] });
    expect(reordered.status).toBe(200);
    expect((reordered.body.data as ProductImage[]).map((i) => [i.id, i.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    manager.lang = 'en';
    const permutation = ['Send every item of the list exactly once'];
    for (const ids of [[c.id, a.id], [c.id, a.id, b.id, b.id], [c.id, a.id, neighbour.id], []]) {
      const bad = await manager.put(order, { ids });
      expect([ids, bad.status, bad.body.errors]).toEqual([ids, 422, { ids: permutation }]);
    }
    expect((await manager.put(order, { ids: 'a,b' })).status).toBe(422);
    expect(
      (await manager.get(`/api/products/${product.id}`)).body.data.images.map(
        (i: ProductImage) => i.id,
      ),
    ).toEqual([c.id, a.id, b.id]);

    const rows = await rowsOf(t, product.id);
    const rowA = rows.find((row) => row.id === a.id) as ProductImageRow;
    const rowC = rows.find((row) => row.id === c.id) as ProductImageRow;
    expect((await manager.delete(`/api/products/${other.id}/images/${a.id}`)).status).toBe(404);
    const gone = await manager.delete(`/api/products/${product.id}/images/${a.id}`);
    expect(gone.status).toBe(204);
    for (const file of filesOf(t, rowA)) expect(fs.existsSync(file)).toBe(false);
    expect((await manager.delete(`/api/products/${product.id}/images/${a.id}`)).status).toBe(404);
    const after = (await manager.get(`/api/products/${product.id}`)).body.data
      .images as ProductImage[];
    expect(after.map((i) => [i.id, i.position])).toEqual([
      [c.id, 0],
      [b.id, 1],
    ]);
    // c's files stay while the neighbour shows the same picture.
    expect((await manager.delete(`/api/products/${product.id}/images/${c.id}`)).status).toBe(204);
    for (const file of filesOf(t, rowC)) expect(fs.existsSync(file)).toBe(true);
    expect((await manager.delete(`/api/products/${other.id}/images/${neighbour.id}`)).status).toBe(
      204,
    );
    for (const file of filesOf(t, rowC)) expect(fs.existsSync(file)).toBe(false);
  });

  it('deleting a product deletes its image files and its popular entry', async () => {
    const product = await createProduct(manager, bagInput('Mochila Efímera'));
    await upload(manager, product.id, [{ data: await picture('png', 333), name: 'a.png' }]);
    const [row] = await rowsOf(t, product.id);
    expect((await manager.post('/api/populars', { product_id: product.id })).status).toBe(201);
    expect(filesOf(t, row).every((file) => fs.existsSync(file))).toBe(true);

    expect((await manager.delete(`/api/products/${product.id}`)).status).toBe(204);
    expect(filesOf(t, row).some((file) => fs.existsSync(file))).toBe(false);
    expect(await rowsOf(t, product.id)).toEqual([]);
    expect(await t.dataSource.getRepository(Popular).findBy({ productId: product.id })).toEqual([]);
    expect(
      ((await manager.get('/api/populars')).body.data as { product_id: number }[]).map(
        (p) => p.product_id,
      ),
    ).not.toContain(product.id);
  });
});
