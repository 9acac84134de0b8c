import { type CatalogProductSummary, type Popular } from '@bolsos/contracts';
import type { Product } from '../src/products/entities/product.entity';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { documentedRoutes } from './support/openapi-routes';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

describe.each(DIALECTS)('staff populars API (%s)', (dialect) => {
  let t: TestApp;
  let manager: Client;
  let admin: Client;
  let bags: Product[];

  const staffList = async () =>
    ((await manager.get('/api/populars')).body.data as Popular[]).map((p) => [
      p.product_id,
      p.position,
    ]);
  /** What shoppers see, read twice so the second answer comes from the public cache. */
  const shopList = async () => {
    const read = async () =>
      (
        (await new Client(t.http).get('/api/catalog/populars?lang=en')).body
          .data as CatalogProductSummary[]
      ).map((p) => p.name);
    const first = await read();
    expect(await read()).toEqual(first);
    return first;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'] });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'] });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
    bags = await createProducts(t, [
      { category: 'backpacks', price: '10.00', names: { es: 'Mochila A', en: 'Backpack A' } },
      { category: 'tote_bags', price: '20.00', names: { es: 'Tote B', en: 'Tote B en' } },
      { category: 'crossbody', price: '30.00', names: { es: 'Cruzado C', en: 'Crossbody C' } },
      {
        category: 'crossbody',
        price: '40.00',
        published: false,
        names: { es: 'Oculto D', en: 'Hidden D' },
      },
    ]);
  });
  afterAll(() => t.close());

  it('documents the routes and refuses anonymous callers', async () => {
    expect((await documentedRoutes(t.http)).map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'GET /api/populars',
        'POST /api/populars',
        'PUT /api/populars/order',
        'DELETE /api/populars/{id}',
      ]),
    );
    const anonymous = new Client(t.http);
    await anonymous.csrf();
    anonymous.lang = 'en';
    for (const res of [
      await anonymous.get('/api/populars'),
      await anonymous.post('/api/populars', { product_id: bags[0].id }),
      await anonymous.put('/api/populars/order', { ids: [] }),
      await anonymous.delete('/api/populars/1'),
    ]) {
      expect([res.status, res.body]).toEqual([
        401,
        { message: translate('en', 'errors.unauthenticated') },
      ]);
    }
    expect(await staffList()).toEqual([]);
  });

  it('adds at the end, once per product, and the shop sees each change', async () => {
    expect(await shopList()).toEqual([]);
    const added = await manager.post('/api/populars', { product_id: bags[2].id });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      id: expect.any(Number),
      position: 0,
      product_id: bags[2].id,
      product: { id: bags[2].id, translations: { es: { name: 'Cruzado C' } } },
    });
    expect(await shopList()).toEqual(['Crossbody C']);
    // An admin too: any staff member may curate.
    expect((await admin.post('/api/populars', { product_id: bags[0].id })).body.data.position).toBe(
      1,
    );
    // Unpublished products may wait in the list; shoppers do not see them.
    expect((await manager.post('/api/populars', { product_id: bags[3].id })).status).toBe(201);
    expect(await staffList()).toEqual([
      [bags[2].id, 0],
      [bags[0].id, 1],
      [bags[3].id, 2],
    ]);
    expect(await shopList()).toEqual(['Crossbody C', 'Backpack A']);

    for (const [lang, message] of [
      ['es', 'Este producto ya está en la lista de populares'],
      ['en', 'This product is already in the popular list'],
      ['zh', '该商品已在热门列表中'],
    ]) {
      manager.lang = lang;
      const again = await manager.post('/api/populars', { product_id: bags[0].id });
      expect([again.status, again.body.errors]).toEqual([422, { product_id: [message] }]);
    }
    manager.lang = 'en';
    const missing = await manager.post('/api/populars', { product_id: 999999 });
    expect([missing.status, missing.body.errors]).toEqual([
      422,
      { product_id: ['This product does not exist'] },
    ]);
    for (const body of [{}, { product_id: 'x' }, { product_id: 0 }, { product_id: 1, extra: 1 }]) {
      expect([body, (await manager.post('/api/populars', body)).status]).toEqual([body, 422]);
    }
    expect(await staffList()).toHaveLength(3);
  });

  it('reorders with a permutation of the entry ids, else 422; the shop follows', async () => {
    const entries = (await manager.get('/api/populars')).body.data as Popular[];
    const [c, a, d] = entries.map((entry) => entry.id);
    const reordered = await manager.put('/api/populars/order', { ids: [a, d, c] });
    expect(reordered.status).toBe(200);
    expect((reordered.body.data as Popular[]).map((p) => [p.id, p.position])).toEqual([
      [a, 0],
      [d, 1],
      [c, 2],
    ]);
    expect(await shopList()).toEqual(['Backpack A', 'Crossbody C']);

    manager.lang = 'es';
    for (const ids of [[a, d], [a, d, c, c], [a, d, 999999], [a, a, c], []]) {
      const bad = await manager.put('/api/populars/order', { ids });
      expect([ids, bad.status, bad.body.errors]).toEqual([
        ids,
        422,
        { ids: ['Envíe cada elemento de la lista exactamente una vez'] },
      ]);
    }
    expect((await manager.put('/api/populars/order', { ids: [a, 'd', c] })).status).toBe(422);
    expect(await staffList()).toEqual([
      [bags[0].id, 0],
      [bags[3].id, 1],
      [bags[2].id, 2],
    ]);
  });

  it('removes entries (404 for one that is not there); the product itself stays', async () => {
    const entries = (await manager.get('/api/populars')).body.data as Popular[];
    const first = entries[0];
    const removed = await manager.delete(`/api/populars/${first.id}`);
    expect([removed.status, removed.text]).toEqual([204, '']);
    expect((await manager.delete(`/api/populars/${first.id}`)).status).toBe(404);
    expect(await shopList()).toEqual(['Crossbody C']);
    expect((await manager.get(`/api/products/${first.product_id}`)).status).toBe(200);
    // Removed, it can be added again: at the end.
    const back = await manager.post('/api/populars', { product_id: first.product_id });
    expect(back.status).toBe(201);
    expect(await staffList()).toEqual([
      [bags[3].id, 1],
      [bags[2].id, 2],
      [bags[0].id, 3],
    ]);
    expect(await shopList()).toEqual(['Crossbody C', 'Backpack A']);
  });
});
