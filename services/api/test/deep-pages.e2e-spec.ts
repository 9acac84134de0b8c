import { CATEGORIES, type Category, type Locale } from '@bolsos/contracts';
import { EVERYTHING } from '../src/common/cache/cache-tags';
import { ResponseCache } from '../src/common/cache/response-cache';
import { foldText } from '../src/common/utils/fold-text';
import { Product as ProductRow } from '../src/products/entities/product.entity';
import { fillMissingCompleteness } from '../src/products/product-completeness.subscriber';
import { ListRowKeys, ROW_KEYS_STEP } from '../src/products/list-row-keys.service';
import { DIALECTS } from './support/databases';
import { startStaffApp } from './support/staff-products';
import { Client, type TestApp } from './support/test-app';

/**
 * Deep pages are read from the nearer end of their list (ProductsService's pageOfIds): every page
 * of every public and staff list must hold exactly the rows a plain ORDER BY over the whole list
 * puts there, in its order. The catalogue is made of ties on purpose (prices, creation and update
 * times, names shared by several products) so only the id decides between many rows.
 */

const PRODUCTS = 240;
const NAMES = ['Mochila Ámbar', 'mochila ambar', 'Bolso Verde', 'Árbol Cartera', 'Zeta Bolso'];
const PRICES = ['10.00', '25.50', '25.50', '99.99', '150.00', '7.25'];

interface Row {
  category: Category;
  price: string;
  published: boolean;
  created: string;
  updated: string;
  texts: Partial<Record<Locale, { name: string; description: string }>>;
}

/** A deterministic catalogue: categories, prices and times repeat, some languages are missing. */
function catalogue(): Row[] {
  const time = (minutes: number) =>
    new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]} ${i % 7}`;
    const texts: Row['texts'] = { es: { name, description: `${name}, de cuero` } };
    if (i % 4 !== 0) texts.en = { name: `Bag ${i % 9}`, description: i % 11 ? 'Leather' : ' ' };
    if (i % 3 === 0) texts.zh = { name: `包 ${i % 5}`, description: '真皮' };
    return {
      category: CATEGORIES[(i * 7) % CATEGORIES.length],
      price: PRICES[(i * 5) % PRICES.length],
      published: i % 10 !== 3,
      // Three products share each creation time, and update times repeat in another order.
      created: time(Math.floor(i / 3)),
      updated: time((i * 13) % 40),
      texts,
    };
  });
}

/** Straight into the tables, as a bulk load would: one multi-row insert per table. */
async function fill(t: TestApp, rows: Row[]): Promise<void> {
  const ids: number[] = [];
  for (const row of rows) {
    await t.dataSource.query(
      'INSERT INTO products (category, price, published, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      [row.category, row.price, row.published ? 1 : 0, row.created, row.updated],
    );
    const [{ id }] = await t.dataSource.query('SELECT MAX(id) AS id FROM products');
    ids.push(Number(id));
  }
  const texts = rows.flatMap((row, i) =>
    Object.entries(row.texts).map(([locale, text]) => [
      ids[i],
      locale,
      text.name,
      `p${ids[i]}-${locale}`,
      text.description,
      foldText(text.name),
    ]),
  );
  await t.dataSource.query(
    `INSERT INTO product_translations (product_id, locale, name, slug, description, search_text) VALUES ${texts
      .map(() => '(?, ?, ?, ?, ?, ?)')
      .join(', ')}`,
    texts.flat(),
  );
  await fillMissingCompleteness(t.dataSource.manager);
}

describe.each(DIALECTS)('deep pages: every page as a plain ordering has it (%s)', (dialect) => {
  let t: TestApp;
  let manager: Client;
  let anonymous: Client;

  beforeAll(async () => {
    ({ t, manager } = await startStaffApp(dialect));
    anonymous = new Client(t.http);
    await fill(t, catalogue());
  }, 120_000);
  afterAll(() => t.close());

  /** The ids the database gives for `where` in `order`, whole, no paging. */
  const plain = async (sql: string, params: unknown[] = []) =>
    ((await t.dataSource.query(sql, params)) as { id: number | string }[]).map((r) => Number(r.id));

  /** Every page of `path` (with per_page), one by one, last first then in order. */
  async function pages(client: Client, path: string, perPage: number) {
    const get = async (page: number) => {
      const sep = path.includes('?') ? '&' : '?';
      const res = await client.get(`${path}${sep}per_page=${perPage}&page=${page}`);
      expect([res.status, res.body.errors]).toEqual([200, undefined]);
      return res.body as { data: { id: number }[]; meta: { total: number; from: number } };
    };
    const first = await get(1);
    const last = Math.max(1, Math.ceil(first.meta.total / perPage));
    const byPage = new Map<number, number[]>([[1, first.data.map((d) => d.id)]]);
    // The last page first and the one past it: the reverse read, on a cold list.
    for (const page of [last + 1, last, ...Array.from({ length: last }, (_, i) => i + 1)]) {
      if (byPage.has(page)) continue;
      const body = await get(page);
      expect(body.meta.total).toBe(first.meta.total);
      byPage.set(
        page,
        body.data.map((d) => d.id),
      );
    }
    return { total: first.meta.total, last, byPage };
  }

  function expectPages(got: Awaited<ReturnType<typeof pages>>, want: number[], perPage: number) {
    expect(got.total).toBe(want.length);
    for (let page = 1; page <= got.last + 1; page++)
      expect([page, got.byPage.get(page)]).toEqual([
        page,
        want.slice((page - 1) * perPage, page * perPage),
      ]);
  }

  const CATALOG_ORDER = {
    newest: 'p.created_at DESC, p.id DESC',
    price_asc: 'p.price ASC, p.id ASC',
    price_desc: 'p.price DESC, p.id DESC',
  } as const;

  const LISTS = [
    ['es', undefined],
    ['es', 'backpacks'],
    ['en', undefined],
    ['zh', 'crossbody'],
  ] as [Locale, Category | undefined][];

  // Pages far from both ends are read from the list's remembered row keys (ListRowKeys): with
  // a key every 3 rows, nearly every page here is, past the ties of prices and times.
  it.each(
    LISTS.flatMap(([lang, category]) => [
      [lang, category, ROW_KEYS_STEP] as const,
      [lang, category, 3] as const,
    ]),
  )(
    'public catalogue in %s, category %s, a row key every %s rows: every sort, every page',
    async (lang, category, step) => {
      const rowKeys = t.app.get(ListRowKeys);
      rowKeys.step = step;
      try {
        await everySortEveryPage(lang, category);
      } finally {
        rowKeys.step = ROW_KEYS_STEP;
      }
    },
  );

  it('reads a middle page from fresh row keys after a write moves rows', async () => {
    const rowKeys = t.app.get(ListRowKeys);
    rowKeys.step = 3;
    const products = t.dataSource.getRepository(ProductRow);
    const cheapest = (
      await plain(
        'SELECT p.id FROM products p WHERE p.published = 1 ORDER BY p.price ASC, p.id ASC',
      )
    )[0];
    const before = (await products.findOneByOrFail({ id: cheapest })).price;
    try {
      await everySortEveryPage('es', undefined);
      // The cheapest product becomes the dearest: every price-ordered row moves by one.
      await products.update(cheapest, { price: '999.00' });
      await everySortEveryPage('es', undefined);
    } finally {
      await products.update(cheapest, { price: before });
      rowKeys.step = ROW_KEYS_STEP;
    }
  });

  async function everySortEveryPage(lang: Locale, category: Category | undefined) {
    // Every page read from the database, none from the byte cache (a 'build' keeps row keys).
    t.app.get(ResponseCache).invalidate(EVERYTHING, 'build');
    {
      for (const [sort, order] of Object.entries(CATALOG_ORDER)) {
        const translated =
          lang === 'es'
            ? ''
            : ` AND p.id IN (SELECT product_id FROM product_translations WHERE locale = '${lang}' AND TRIM(name) <> '' AND TRIM(description) <> '')`;
        const want = await plain(
          `SELECT p.id FROM products p WHERE p.published = 1${translated}${category ? ' AND p.category = ?' : ''} ORDER BY ${order}`,
          category ? [category] : [],
        );
        expect(want.length).toBeGreaterThan(10);
        const query = new URLSearchParams({ lang, sort, ...(category ? { category } : {}) });
        const perPage = 7;
        expectPages(
          await pages(anonymous, `/api/catalog/products?${query}`, perPage),
          want,
          perPage,
        );
      }
    }
  }

  it('a list total follows the catalogue: one product unpublished, every page of its lists says so', async () => {
    const path = (page: number) =>
      `/api/catalog/products?lang=en&category=backpacks&per_page=5&page=${page}`;
    const first = await anonymous.get(path(1));
    const total = first.body.meta.total as number;
    const id = (first.body.data as { id: number }[])[0].id;
    const products = t.dataSource.getRepository(ProductRow);
    await products.update(id, { published: false });
    try {
      // Page 3 was never asked: only the total, counted before, could be stale.
      for (const page of [3, 1, Math.ceil(total / 5)]) {
        const res = await anonymous.get(path(page));
        expect([page, res.body.meta.total]).toEqual([page, total - 1]);
      }
    } finally {
      await products.update(id, { published: true });
    }
    expect((await anonymous.get(path(2))).body.meta.total).toBe(total);
  });

  const STAFF_ORDER: Record<string, { join?: string; order: string }> = {
    '': { order: 'p.id DESC' },
    name: { join: 'es', order: 'es.search_text ASC, es.product_id ASC' },
    '-name': { join: 'es', order: 'es.search_text DESC, es.product_id DESC' },
    price: { order: 'p.price ASC, p.id ASC' },
    '-price': { order: 'p.price DESC, p.id DESC' },
    updated: { order: 'p.updated_at ASC, p.id ASC' },
    '-updated': { order: 'p.updated_at DESC, p.id DESC' },
  };
  const STAFF_FILTERS: Record<string, { params: Record<string, string>; where: string }> = {
    all: { params: {}, where: '1 = 1' },
    category: { params: { category: 'tote_bags' }, where: "p.category = 'tote_bags'" },
    unpublished: { params: { published: 'false' }, where: 'p.published = 0' },
    'missing en': {
      params: { missing: 'en' },
      where: 'p.id IN (SELECT product_id FROM product_completeness WHERE missing_en = 1)',
    },
    search: {
      params: { search: 'ambar' },
      where:
        "p.id IN (SELECT product_id FROM product_translations WHERE search_text LIKE '%ambar%')",
    },
  };

  it.each(Object.keys(STAFF_FILTERS))(
    'staff list, %s: every sort, every page',
    async (filter) => {
      const { params, where } = STAFF_FILTERS[filter];
      for (const [sort, { join, order }] of Object.entries(STAFF_ORDER)) {
        const want = await plain(
          `SELECT p.id FROM products p${join ? " INNER JOIN product_translations es ON es.product_id = p.id AND es.locale = 'es'" : ''} WHERE ${where} ORDER BY ${order}`,
        );
        expect(want.length).toBeGreaterThan(10);
        const query = new URLSearchParams({ ...params, ...(sort ? { sort } : {}) });
        const perPage = 9;
        expectPages(await pages(manager, `/api/products?${query}`, perPage), want, perPage);
      }
    },
    120_000,
  );
});
