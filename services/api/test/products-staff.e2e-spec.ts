import {
  API_PATHS,
  apiUrl,
  LIMITS,
  translate,
  type CatalogProductSummary,
  type Locale,
  type Product,
  type ProductImage,
} from '@bolsos/contracts';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { Popular } from '../src/populars/entities/popular.entity';
import { ProductImage as ProductImageRow } from '../src/products/entities/product-image.entity';
import { ProductSlugHistory } from '../src/products/entities/product-slug-history.entity';
import { imageKeys } from '../src/storage/image-processor.service';
import { DIALECTS } from './support/databases';
import { documentedRoutes } from './support/openapi-routes';
import { Client, startTestApp, type TestApp } from './support/test-app';

interface UploadFile {
  data: Buffer;
  name: string;
  type?: string;
}

/** A picture with its own colour, so each one is its own content (and its own files). */
function picture(
  format: 'png' | 'jpeg' | 'webp',
  hue: number,
  width = 900,
  height = 600,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: `hsl(${hue}, 70%, 45%)` },
  })
    .toFormat(format)
    .toBuffer();
}

const bagInput = (name: string, extra: Record<string, unknown> = {}) => ({
  category: 'backpacks',
  price: 49.9,
  translations: { es: { name, description: `${name}: cuero y lona` } },
  ...extra,
});

describe.each(DIALECTS)('staff products and images API (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;

  /** Stored files of an image row, by key, on the test app's storage folder. */
  const filesOf = (image: Pick<ProductImageRow, 'storageKey' | 'variants'>) => {
    const keys = imageKeys(image.storageKey, image.variants);
    return [keys.original, keys.fallback, ...keys.webp.map((v) => v.key)].map((key) =>
      path.join(t.config.storage.dir, key),
    );
  };
  const rowsOf = (productId: number) =>
    t.dataSource
      .getRepository(ProductImageRow)
      .find({ where: { productId }, order: { position: 'ASC' } });

  /** A multipart upload as the admin form sends it: cookies, X-XSRF-TOKEN, files under `images`. */
  function upload(client: Client, productId: number, files: UploadFile[], alt = {}) {
    const req = client
      .raw('post', apiUrl(API_PATHS.productImages(productId)))
      .set('Accept', 'application/json')
      .set('X-XSRF-TOKEN', client.xsrf as string);
    if (client.lang) req.set('Accept-Language', client.lang);
    for (const [locale, text] of Object.entries(alt)) req.field(`alt[${locale}]`, text as string);
    for (const file of files) {
      req.attach('images', file.data, {
        filename: file.name,
        contentType: file.type ?? 'application/octet-stream',
      });
    }
    return req;
  }

  async function createProduct(client: Client, body: object): Promise<Product> {
    const res = await client.post(apiUrl(API_PATHS.products), body);
    expect([res.status, res.body.errors]).toEqual([201, undefined]);
    return res.body.data as Product;
  }

  const catalogNames = async (query = 'category=backpacks&lang=es&per_page=48') =>
    (
      (await new Client(t.http).get(`${apiUrl(API_PATHS.catalogProducts)}?${query}`)).body
        .data as CatalogProductSummary[]
    ).map((p) => p.name);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Mario' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    admin.lang = undefined;
    manager.lang = undefined;
  });

  it('documents every staff product route, signed-in only, and refuses anonymous callers and missing tokens', async () => {
    const documented = (await documentedRoutes(t.http)).map((route) => route.key);
    const routes = [
      'POST /api/products',
      'GET /api/products/{id}',
      'PUT /api/products/{id}',
      'DELETE /api/products/{id}',
      'POST /api/products/{id}/images',
      'PUT /api/products/{id}/images/order',
      'DELETE /api/products/{id}/images/{imageId}',
    ];
    expect(documented).toEqual(expect.arrayContaining(routes));
    const doc = (await new Client(t.http).get('/api/docs/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/products/{id}/images'].post.requestBody.content)).toEqual([
      'multipart/form-data',
    ]);

    const product = await createProduct(manager, bagInput('Mochila Guardia'));
    const anonymous = new Client(t.http);
    await anonymous.csrf();
    anonymous.lang = 'en';
    const calls = [
      () => anonymous.post('/api/products', bagInput('Intrusa')),
      () => anonymous.get(`/api/products/${product.id}`),
      () => anonymous.put(`/api/products/${product.id}`, bagInput('Intrusa')),
      () => anonymous.delete(`/api/products/${product.id}`),
      () => upload(anonymous, product.id, [{ data: Buffer.from('x'), name: 'a.png' }]),
      () => anonymous.put(`/api/products/${product.id}/images/order`, { ids: [] }),
      () => anonymous.delete(`/api/products/${product.id}/images/1`),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.status, res.body]).toEqual([
        401,
        { message: translate('en', 'errors.unauthenticated') },
      ]);
    }
    // Signed in but without the token: CSRF applies to multipart like to JSON.
    const forged = await manager
      .raw('post', `/api/products/${product.id}/images`)
      .set('Accept', 'application/json')
      .attach('images', await picture('png', 10), 'a.png');
    expect(forged.status).toBe(419);
    expect(await rowsOf(product.id)).toEqual([]);
    expect((await manager.get(`/api/products/${product.id}`)).status).toBe(200);
  });

  it('creates, reads, updates and deletes a product, as a manager (no role needed)', async () => {
    const created = await manager.post('/api/products', {
      category: 'backpacks',
      price: '129.5',
      published: true,
      translations: {
        es: { name: 'Mochila Cóndor Andina', description: 'Para la montaña' },
        en: { name: 'Andean Condor Backpack', slug: 'condor-pack' },
        zh: { name: '安第斯秃鹰背包' },
      },
    });
    expect(created.status).toBe(201);
    const product = created.body.data as Product;
    expect(product).toMatchObject({
      category: 'backpacks',
      price: '129.50',
      published: true,
      images: [],
      translations: {
        es: {
          name: 'Mochila Cóndor Andina',
          slug: 'mochila-condor-andina',
          description: 'Para la montaña',
        },
        en: { name: 'Andean Condor Backpack', slug: 'condor-pack', description: '' },
        zh: { name: '安第斯秃鹰背包', slug: '安第斯秃鹰背包', description: '' },
      },
    });
    expect((await manager.get(`/api/products/${product.id}`)).body).toEqual({ data: product });

    // Staff search: any language, without accents or case; with the category filter.
    const search = async (query: string) =>
      ((await manager.get(`/api/products?${query}`)).body.data as Product[]).map((p) => p.id);
    expect(await search('search=CONDOR')).toEqual([product.id]);
    expect(await search('search=condor%20backpack')).toEqual([product.id]);
    expect(await search(`search=${encodeURIComponent('秃鹰')}`)).toEqual([product.id]);
    expect(await search('search=condor&category=tote_bags')).toEqual([]);
    expect(await search('search=condor&category=backpacks')).toEqual([product.id]);

    const updated = await manager.put(`/api/products/${product.id}`, {
      category: 'tote_bags',
      price: 99,
      translations: {
        es: { name: 'Tote Cóndor', slug: 'mochila-condor-andina', description: 'Ahora tote' },
        en: { name: 'Condor Tote', slug: 'condor-pack' },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: product.id,
      category: 'tote_bags',
      price: '99.00',
      // Not sent: kept as it was.
      published: true,
      translations: {
        es: { name: 'Tote Cóndor', slug: 'mochila-condor-andina', description: 'Ahora tote' },
        en: { name: 'Condor Tote', slug: 'condor-pack' },
      },
    });
    // A language left out of the whole-product PUT is removed.
    expect(updated.body.data.translations.zh).toBeUndefined();
    expect(await search('search=condor%20tote')).toEqual([product.id]);
    expect(await search(`search=${encodeURIComponent('秃鹰')}`)).toEqual([]);

    const removed = await manager.delete(`/api/products/${product.id}`);
    expect([removed.status, removed.text]).toEqual([204, '']);
    expect((await manager.get(`/api/products/${product.id}`)).status).toBe(404);
    expect((await manager.put(`/api/products/${product.id}`, bagInput('Otra'))).status).toBe(404);
    expect((await manager.delete(`/api/products/${product.id}`)).status).toBe(404);
    expect(await search('search=condor')).toEqual([]);
  });

  it.each([
    [
      'es',
      {
        message: 'Los datos enviados no son válidos',
        errors: {
          category: [
            'Opción no válida: se esperaba una de backpacks, laptop_bags, tote_bags, fanny_packs, crossbody',
          ],
          price: ['Debe ser mayor o igual que 0.01'],
          'translations.es.name': ['Debe tener al menos 2 caracteres'],
          'translations.en.slug': ['Use solo letras minúsculas, números y guiones'],
          'translations.zh.name': ['Requerido'],
          color: ['Este campo no está permitido'],
        },
      },
    ],
    [
      'en',
      {
        message: 'The data sent is invalid',
        errors: {
          category: [
            'Invalid option: expected one of backpacks, laptop_bags, tote_bags, fanny_packs, crossbody',
          ],
          price: ['Must be greater than or equal to 0.01'],
          'translations.es.name': ['Must be at least 2 characters'],
          'translations.en.slug': ['Use lowercase letters, numbers and hyphens only'],
          'translations.zh.name': ['Required'],
          color: ['This field is not allowed'],
        },
      },
    ],
    [
      'zh',
      {
        message: translate('zh', 'errors.data_invalid'),
        errors: {
          category: [
            translate('zh', 'validation.enum', {
              values: 'backpacks, laptop_bags, tote_bags, fanny_packs, crossbody',
            }),
          ],
          price: [translate('zh', 'validation.number_min', { min: 0.01 })],
          'translations.es.name': [translate('zh', 'validation.string_min', { min: 2 })],
          'translations.en.slug': [translate('zh', 'validation.slug')],
          'translations.zh.name': [translate('zh', 'validation.required')],
          color: [translate('zh', 'validation.unknown_field')],
        },
      },
    ],
  ])('answers a bad product with field errors in %s', async (lang, expected) => {
    manager.lang = lang;
    const before = (await manager.get('/api/products')).body.meta.total;
    const res = await manager.post('/api/products', {
      category: 'suitcases',
      price: 0,
      color: 'red',
      translations: { es: { name: 'A' }, en: { name: 'Fine name', slug: 'Bad Slug!' }, zh: {} },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(expected);
    // The Chinese message really is Chinese, not the English one under another key.
    if (lang === 'zh') expect(res.body.errors.price[0]).not.toMatch(/[a-z]{4}/i);
    expect((await manager.get('/api/products')).body.meta.total).toBe(before);
  });

  it('keeps slugs unique per language: typed ones clash with a field error, generated ones step aside', async () => {
    const first = await createProduct(
      manager,
      bagInput('Mochila Roja', {
        translations: {
          es: { name: 'Mochila Roja' },
          en: { name: 'Red Backpack', slug: 'red-backpack' },
        },
      }),
    );
    expect(first.translations.es.slug).toBe('mochila-roja');

    for (const [lang, message] of [
      ['es', 'Esta dirección ya la usa otro producto'],
      ['en', 'This address is already used by another product'],
      ['zh', '此地址已被其他商品使用'],
    ]) {
      admin.lang = lang;
      const clash = await admin.post('/api/products', {
        ...bagInput('Mochila Roja Dos'),
        translations: {
          es: { name: 'Mochila Roja Dos', slug: 'mochila-roja' },
          en: { name: 'Red Backpack Two', slug: 'red-backpack' },
          // Another language may use the same text: uniqueness is per language.
          zh: { name: '红色背包', slug: 'mochila-roja' },
        },
      });
      expect(clash.status).toBe(422);
      expect(clash.body.errors).toEqual({
        'translations.es.slug': [message],
        'translations.en.slug': [message],
      });
    }

    // Left empty, the slug comes from the name and takes the next free number.
    const twin = await createProduct(manager, bagInput('Mochila Roja'));
    expect(twin.translations.es.slug).toBe('mochila-roja-2');
    const triplet = await createProduct(manager, bagInput('¡Mochila  ROJA!'));
    expect(triplet.translations.es.slug).toBe('mochila-roja-3');

    // A product keeps its own slug on update; taking another's is refused, nothing changes.
    const same = await manager.put(`/api/products/${first.id}`, {
      ...bagInput('Mochila Roja Clásica'),
      translations: {
        es: { name: 'Mochila Roja Clásica', slug: 'mochila-roja' },
        en: { name: 'Red Backpack', slug: 'red-backpack' },
      },
    });
    expect(same.status).toBe(200);
    manager.lang = 'en';
    const taken = await manager.put(`/api/products/${twin.id}`, {
      ...bagInput('Mochila Roja'),
      translations: { es: { name: 'Mochila Roja', slug: 'mochila-roja' } },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      'translations.es.slug': ['This address is already used by another product'],
    });
    expect((await manager.get(`/api/products/${twin.id}`)).body.data.translations.es.slug).toBe(
      'mochila-roja-2',
    );
  });

  it('records slug changes, so the old address answers 301 on the catalogue API', async () => {
    const product = await createProduct(manager, {
      ...bagInput('Mochila Quetzal'),
      translations: {
        es: { name: 'Mochila Quetzal' },
        en: { name: 'Quetzal Backpack' },
      },
    });
    const api = (locale: Locale, slug: string) =>
      new Client(t.http).get(apiUrl(API_PATHS.catalogProduct(locale, slug)));
    expect((await api('es', 'mochila-quetzal')).status).toBe(200);
    expect((await api('en', 'quetzal-backpack')).body.data.name).toBe('Quetzal Backpack');

    const renamed = await manager.put(`/api/products/${product.id}`, {
      ...bagInput('Mochila Quetzal Verde'),
      // Slug left empty on purpose: made from the new name.
      translations: { es: { name: 'Mochila Quetzal Verde', slug: '' } },
    });
    expect(renamed.body.data.translations.es.slug).toBe('mochila-quetzal-verde');

    const old = await api('es', 'mochila-quetzal');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(
      apiUrl(API_PATHS.catalogProduct('es', 'mochila-quetzal-verde')),
    );
    expect(old.body).toEqual({ redirect: '/productos/mochilas/mochila-quetzal-verde' });
    expect((await api('es', 'mochila-quetzal-verde')).body.data.name).toBe('Mochila Quetzal Verde');
    // The English text was dropped: its old address lands on the page that shows Spanish now.
    const english = await api('en', 'quetzal-backpack');
    expect(english.status).toBe(301);
    expect(english.body).toEqual({ redirect: '/en/products/backpacks/mochila-quetzal-verde' });
    const history = await t.dataSource
      .getRepository(ProductSlugHistory)
      .find({ where: { productId: product.id }, order: { locale: 'ASC' } });
    expect(history.map((h) => [h.locale, h.slug])).toEqual([
      ['en', 'quetzal-backpack'],
      ['es', 'mochila-quetzal'],
    ]);
  });

  it('every staff change reaches the cached public catalogue at once', async () => {
    const product = await createProduct(manager, bagInput('Mochila Caché'));
    expect(await catalogNames()).toContain('Mochila Caché');
    // Twice: the second answer is the cached one.
    expect(await catalogNames()).toContain('Mochila Caché');
    await manager.put(`/api/products/${product.id}`, bagInput('Mochila Caché Nueva'));
    expect(await catalogNames()).toContain('Mochila Caché Nueva');
    expect(await catalogNames()).not.toContain('Mochila Caché');

    const list = `${apiUrl(API_PATHS.catalogProducts)}?category=backpacks&lang=es&per_page=48`;
    const imageOf = async () =>
      ((await new Client(t.http).get(list)).body.data as CatalogProductSummary[]).find(
        (p) => p.id === product.id,
      )?.image;
    expect(await imageOf()).toBeNull();
    const uploaded = await upload(manager, product.id, [
      { data: await picture('png', 200), name: 'a.png' },
      { data: await picture('png', 220), name: 'b.png' },
    ]);
    expect(uploaded.status).toBe(201);
    const [a, b] = uploaded.body.data as ProductImage[];
    expect((await imageOf())?.url).toBe(a.url);
    await manager.put(`/api/products/${product.id}/images/order`, { ids: [b.id, a.id] });
    expect((await imageOf())?.url).toBe(b.url);
    await manager.delete(`/api/products/${product.id}/images/${b.id}`);
    expect((await imageOf())?.url).toBe(a.url);

    await manager.put(
      `/api/products/${product.id}`,
      bagInput('Mochila Caché Nueva', { published: false }),
    );
    expect(await catalogNames()).not.toContain('Mochila Caché Nueva');
    await manager.put(
      `/api/products/${product.id}`,
      bagInput('Mochila Caché Nueva', { published: true }),
    );
    expect(await catalogNames()).toContain('Mochila Caché Nueva');
    await manager.delete(`/api/products/${product.id}`);
    expect(await catalogNames()).not.toContain('Mochila Caché Nueva');
  });

  it('uploads real PNG and JPEG files: type by content, metadata stripped, WebP renditions, alt texts', async () => {
    const product = await createProduct(manager, {
      ...bagInput('Mochila Fotográfica'),
      translations: { es: { name: 'Mochila Fotográfica' }, en: { name: 'Camera Backpack' } },
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

    const rows = await rowsOf(product.id);
    for (const row of rows) for (const file of filesOf(row)) expect(fs.existsSync(file)).toBe(true);
    const stored = fs.readFileSync(filesOf(rows[1])[0]);
    expect(stored.includes(Buffer.from('secret photographer'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const webp = await sharp(fs.readFileSync(filesOf(rows[1])[2])).metadata();
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
    expect(await rowsOf(product.id)).toEqual([]);
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
    expect(await rowsOf(product.id)).toHaveLength(LIMITS.imagesPerProduct - 1);
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
    expect(await rowsOf(product.id)).toEqual([]);
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

    const rows = await rowsOf(product.id);
    const rowA = rows.find((row) => row.id === a.id) as ProductImageRow;
    const rowC = rows.find((row) => row.id === c.id) as ProductImageRow;
    expect((await manager.delete(`/api/products/${other.id}/images/${a.id}`)).status).toBe(404);
    const gone = await manager.delete(`/api/products/${product.id}/images/${a.id}`);
    expect(gone.status).toBe(204);
    for (const file of filesOf(rowA)) expect(fs.existsSync(file)).toBe(false);
    expect((await manager.delete(`/api/products/${product.id}/images/${a.id}`)).status).toBe(404);
    const after = (await manager.get(`/api/products/${product.id}`)).body.data
      .images as ProductImage[];
    expect(after.map((i) => [i.id, i.position])).toEqual([
      [c.id, 0],
      [b.id, 1],
    ]);
    // c's files stay while the neighbour shows the same picture.
    expect((await manager.delete(`/api/products/${product.id}/images/${c.id}`)).status).toBe(204);
    for (const file of filesOf(rowC)) expect(fs.existsSync(file)).toBe(true);
    expect((await manager.delete(`/api/products/${other.id}/images/${neighbour.id}`)).status).toBe(
      204,
    );
    for (const file of filesOf(rowC)) expect(fs.existsSync(file)).toBe(false);
  });

  it('deleting a product deletes its image files and its popular entry', async () => {
    const product = await createProduct(manager, bagInput('Mochila Efímera'));
    await upload(manager, product.id, [{ data: await picture('png', 333), name: 'a.png' }]);
    const [row] = await rowsOf(product.id);
    expect((await manager.post('/api/populars', { product_id: product.id })).status).toBe(201);
    expect(filesOf(row).every((file) => fs.existsSync(file))).toBe(true);

    expect((await manager.delete(`/api/products/${product.id}`)).status).toBe(204);
    expect(filesOf(row).some((file) => fs.existsSync(file))).toBe(false);
    expect(await rowsOf(product.id)).toEqual([]);
    expect(await t.dataSource.getRepository(Popular).findBy({ productId: product.id })).toEqual([]);
    expect(
      ((await manager.get('/api/populars')).body.data as { product_id: number }[]).map(
        (p) => p.product_id,
      ),
    ).not.toContain(product.id);
  });
});
