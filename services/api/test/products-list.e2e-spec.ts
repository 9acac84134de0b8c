import {
  LOCALES,
  productMissing,
  type Category,
  type DashboardResponse,
  type Locale,
  type Product,
} from '@bolsos/contracts';
import { foldText } from '../src/common/utils/fold-text';
import { ProductImage } from '../src/products/entities/product-image.entity';
import { ProductTranslation } from '../src/products/entities/product-translation.entity';
import { Product as ProductRow } from '../src/products/entities/product.entity';
import { fillMissingCompleteness } from '../src/products/product-completeness.subscriber';
import { DIALECTS } from './support/databases';
import { startStaffApp } from './support/staff-products';
import { Client, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

interface Text {
  name: string;
  description?: string;
  slug?: string;
}
interface Seed {
  es: Text;
  en?: Text;
  zh?: Text;
  price?: string;
  category?: Category;
  published?: boolean;
  /** one entry per image: its alt texts (Spanish '' when absent, as the upload stores it) */
  images?: Partial<Record<Locale, string>>[];
  /** minutes after a fixed start: the `updated` sort's key */
  updated?: number;
}

let serial = 0;
const START = Date.UTC(2026, 0, 10, 12, 0, 0);

/** Rows as staff end up with them, straight into the database: texts, image rows, dates. */
async function seed(t: TestApp, item: Seed): Promise<number> {
  const repo = t.dataSource.getRepository(ProductRow);
  serial += 1;
  const translations = LOCALES.filter((locale) => item[locale]).map((locale) => {
    const text = item[locale] as Text;
    return Object.assign(new ProductTranslation(), {
      locale,
      name: text.name,
      slug: text.slug ?? `p${serial}-${locale}`,
      description: text.description ?? `${text.name}.`,
      searchText: foldText(text.name),
    });
  });
  const images = (item.images ?? []).map((alt, position) =>
    Object.assign(new ProductImage(), {
      position,
      // Only the staff answer reads these rows here: no files are needed behind them.
      storageKey: serial.toString(16).padStart(32, '0'),
      width: 400,
      height: 300,
      variants: [400],
      altEs: alt.es ?? '',
      altEn: alt.en ?? null,
      altZh: alt.zh ?? null,
    }),
  );
  const saved = await repo.save(
    repo.create({
      category: item.category ?? 'backpacks',
      price: item.price ?? '50.00',
      published: item.published ?? true,
      translations,
      images,
    }),
  );
  await repo.update(saved.id, { updatedAt: new Date(START + (item.updated ?? 0) * 60_000) });
  return saved.id;
}

describe.each(DIALECTS)('staff products list: filters, sorts, completeness (%s)', (dialect) => {
  let t: TestApp;
  let manager: Client;

  const list = async (query: Record<string, string | number>, client = manager) => {
    const res = await client.get(
      `/api/products?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
    expect([res.status, res.body.errors]).toEqual([200, undefined]);
    return res.body as { data: Product[]; meta: { total: number; from: number; to: number } };
  };
  const ids = async (query: Record<string, string | number>) =>
    (await list({ per_page: 100, ...query })).data.map((p) => p.id);
  /** every product, each as the staff answer gives it */
  const everything = async () => {
    const all: Product[] = [];
    for (let page = 1; ; page++) {
      const body = await list({ per_page: 100, page });
      all.push(...body.data);
      if (body.meta.to >= body.meta.total) return all;
    }
  };

  beforeAll(async () => {
    ({ t, manager } = await startStaffApp(dialect));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    manager.lang = undefined;
  });

  describe('completeness', () => {
    let complete: number;
    let noEn: number;
    let blankZhDescription: number;
    let zhAltMissing: number;
    let onlyEs: number;

    beforeAll(async () => {
      complete = await seed(t, {
        es: { name: 'Completa' },
        en: { name: 'Complete' },
        zh: { name: '完整' },
        images: [{ es: 'Frente', en: 'Front', zh: '正面' }],
      });
      noEn = await seed(t, {
        es: { name: 'Sin inglés' },
        zh: { name: '没有英文' },
        images: [{ es: 'Frente', zh: '正面' }],
      });
      blankZhDescription = await seed(t, {
        es: { name: 'Descripción china vacía' },
        en: { name: 'Empty Chinese description' },
        zh: { name: '空描述', description: '' },
      });
      zhAltMissing = await seed(t, {
        es: { name: 'Sin alt chino' },
        en: { name: 'No Chinese alt' },
        zh: { name: '没有替代文字' },
        images: [
          { es: 'Uno', en: 'One', zh: '一' },
          { en: 'Two', zh: '  ' },
        ],
      });
      onlyEs = await seed(t, { es: { name: 'Solo español', description: '' } });
    });

    it('each product lists, per language, what it lacks: name, slug, description, image alt', async () => {
      const byId = new Map((await everything()).map((p) => [p.id, p.missing]));
      expect(byId.get(complete)).toEqual({ es: [], en: [], zh: [] });
      expect(byId.get(noEn)).toEqual({
        es: [],
        en: ['name', 'slug', 'description', 'alt'],
        zh: [],
      });
      expect(byId.get(blankZhDescription)).toEqual({ es: [], en: [], zh: ['description'] });
      // A blank alt counts as missing, though the storefront falls back to Spanish or the name.
      expect(byId.get(zhAltMissing)).toEqual({ es: ['alt'], en: [], zh: ['alt'] });
      expect(byId.get(onlyEs)).toEqual({
        es: ['description'],
        en: ['name', 'slug', 'description'],
        zh: ['name', 'slug', 'description'],
      });
      const one = (await manager.get(`/api/products/${zhAltMissing}`)).body.data as Product;
      expect(one.missing).toEqual(byId.get(zhAltMissing));
    });

    it('the missing filter and the dashboard counts agree with Product.missing on every product', async () => {
      // More shapes, made at random from a fixed seed: the SQL and the contract's function must agree.
      let state = 1234567;
      const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
      const maybe = (text: string) => (random() < 0.3 ? '' : text);
      for (let i = 0; i < 30; i++) {
        await seed(t, {
          es: { name: `Azar ${i}`, description: maybe('Lona') },
          ...(random() < 0.7 ? { en: { name: `Random ${i}`, description: maybe('Canvas') } } : {}),
          ...(random() < 0.6 ? { zh: { name: `随机 ${i}`, description: maybe('帆布') } } : {}),
          images: Array.from({ length: Math.floor(random() * 3) }, () => ({
            es: maybe('Frente'),
            en: maybe('Front'),
            zh: maybe('正面'),
          })),
          published: random() < 0.8,
        });
      }
      const all = await everything();
      const dashboard = (await manager.get('/api/dashboard')).body as DashboardResponse;
      for (const locale of LOCALES) {
        const expected = all
          .filter((p) => productMissing(p)[locale].length > 0)
          .map((p) => p.id)
          .sort((a, b) => a - b);
        expect(
          all
            .filter((p) => p.missing[locale].length > 0)
            .map((p) => p.id)
            .sort((a, b) => a - b),
        ).toEqual(expected);
        expect([locale, dashboard.incomplete[locale]]).toEqual([locale, expected.length]);
        if (locale === 'es') continue;
        const filtered = [];
        for (let page = 1; ; page++) {
          const body = await list({ missing: locale, per_page: 7, page });
          filtered.push(...body.data.map((p) => p.id));
          expect(body.meta.total).toBe(expected.length);
          if (body.meta.to >= body.meta.total) break;
        }
        expect([locale, filtered.sort((a, b) => a - b)]).toEqual([locale, expected]);
      }
      expect(dashboard.incomplete.en).toBeGreaterThan(0);
      expect(dashboard.incomplete.zh).toBeGreaterThan(0);
      expect(dashboard.counts.products).toBe(all.length);

      // Fixing what was missing takes a product out of the filter and the count.
      const zhBefore = dashboard.incomplete.zh;
      const fixed = await manager.put(`/api/products/${blankZhDescription}`, {
        category: 'backpacks',
        price: 50,
        translations: {
          es: { name: 'Descripción china vacía', description: 'Lona.' },
          en: { name: 'Empty Chinese description', description: 'Canvas.' },
          zh: { name: '空描述', description: '帆布。' },
        },
      });
      expect(fixed.body.data.missing).toEqual({ es: [], en: [], zh: [] });
      expect(await ids({ missing: 'zh' })).not.toContain(blankZhDescription);
      expect(((await manager.get('/api/dashboard')).body as DashboardResponse).incomplete.zh).toBe(
        zhBefore - 1,
      );
    });
    it('a product written around TypeORM gets its flags from the fill-completeness command', async () => {
      await t.dataSource.query(
        "INSERT INTO products (category, price, published) VALUES ('backpacks', '10.00', 1)",
      );
      const [{ id }] = (await t.dataSource.query('SELECT MAX(id) AS id FROM products')) as {
        id: number;
      }[];
      await t.dataSource.query(
        "INSERT INTO product_translations (product_id, locale, name, slug, description, search_text) VALUES (?, 'es', 'Cargada a mano', ?, 'Lona.', 'cargada a mano')",
        [Number(id), `cargada-${id}`],
      );
      expect(await ids({ missing: 'zh' })).not.toContain(Number(id));
      expect(await ids({ search: 'cargada a mano' })).toEqual([]);
      expect(await fillMissingCompleteness(t.dataSource.manager)).toBe(1);
      expect(await ids({ missing: 'zh' })).toContain(Number(id));
      // The staff search reads the names the command gathered too.
      expect(await ids({ search: 'cargada a mano' })).toEqual([Number(id)]);
      // Once filled, nothing is left to fill.
      expect(await fillMissingCompleteness(t.dataSource.manager)).toBe(0);
      expect(await ids({ missing: 'en' })).toContain(Number(id));
      const fixed = await manager.put(`/api/products/${id}`, {
        category: 'backpacks',
        price: 10,
        translations: {
          es: { name: 'Cargada a mano', description: 'Lona.' },
          en: { name: 'Hand loaded', description: 'Canvas.' },
          zh: { name: '手工录入', description: '帆布。' },
        },
      });
      expect(fixed.status).toBe(200);
      expect(await ids({ missing: 'zh' })).not.toContain(Number(id));
      expect(await ids({ missing: 'en' })).not.toContain(Number(id));
      // A save gathers the names again: each language's name is found, never two names as one.
      for (const term of ['cargada a mano', 'HAND LOADED', '手工'])
        expect(await ids({ search: term })).toEqual([Number(id)]);
      expect(await ids({ search: 'mano hand' })).toEqual([]);
    });
  });

  describe('filters and sorts', () => {
    const made: Record<string, number> = {};
    let names: string[];

    beforeAll(async () => {
      // Names whose order needs folding: accents and case must not decide it.
      const rows: [string, string, boolean, number, Category][] = [
        ['Ámbar Mochila', '120.00', true, 5, 'backpacks'],
        ['arco mochila', '9.50', false, 1, 'backpacks'],
        ['Árbol Bolso', '35.00', true, 9, 'crossbody'],
        ['bolso Zeta', '35.00', false, 3, 'crossbody'],
        ['Cartera Éter', '100.00', true, 7, 'tote_bags'],
        ['cartera eter', '60.00', true, 2, 'tote_bags'],
        ['Dúo Mochila', '35.00', true, 8, 'backpacks'],
      ];
      for (const [name, price, published, updated, category] of rows) {
        made[name] = await seed(t, {
          es: { name },
          en: { name: `${name} EN` },
          ...(published ? { zh: { name: `${name} 中文` } } : {}),
          price,
          published,
          category,
          // far after the completeness products, so this group's order is its own
          updated: 10_000 + updated,
        });
      }
      names = rows.map(([name]) => name);
    });

    /** The ids of this group's products, in the order of a listing. */
    const ours = (listed: number[]) => {
      const mine = new Set(Object.values(made));
      return listed.filter((id) => mine.has(id));
    };
    const idsOf = (...list: string[]) => list.map((name) => made[name]);

    it('sorts by Spanish name (case and accents folded), price and update, both ways, ties by id', async () => {
      const byName = idsOf(
        'Ámbar Mochila',
        'Árbol Bolso',
        'arco mochila',
        'bolso Zeta',
        'cartera eter',
        'Cartera Éter',
        'Dúo Mochila',
      );
      // 'Cartera Éter' and 'cartera eter' fold alike: the older one first.
      expect(made['Cartera Éter']).toBeLessThan(made['cartera eter']);
      byName.splice(4, 2, made['Cartera Éter'], made['cartera eter']);
      expect(ours(await ids({ sort: 'name' }))).toEqual(byName);
      expect(ours(await ids({ sort: '-name' }))).toEqual([...byName].reverse());

      // 9.50 before 100.00: numbers, not text; the three at 35.00 by id.
      const byPrice = idsOf(
        'arco mochila',
        'Árbol Bolso',
        'bolso Zeta',
        'Dúo Mochila',
        'cartera eter',
        'Cartera Éter',
        'Ámbar Mochila',
      );
      expect(ours(await ids({ sort: 'price' }))).toEqual(byPrice);
      expect(ours(await ids({ sort: '-price' }))).toEqual([...byPrice].reverse());

      const byUpdate = idsOf(
        'arco mochila',
        'cartera eter',
        'bolso Zeta',
        'Ámbar Mochila',
        'Cartera Éter',
        'Dúo Mochila',
        'Árbol Bolso',
      );
      expect(ours(await ids({ sort: 'updated' }))).toEqual(byUpdate);
      expect(ours(await ids({ sort: '-updated' }))).toEqual([...byUpdate].reverse());

      // No order asked: newest first, as before.
      expect(ours(await ids({}))).toEqual(idsOf(...names).reverse());
    });

    it('pages through every sort, alone and filtered: each product exactly once, in order', async () => {
      // SQLite 3.51 once skipped a page's OFFSET rows before an EXISTS filter when an index gave
      // the order: page 2 of a search sorted by price repeated page 1. Every combination here.
      const filters: Record<string, string>[] = [
        {},
        { search: 'mochila' },
        { search: 'a' },
        { missing: 'zh' },
        { published: 'false' },
        { search: 'e', missing: 'en', published: 'true' },
      ];
      for (const sort of ['name', '-name', 'price', '-price', 'updated', '-updated']) {
        for (const filter of filters) {
          const whole = await ids({ sort, ...filter });
          const paged: number[] = [];
          for (let page = 1; ; page++) {
            const body = await list({ sort, ...filter, per_page: 2, page });
            paged.push(...body.data.map((p) => p.id));
            expect(body.meta.total).toBe(whole.length);
            if (body.meta.to >= body.meta.total) break;
          }
          expect([sort, filter, paged]).toEqual([sort, filter, whole]);
        }
      }
    });

    it('filters by published state, missing language and category, combined with search, sort and pages', async () => {
      expect(ours(await ids({ published: 'true', sort: 'name' }))).toEqual(
        idsOf('Ámbar Mochila', 'Árbol Bolso', 'Cartera Éter', 'cartera eter', 'Dúo Mochila'),
      );
      const all = await everything();
      expect(await ids({ published: 'false' })).toEqual(
        all.filter((p) => !p.published).map((p) => p.id),
      );
      expect(await ids({ published: '1' })).toEqual(
        all.filter((p) => p.published).map((p) => p.id),
      );
      // The unpublished ones of this group have no Chinese text.
      expect(ours(await ids({ missing: 'zh', published: 'false' }))).toEqual(
        idsOf('bolso Zeta', 'arco mochila'),
      );
      expect(ours(await ids({ missing: 'en' }))).toEqual([]);

      // Search (any language, folded) with a filter, a sort and a page.
      const search = { search: 'MOCHILA', sort: '-price', per_page: 2 };
      const first = await list({ ...search, page: 1 });
      expect(first.data.map((p) => p.id)).toEqual(idsOf('Ámbar Mochila', 'Dúo Mochila'));
      expect(first.meta).toMatchObject({ total: 3, from: 1, to: 2 });
      const second = await list({ ...search, page: 2 });
      expect(second.data.map((p) => p.id)).toEqual(idsOf('arco mochila'));
      expect(second.meta).toMatchObject({ total: 3, from: 3, to: 3 });
      const narrowed = await list({ ...search, published: 'true', category: 'backpacks' });
      expect(narrowed.data.map((p) => p.id)).toEqual(idsOf('Ámbar Mochila', 'Dúo Mochila'));
      expect(narrowed.meta.total).toBe(2);
      expect(
        (await list({ search: 'éter 中文', missing: 'zh', sort: 'name' })).data.map((p) => p.id),
      ).toEqual([]);
      expect((await list({ search: 'mochila', missing: 'zh' })).data.map((p) => p.id)).toEqual(
        idsOf('arco mochila'),
      );
      expect((await list({ search: 'eter', sort: 'name' })).data.map((p) => p.id)).toEqual(
        idsOf('Cartera Éter', 'cartera eter'),
      );
      const tote = await list({ category: 'tote_bags', published: 'true', sort: 'price' });
      expect(tote.data.map((p) => p.id)).toEqual(idsOf('cartera eter', 'Cartera Éter'));
    });

    it('refuses bad filter and sort values with 422 in the caller’s language', async () => {
      const cases: [string, string, string][] = [
        ['sort=price_asc', 'sort', 'enum'],
        ['sort=Name', 'sort', 'enum'],
        ['missing=es', 'missing', 'enum'],
        ['missing=fr', 'missing', 'enum'],
        ['published=maybe', 'published', 'boolean'],
        ['published=yes', 'published', 'boolean'],
      ];
      for (const lang of ['es', 'en', 'zh'] as Locale[]) {
        manager.lang = lang;
        for (const [query, field, kind] of cases) {
          const res = await manager.get(`/api/products?${query}`);
          const message =
            kind === 'enum'
              ? translate(lang, 'validation.enum', {
                  values:
                    field === 'sort' ? 'name, -name, price, -price, updated, -updated' : 'en, zh',
                })
              : translate(lang, 'validation.invalid_type', { context: 'boolean' });
          expect([query, res.status, res.body.message, res.body.errors]).toEqual([
            query,
            422,
            translate(lang, 'errors.data_invalid'),
            { [field]: [message] },
          ]);
        }
      }
      manager.lang = 'zh';
      const several = await manager.get('/api/products?sort=x&missing=x&published=x&page=0');
      expect(Object.keys(several.body.errors).sort()).toEqual([
        'missing',
        'page',
        'published',
        'sort',
      ]);
    });

    it('documents every filter and sort of the list in OpenAPI, with their values', async () => {
      const doc = (await new Client(t.http).get('/api/docs/openapi.json')).body;
      const params = Object.fromEntries(
        (doc.paths['/api/products'].get.parameters as { name: string; schema: object }[]).map(
          (p) => [p.name, p.schema],
        ),
      );
      expect(Object.keys(params).sort()).toEqual([
        'category',
        'missing',
        'page',
        'per_page',
        'published',
        'search',
        'sort',
      ]);
      expect(params.sort).toMatchObject({
        enum: ['name', '-name', 'price', '-price', 'updated', '-updated'],
      });
      expect(params.missing).toMatchObject({ enum: ['en', 'zh'] });
      expect(params.published).toMatchObject({ type: 'boolean' });
    });
  });
});
