import {
  API_PATHS,
  apiUrl,
  LIMITS,
  type AuditEntry,
  type Locale,
  type Product,
} from '@bolsos/contracts';
import fs from 'node:fs';
import type { EntitySubscriberInterface, InsertEvent, RemoveEvent, UpdateEvent } from 'typeorm';
import { ResponseCache } from '../src/common/cache/response-cache';
import { Popular } from '../src/populars/entities/popular.entity';
import { ProductImage as ProductImageRow } from '../src/products/entities/product-image.entity';
import { Product as ProductRow } from '../src/products/entities/product.entity';
import { DIALECTS } from './support/databases';
import {
  bagInput,
  createProduct,
  filesOf,
  picture,
  rowsOf,
  upload,
} from './support/staff-products';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

/** Issue 13 §3: bulk actions on the products list, in one transaction. */
describe.each(DIALECTS)('products bulk actions (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;
  let managerId: number;
  let invalidations = 0;
  let serial = 0;

  const bulk = (body: unknown, client = manager) =>
    client.post(apiUrl(API_PATHS.productsBulk), body);
  const make = async (count: number, extra: Record<string, unknown> = {}) => {
    const made: Product[] = [];
    for (let i = 0; i < count; i++) {
      serial += 1;
      made.push(await createProduct(admin, bagInput(`Mochila Lote ${serial}`, extra)));
    }
    return made;
  };
  const stateOf = async (ids: number[]) =>
    (await t.dataSource.getRepository(ProductRow).find({ order: { id: 'ASC' } }))
      .filter((row) => ids.includes(row.id))
      .map((row) => [row.id, row.published]);
  const storefrontIds = async () => {
    const res = await new Client(t.http).get('/api/catalog/products?per_page=48');
    expect(res.status).toBe(200);
    return (res.body.data as { id: number }[]).map((p) => p.id);
  };
  const popularIds = async () =>
    (await t.dataSource.getRepository(Popular).find({ order: { position: 'ASC', id: 'ASC' } })).map(
      (entry) => entry.productId,
    );
  const history = async (productId: number) =>
    (await admin.get(`/api/audit?entity=product&entity_id=${productId}&per_page=100`)).body
      .data as AuditEntry[];
  /** A failure injected into the write of one row, inside the transaction. */
  const failingOn = (
    event: 'beforeUpdate' | 'beforeRemove' | 'beforeInsert',
    matches: (entity: Record<string, unknown>) => boolean,
  ) => {
    const subscriber: EntitySubscriberInterface = {
      [event]: (e: UpdateEvent<unknown> | RemoveEvent<unknown> | InsertEvent<unknown>) => {
        const entity = (e.entity ?? (e as RemoveEvent<unknown>).databaseEntity) as
          Record<string, unknown> | undefined;
        if (entity && matches(entity)) throw new Error('injected failure');
      },
    };
    t.dataSource.subscribers.push(subscriber);
    return () => t.dataSource.subscribers.splice(t.dataSource.subscribers.indexOf(subscriber), 1);
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    managerId = (
      await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Mario' })
    ).id;
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
    t.app.get(ResponseCache).onInvalidate(() => (invalidations += 1));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    manager.lang = undefined;
  });

  it('unpublishes and publishes many at once: they leave and come back to the storefront; one audit entry each; the cache cleared once', async () => {
    const [a, b, c, d] = await make(4);
    expect(await storefrontIds()).toEqual(expect.arrayContaining([a.id, b.id, c.id, d.id]));

    const before = invalidations;
    const res = await bulk({ action: 'unpublish', ids: [c.id, a.id, b.id, a.id] });
    expect([res.status, res.body]).toEqual([
      200,
      { data: { action: 'unpublish', ids: [c.id, a.id, b.id], affected: 3 } },
    ]);
    expect(invalidations - before).toBe(1);
    const listed = await storefrontIds();
    expect(listed).toContain(d.id);
    for (const gone of [a, b, c]) expect(listed).not.toContain(gone.id);
    expect(
      (await new Client(t.http).get(apiUrl(API_PATHS.catalogProduct('es', a.translations.es.slug))))
        .status,
    ).toBe(404);
    expect(await stateOf([a.id, b.id, c.id, d.id])).toEqual([
      [a.id, false],
      [b.id, false],
      [c.id, false],
      [d.id, true],
    ]);
    for (const product of [a, b, c]) {
      const entries = (await history(product.id)).filter(
        (entry) => entry.action === 'update' && entry.part === null,
      );
      expect(entries.map((entry) => [entry.actor_id, entry.changes])).toEqual([
        [managerId, { published: { before: true, after: false } }],
      ]);
    }
    expect((await history(d.id)).some((entry) => entry.action === 'update')).toBe(false);
    const staff = (await manager.get(`/api/products/${a.id}`)).body.data as Product;
    expect(staff.published).toBe(false);
    expect(Date.parse(staff.updated_at)).toBeGreaterThanOrEqual(Date.parse(a.updated_at));

    // Those already in the asked state are not counted, and not written.
    const again = await bulk({ action: 'publish', ids: [a.id, d.id] });
    expect(again.body.data).toEqual({ action: 'publish', ids: [a.id, d.id], affected: 1 });
    expect(await storefrontIds()).toEqual(expect.arrayContaining([a.id, d.id]));
    expect((await history(d.id)).some((entry) => entry.action === 'update')).toBe(false);
    // The admin may do the same.
    expect((await bulk({ action: 'publish', ids: [b.id, c.id] }, admin)).body.data.affected).toBe(
      2,
    );
    expect(await storefrontIds()).toEqual(expect.arrayContaining([a.id, b.id, c.id, d.id]));
  });

  it('adds to Popular at the end, in the order given; those already popular stay where they are', async () => {
    const [a, b, c, d] = await make(4);
    for (const product of [b, a]) {
      expect((await manager.post('/api/populars', { product_id: product.id })).status).toBe(201);
    }
    const start = await popularIds();
    const before = invalidations;
    const res = await bulk({ action: 'add_popular', ids: [d.id, a.id, c.id, d.id] });
    expect([res.status, res.body.data]).toEqual([
      200,
      { action: 'add_popular', ids: [d.id, a.id, c.id], affected: 2 },
    ]);
    expect(invalidations - before).toBe(1);
    expect(await popularIds()).toEqual([...start, d.id, c.id]);
    const staffList = (await manager.get('/api/populars')).body.data as {
      product_id: number;
      position: number;
    }[];
    expect(staffList.slice(-4).map((entry) => entry.product_id)).toEqual([b.id, a.id, d.id, c.id]);
    const storefront = (await new Client(t.http).get('/api/catalog/populars')).body.data as {
      id: number;
    }[];
    expect(storefront.slice(-2).map((p) => p.id)).toEqual([d.id, c.id]);
    for (const product of [d, c]) {
      expect(
        (await history(product.id)).filter(
          (entry) => entry.part === 'popular' && entry.action === 'create',
        ),
      ).toHaveLength(1);
    }
    // All already there: nothing to add.
    expect((await bulk({ action: 'add_popular', ids: [a.id, c.id] })).body.data.affected).toBe(0);
    expect(await popularIds()).toEqual([...start, d.id, c.id]);
  });

  it('deletes many at once with their texts, popular entries and image files (after the commit); shared files stay', async () => {
    const [a, b, keep] = await make(3);
    const shared = await picture('png', 210, 120, 80);
    for (const [product, hue] of [
      [a, 11],
      [b, 22],
    ] as const) {
      const res = await upload(manager, product.id, [
        { data: await picture('png', hue, 120, 80), name: 'own.png' },
        { data: shared, name: 'shared.png' },
      ]);
      expect(res.status).toBe(201);
    }
    expect((await upload(manager, keep.id, [{ data: shared, name: 'shared.png' }])).status).toBe(
      201,
    );
    await manager.post('/api/populars', { product_id: b.id });
    const rows = [...(await rowsOf(t, a.id)), ...(await rowsOf(t, b.id))];
    const own = rows.filter((row) => row.position === 0);
    const sharedRow = rows.find((row) => row.position === 1) as ProductImageRow;

    const before = invalidations;
    const res = await bulk({ action: 'delete', ids: [a.id, b.id] });
    expect([res.status, res.body.data]).toEqual([
      200,
      { action: 'delete', ids: [a.id, b.id], affected: 2 },
    ]);
    expect(invalidations - before).toBe(1);
    for (const product of [a, b]) {
      expect((await manager.get(`/api/products/${product.id}`)).status).toBe(404);
      expect(await rowsOf(t, product.id)).toEqual([]);
    }
    expect((await manager.get(`/api/products/${keep.id}`)).status).toBe(200);
    for (const row of own)
      for (const file of filesOf(t, row)) expect(fs.existsSync(file)).toBe(false);
    // keep shows the same picture: its files stay.
    for (const file of filesOf(t, sharedRow)) expect(fs.existsSync(file)).toBe(true);
    expect(await popularIds()).not.toContain(b.id);
    const storefront = await storefrontIds();
    expect(storefront).not.toContain(a.id);
    expect(storefront).toContain(keep.id);

    // One delete entry per product, naming its images and popular entry, all by the manager.
    const entries = (
      (await admin.get('/api/audit?entity=product&action=delete&per_page=100')).body
        .data as AuditEntry[]
    ).filter((entry) => [a.id, b.id].includes(entry.entity_id as number));
    const summary = entries
      .map((entry) => {
        const parts = new Set(Object.keys(entry.changes).map((key) => key.split('.')[0]));
        return `${entry.entity_id}:${entry.part ?? 'product'}:${['image', 'popular'].filter((part) => parts.has(part))}`;
      })
      .sort();
    expect(summary).toEqual([`${a.id}:product:image`, `${b.id}:product:image,popular`].sort());
    expect(entries.every((entry) => entry.actor_id === managerId)).toBe(true);
  });

  it('refuses the whole request when one id names no product: 422 on ids in the caller’s language, nothing changed', async () => {
    const [a, b] = await make(2);
    const gone = (await make(1))[0];
    expect((await manager.delete(`/api/products/${gone.id}`)).status).toBe(204);
    const popular = await popularIds();
    const before = invalidations;
    for (const lang of ['es', 'en', 'zh'] as Locale[]) {
      manager.lang = lang;
      for (const action of ['publish', 'unpublish', 'delete', 'add_popular']) {
        const res = await bulk({ action, ids: [a.id, b.id, gone.id] });
        expect([action, res.status, res.body]).toEqual([
          action,
          422,
          {
            message: translate(lang, 'errors.data_invalid'),
            errors: { ids: [translate(lang, 'validation.product_not_found')] },
          },
        ]);
      }
    }
    expect(invalidations).toBe(before);
    expect(await stateOf([a.id, b.id])).toEqual([
      [a.id, true],
      [b.id, true],
    ]);
    expect(await popularIds()).toEqual(popular);
    for (const product of [a, b]) {
      expect((await history(product.id)).map((entry) => entry.action)).toEqual(
        expect.not.arrayContaining(['delete']),
      );
    }
  });

  it('is one transaction: a failure on a later row leaves the earlier ones as they were', async () => {
    const [a, b, c] = await make(3);
    const [x, y] = await make(2);
    await upload(manager, x.id, [{ data: await picture('png', 77, 120, 80), name: 'x.png' }]);
    const [xImage] = await rowsOf(t, x.id);

    let restore = failingOn('beforeUpdate', (row) => row.id === c.id && 'published' in row);
    const before = invalidations;
    const unpublish = await bulk({ action: 'unpublish', ids: [a.id, b.id, c.id] });
    restore();
    expect(unpublish.status).toBe(500);
    expect(await stateOf([a.id, b.id, c.id])).toEqual([
      [a.id, true],
      [b.id, true],
      [c.id, true],
    ]);
    expect(await storefrontIds()).toEqual(expect.arrayContaining([a.id, b.id, c.id]));

    restore = failingOn('beforeRemove', (row) => row.id === y.id && 'published' in row);
    const remove = await bulk({ action: 'delete', ids: [x.id, y.id] });
    restore();
    expect(remove.status).toBe(500);
    expect((await manager.get(`/api/products/${x.id}`)).body.data.images).toHaveLength(1);
    for (const file of filesOf(t, xImage)) expect(fs.existsSync(file)).toBe(true);

    const popular = await popularIds();
    restore = failingOn('beforeInsert', (row) => row.productId === b.id && 'position' in row);
    const add = await bulk({ action: 'add_popular', ids: [a.id, b.id] });
    restore();
    expect(add.status).toBe(500);
    expect(await popularIds()).toEqual(popular);
    expect(invalidations).toBe(before);

    // Nothing was half-done: the same requests now succeed in full.
    expect((await bulk({ action: 'unpublish', ids: [a.id, b.id, c.id] })).body.data.affected).toBe(
      3,
    );
    expect((await bulk({ action: 'delete', ids: [x.id, y.id] })).body.data.affected).toBe(2);
    for (const file of filesOf(t, xImage)) expect(fs.existsSync(file)).toBe(false);
  });

  it('validates the body in the caller’s language and is for signed-in staff only', async () => {
    const [a] = await make(1);
    manager.lang = 'en';
    const cases: [unknown, string[]][] = [
      [{ ids: [a.id] }, ['action']],
      [{ action: 'archive', ids: [a.id] }, ['action']],
      [{ action: 'publish' }, ['ids']],
      [{ action: 'publish', ids: [] }, ['ids']],
      [{ action: 'publish', ids: 'all' }, ['ids']],
      [{ action: 'publish', ids: [a.id, 'x'] }, ['ids.1']],
      [{ action: 'publish', ids: [0] }, ['ids.0']],
      [
        { action: 'publish', ids: Array.from({ length: LIMITS.bulkIdsMax + 1 }, () => a.id) },
        ['ids'],
      ],
      [{ action: 'publish', ids: [a.id], extra: true }, ['extra']],
    ];
    for (const [body, fields] of cases) {
      const res = await bulk(body);
      expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, fields]);
    }
    expect((await bulk({ action: 'archive', ids: [a.id] })).body.errors.action).toEqual([
      translate('en', 'validation.enum', { values: 'publish, unpublish, delete, add_popular' }),
    ]);
    manager.lang = 'zh';
    expect((await bulk({ action: 'publish', ids: [] })).body.errors.ids).toEqual([
      translate('zh', 'validation.array_min', { min: 1 }),
    ]);

    const anonymous = new Client(t.http);
    await anonymous.csrf();
    anonymous.lang = 'en';
    const refused = await bulk({ action: 'delete', ids: [a.id] }, anonymous);
    expect([refused.status, refused.body]).toEqual([
      401,
      { message: translate('en', 'errors.unauthenticated') },
    ]);
    expect((await manager.get(`/api/products/${a.id}`)).status).toBe(200);
  });
});
