import {
  API_PATHS,
  apiUrl,
  type CatalogProductSummary,
  type Locale,
  type Product,
  type ProductImage,
} from '@bolsos/contracts';
import { ProductSlugHistory } from '../src/products/entities/product-slug-history.entity';
import { DIALECTS } from './support/databases';
import { documentedRoutes } from './support/openapi-routes';
import { Client, type TestApp } from './support/test-app';

import {
  bagInput,
  createProduct,
  picture,
  rowsOf,
  startStaffApp,
  upload,
} from './support/staff-products';
import { translate } from '../src/common/i18n/messages';

describe.each(DIALECTS)('staff products API (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;

  const catalogNames = async (query = 'category=backpacks&lang=es&per_page=48') =>
    (
      (await new Client(t.http).get(`${apiUrl(API_PATHS.catalogProducts)}?${query}`)).body
        .data as CatalogProductSummary[]
    ).map((p) => p.name);

  beforeAll(async () => {
    ({ t, admin, manager } = await startStaffApp(dialect));
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
    expect(await rowsOf(t, product.id)).toEqual([]);
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
    // A product that is gone is not found, whatever its slugs would clash with.
    const gone = await manager.put('/api/products/987654', {
      ...bagInput('Mochila Roja'),
      translations: { es: { name: 'Mochila Roja', slug: 'mochila-roja' } },
    });
    expect(gone.status).toBe(404);
  });

  it('records slug changes, so the old address answers 301 on the catalogue API', async () => {
    const product = await createProduct(manager, {
      ...bagInput('Mochila Quetzal'),
      translations: {
        es: { name: 'Mochila Quetzal' },
        en: { name: 'Quetzal Backpack', description: 'Green canvas' },
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
    // The English text was dropped: its old address leads to the Spanish page, saying so.
    const english = await api('en', 'quetzal-backpack');
    expect(english.status).toBe(302);
    expect(english.body).toEqual({
      redirect: '/productos/mochilas/mochila-quetzal-verde?untranslated=en',
    });
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

  it('takes a name whose folded search text is longer than its column', async () => {
    // "ﷺ" folds (NFKD) into 18 letters: 60 of them are a valid name but 1,080 folded.
    const product = await createProduct(manager, bagInput(`Bolso ${'ﷺ'.repeat(60)}`));
    expect(product.translations.es.name).toBe(`Bolso ${'ﷺ'.repeat(60)}`);
  });
});
