import { type CatalogProductSummary, type Locale } from '@bolsos/contracts';
import type { Product } from '../src/products/entities/product.entity';
import { ResponseCache } from '../src/common/cache/response-cache';
import { CatalogSearchService, FIRST_BUILD_WAIT_MS } from '../src/search/catalog-search.service';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

describe.each(DIALECTS)('storefront search API (%s)', (dialect) => {
  let t: TestApp;
  let staff: Client;
  let products: Product[];
  const anon = () => new Client(t.http);
  const search = async (q: string, lang: Locale = 'es', extra = '') => {
    const res = await anon().get(
      `/api/catalog/search?q=${encodeURIComponent(q)}&lang=${lang}${extra}`,
    );
    expect(res.status).toBe(200);
    return res.body as { data: CatalogProductSummary[]; meta: Record<string, number> };
  };
  const names = async (q: string, lang: Locale = 'es') =>
    (await search(q, lang)).data.map((p) => p.name);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'] });
    products = await createProducts(t, [
      {
        category: 'backpacks',
        price: '49.90',
        names: { es: 'Mochila Verde', en: 'Green Backpack', zh: '绿色双肩包' },
      },
      {
        category: 'laptop_bags',
        price: '89.00',
        names: { es: 'Maletín Ejecutivo', en: 'Executive Laptop Bag', zh: '商务电脑包' },
      },
      {
        category: 'backpacks',
        price: '65.00',
        names: { es: 'Mochila de Viaje', en: 'Travel Backpack', zh: '旅行双肩包' },
      },
      {
        category: 'backpacks',
        price: '75.00',
        published: false,
        names: { es: 'Mochila Secreta', en: 'Secret Backpack', zh: '秘密双肩包' },
      },
      { category: 'tote_bags', price: '30.00', names: { es: 'Bolso Playa' } },
    ]);
    staff = new Client(t.http);
    await staff.login('manager@bolsos.test');
  });
  afterAll(() => t.close());

  // First: the app has not searched yet, so its index is still to be built.
  it('answers from the database while its first index is built, and drops those pages once it is', async () => {
    const service = t.app.get(CatalogSearchService);
    const internals = service as unknown as { build(): Promise<unknown> };
    const realBuild = internals.build.bind(service);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const build = jest.spyOn(internals, 'build').mockImplementation(async () => {
      await gate;
      return realBuild();
    });
    service.firstBuildWaitMs = 0;
    try {
      // Names in any language, folded; every word; newest first; never unpublished, never in a
      // language the product has no text in.
      expect(await names('MALETIN')).toEqual(['Maletín Ejecutivo']);
      expect(await names('mochila')).toEqual(['Mochila de Viaje', 'Mochila Verde']);
      expect(await names('viaje mochila')).toEqual(['Mochila de Viaje']);
      expect(await names('backpack')).toEqual(['Mochila de Viaje', 'Mochila Verde']);
      expect(await names('双肩', 'zh')).toEqual(['旅行双肩包', '绿色双肩包']);
      expect(await names('secreta')).toEqual([]);
      expect(await names('playa', 'en')).toEqual([]);
      // No typo forgiven until the index answers.
      expect(await names('mochilla')).toEqual([]);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      open();
      service.firstBuildWaitMs = FIRST_BUILD_WAIT_MS;
    }
    await service.indexes();
    build.mockRestore();
    // The page the database answered is not served again: the index answers it, typo forgiven.
    expect((await names('mochilla')).sort()).toEqual(['Mochila Verde', 'Mochila de Viaje']);
  });

  it('matches without accents or case, by word prefix, every word required', async () => {
    expect(await names('maletin')).toEqual(['Maletín Ejecutivo']);
    expect(await names('MALETÍN')).toEqual(['Maletín Ejecutivo']);
    // Newest first among equal matches; the unpublished backpack is never among them.
    expect(await names('moch')).toEqual(['Mochila de Viaje', 'Mochila Verde']);
    expect(await names('mochila verde')).toEqual(['Mochila Verde']);
    expect(await names('verde mochila')).toEqual(['Mochila Verde']);
    expect(await search('mochila azul')).toEqual({
      data: [],
      meta: { total: 0, page: 1, per_page: 24, from: 0, to: 0 },
    });
    // The category's name in the page's language counts too.
    expect(await names('maletines')).toEqual(['Maletín Ejecutivo']);
    expect(await names('laptop bag', 'en')).toEqual(['Executive Laptop Bag']);
  });

  it('finds Chinese by bigrams and substrings, with no spaces between words', async () => {
    expect(await names('双肩', 'zh')).toEqual(['旅行双肩包', '绿色双肩包']);
    expect(await names('旅行双肩包', 'zh')).toEqual(['旅行双肩包']);
    expect(await names('电脑', 'zh')).toEqual(['商务电脑包']);
    expect(await names('秘密', 'zh')).toEqual([]);
  });

  it('answers catalogue cards, paged, and no card in a language the product has no text in', async () => {
    const spanish = await search('playa', 'es');
    expect(spanish.data).toHaveLength(1);
    const card = spanish.data[0];
    expect(card).toMatchObject({ name: 'Bolso Playa', locale: 'es', price: '30.00' });
    expect(card.path).toMatch(/^\/productos\/tote-bags\//);
    // The same card as the catalogue list's.
    const list = await anon().get('/api/catalog/products?category=tote_bags&lang=es');
    expect(list.body.data).toEqual([card]);
    // Spanish only: no English result, and no English list shows it.
    expect((await search('playa', 'en')).data).toEqual([]);
    const english = await anon().get('/api/catalog/products?category=tote_bags&lang=en');
    expect(english.body).toMatchObject({ data: [], meta: { total: 0 } });

    const second = await search('moch', 'es', '&per_page=1&page=2');
    expect(second.meta).toEqual({ total: 2, page: 2, per_page: 1, from: 2, to: 2 });
    expect(second.data.map((p) => p.name)).toEqual(['Mochila Verde']);
  });

  it('never finds an unpublished product', async () => {
    expect(await names('secreta')).toEqual([]);
    expect(await names('secret', 'en')).toEqual([]);
    expect((await search('backpack', 'en')).meta.total).toBe(2);
  });

  it('is cached like the catalogue, and finds a product renamed by staff on the next request', async () => {
    const url = '/api/catalog/search?q=condor&lang=es';
    const before = await anon().get(url);
    expect(before.body.data).toEqual([]);
    expect(before.headers['cache-control']).toMatch(/^public/);
    // The answer that searched says where its time went: the index, then the page's cards.
    expect(before.headers['server-timing']).toMatch(
      /^build;dur=[\d.]+, index;dur=[\d.]+, cards;dur=[\d.]+$/,
    );
    const again = await anon().raw('get', url).set('If-None-Match', before.headers.etag);
    expect(again.status).toBe(304);
    expect(again.headers['server-timing']).toBeUndefined();

    const id = products[1].id;
    const renamed = await staff.put(`/api/products/${id}`, {
      category: 'laptop_bags',
      price: 89,
      translations: {
        es: { name: 'Maletín Cóndor', description: 'Cuero negro' },
        en: { name: 'Condor Laptop Bag' },
      },
    });
    expect(renamed.status).toBe(200);
    expect(await names('condor')).toEqual(['Maletín Cóndor']);
    expect(await names('ejecutivo')).toEqual([]);
    expect(await names('cuero negro')).toEqual(['Maletín Cóndor']);
    // Chinese was removed by the whole-product PUT, and English has a name but no description:
    // neither language has the product's text, so neither finds it.
    expect(await names('condor', 'zh')).toEqual([]);
    expect(await names('condor', 'en')).toEqual([]);

    const hidden = await staff.put(`/api/products/${products[0].id}`, {
      category: 'backpacks',
      price: 49.9,
      published: false,
      translations: { es: { name: 'Mochila Verde' } },
    });
    expect(hidden.status).toBe(200);
    expect(await names('mochila')).toEqual(['Mochila de Viaje']);
  });

  it('updates the index for the products a write names, answering as a whole build would', async () => {
    const ids = async (q: string, lang: Locale) => (await search(q, lang)).data.map((p) => p.id);
    const queries: [string, Locale][] = [
      ['quetzal', 'es'],
      ['quetzal', 'en'],
      ['mochila', 'es'],
      ['backpack', 'en'],
      ['双肩包', 'zh'],
      ['冒险', 'zh'],
      ['viaje', 'es'],
      ['playa', 'es'],
    ];
    await ids('mochila', 'es');
    const service = t.app.get(CatalogSearchService);
    const build = jest.spyOn(service as unknown as { build(): Promise<unknown> }, 'build');
    try {
      const created = await staff.post('/api/products', {
        category: 'backpacks',
        price: 20,
        translations: {
          es: { name: 'Mochila Quetzal', description: 'Nueva' },
          en: { name: 'Quetzal Backpack', description: 'New' },
        },
      });
      expect(created.status).toBe(201);
      const newId = (created.body.data as { id: number }).id;
      expect(await ids('quetzal', 'es')).toEqual([newId]);
      // Renamed in Chinese, then deleted: each write reaches the next search.
      const renamed = await staff.put(`/api/products/${products[2].id}`, {
        category: 'backpacks',
        price: 65,
        translations: {
          es: { name: 'Mochila de Viaje', description: 'Para viajar' },
          zh: { name: '冒险包', description: '适合远行' },
        },
      });
      expect(renamed.status).toBe(200);
      expect(await ids('冒险', 'zh')).toEqual([products[2].id]);
      expect((await staff.delete(`/api/products/${products[4].id}`)).status).toBe(204);
      expect(await ids('playa', 'es')).toEqual([]);
      const patched = [];
      for (const [q, lang] of queries) patched.push(await ids(q, lang));
      // None of it built the index whole.
      expect(build).not.toHaveBeenCalled();
      t.app.get(ResponseCache).invalidate();
      const whole = [];
      for (const [q, lang] of queries) whole.push(await ids(q, lang));
      expect(build).toHaveBeenCalledTimes(1);
      expect(patched).toEqual(whole);
    } finally {
      build.mockRestore();
    }
  });

  it.each([
    ['es', '', 'validation.required'],
    ['en', 'q=%20%20%20', 'validation.required'],
    ['zh', `q=${'a'.repeat(101)}`, 'validation.string_max'],
    ['es', `q=${'双'.repeat(101)}`, 'validation.string_max'],
  ] as const)(
    'refuses a blank or too long q with 422 in the caller language (%s, %s)',
    async (lang, query, key) => {
      const client = anon();
      client.lang = lang;
      const res = await client.get(`/api/catalog/search?${query}`);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: expect.any(String),
        errors: { q: [translate(lang, key, { max: 100 })] },
      });
    },
  );

  it('accepts exactly 100 characters', async () => {
    const res = await anon().get(`/api/catalog/search?q=${'a'.repeat(100)}`);
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(0);
  });
});
