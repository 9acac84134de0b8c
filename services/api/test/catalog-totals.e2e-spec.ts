import {
  API_PATHS,
  apiUrl,
  CATEGORIES,
  LOCALES,
  PRODUCT_CSV_COLUMNS,
  type Locale,
  type Product,
} from '@bolsos/contracts';
import { EVERYTHING } from '../src/common/cache/cache-tags';
import { ResponseCache } from '../src/common/cache/response-cache';
import { encodeCsv, parseCsv } from '../src/products/csv/csv-codec';
import { Product as ProductRow } from '../src/products/entities/product.entity';
import { ProductTranslation } from '../src/products/entities/product-translation.entity';
import { sawWholeProduct } from '../src/products/product-completeness.subscriber';
import { loadProduct } from '../src/products/product-editor.service';
import { DIALECTS } from './support/databases';
import { createProduct, startStaffApp } from './support/staff-products';
import { Client, type TestApp } from './support/test-app';

/**
 * Issue 31: a public list's total in English or Chinese is counted from product_completeness's
 * copies of each product's `published` and `category`. Every kind of write that changes those or
 * the product's texts must leave each list's total equal to a count of the products themselves,
 * read right after the write (the totals are kept between writes, so each check first asks every
 * list once and the next write must clear what it changes).
 */
describe.each(DIALECTS)('public list totals after catalogue writes (%s)', (dialect) => {
  let t: TestApp;
  let manager: Client;
  let serial = 0;
  const visitor = () => new Client(t.http);

  /** What a list in `locale` shows, counted from products and their texts, not from the flags. */
  const plainCount = async (locale: Locale, category?: string, minPrice?: number) => {
    const params: unknown[] = [];
    let sql = 'SELECT COUNT(*) AS n FROM products p WHERE p.published = 1';
    if (category) {
      sql += ' AND p.category = ?';
      params.push(category);
    }
    if (minPrice !== undefined) {
      sql += ' AND p.price >= ?';
      params.push(minPrice.toFixed(2));
    }
    if (locale !== 'es') {
      sql +=
        ' AND EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id' +
        " AND t.locale = ? AND TRIM(t.name) <> '' AND TRIM(t.description) <> '')";
      params.push(locale);
    }
    const [row] = (await t.dataSource.query(sql, params)) as { n: number | string }[];
    return Number(row.n);
  };

  const listTotal = async (locale: Locale, category?: string, minPrice?: number) => {
    const res = await visitor().get(
      apiUrl(API_PATHS.catalogProducts, {
        lang: locale,
        category,
        per_page: 1,
        min_price: minPrice,
      }),
    );
    expect(res.status).toBe(200);
    return res.body.meta.total as number;
  };

  /** Every language × (all products, each category), and one list with a price bound. */
  const lists = () => [
    ...LOCALES.flatMap((locale) =>
      [undefined, ...CATEGORIES].map((category) => ({ locale, category, minPrice: undefined })),
    ),
    ...LOCALES.map((locale) => ({ locale, category: 'backpacks', minPrice: 20 })),
  ];

  /** Each list's total as the API answers it beside the plain count (and none may be 0 by luck). */
  const expectTotalsRight = async () => {
    const answered: string[] = [];
    const counted: string[] = [];
    for (const { locale, category, minPrice } of lists()) {
      const name = `${locale} ${category ?? 'all'}${minPrice ? ` ≥ ${minPrice}` : ''}`;
      answered.push(`${name}: ${await listTotal(locale, category, minPrice)}`);
      counted.push(`${name}: ${await plainCount(locale, category, minPrice)}`);
    }
    expect(answered).toEqual(counted);
    // The copies themselves, row by row: no product's flags row says another state or category.
    const [drift] = (await t.dataSource.query(
      'SELECT COUNT(*) AS n FROM product_completeness pc INNER JOIN products p ON p.id = pc.product_id' +
        ' WHERE pc.published <> p.published OR pc.category <> p.category',
    )) as { n: number | string }[];
    expect(Number(drift.n)).toBe(0);
  };

  /** A product in `category`, with the languages named (Spanish always), published or not. */
  const make = (category: string, languages: Locale[], published = true, price = 30) => {
    serial += 1;
    const name = (locale: Locale) => `Bolso Cuenta ${serial} ${locale}`;
    return createProduct(manager, {
      category,
      price,
      published,
      translations: Object.fromEntries(
        (['es', ...languages.filter((l) => l !== 'es')] as Locale[]).map((locale) => [
          locale,
          { name: name(locale), description: `Lona ${serial}` },
        ]),
      ),
    });
  };

  /** The product form's Save with `changes` over what the product has. */
  const save = async (product: Product, changes: Record<string, unknown>) => {
    const res = await manager.put(apiUrl(API_PATHS.product(product.id)), {
      category: product.category,
      price: Number(product.price),
      published: product.published,
      translations: product.translations,
      ...changes,
    });
    expect([res.status, res.body.errors]).toEqual([200, undefined]);
    return res.body.data as Product;
  };

  const bulk = async (action: string, ids: number[]) => {
    const res = await manager.post(apiUrl(API_PATHS.productsBulk), { action, ids });
    expect([res.status, res.body.errors]).toEqual([200, undefined]);
  };

  const importCsv = async (records: string[][]) => {
    const res = await manager
      .raw('post', apiUrl(API_PATHS.productsImport))
      .set('Accept', 'application/json')
      .set('X-XSRF-TOKEN', manager.xsrf ?? '')
      .attach('file', Buffer.from(encodeCsv(records), 'utf8'), {
        filename: 'products.csv',
        contentType: 'text/csv',
      });
    expect([res.status, res.body.errors]).toEqual([200, undefined]);
    return res.body as { counts: Record<string, number> };
  };

  beforeAll(async () => {
    ({ t, manager } = await startStaffApp(dialect));
  });
  afterAll(() => t.close());

  it('stay equal to a plain count after form saves, bulk publish and unpublish, a CSV import and deletes', async () => {
    // A catalogue with every case: all three languages, Spanish only, without Chinese, hidden ones.
    const bags: Product[] = [];
    for (const category of CATEGORIES) {
      bags.push(await make(category, ['en', 'zh']));
      bags.push(await make(category, ['en']));
      bags.push(await make(category, []));
      bags.push(await make(category, ['en', 'zh'], false));
    }
    const [full, noZh, esOnly, hidden] = bags;
    await expectTotalsRight();

    // Form saves: unpublish, publish, move to another category, drop and add languages.
    await save(full, { published: false });
    await expectTotalsRight();
    await save(hidden, { published: true });
    await expectTotalsRight();
    const moved = await save(noZh, { category: 'tote_bags' });
    expect(moved.category).toBe('tote_bags');
    await expectTotalsRight();
    await save(moved, { translations: { es: moved.translations.es } });
    await expectTotalsRight();
    await save(esOnly, {
      category: 'crossbody',
      translations: {
        ...esOnly.translations,
        en: { name: 'Counted Bag', description: 'Canvas' },
        zh: { name: '计数包', description: '帆布' },
      },
    });
    await expectTotalsRight();
    // A language with a name but no description is not listed in it.
    await save(bags[4], {
      translations: { ...bags[4].translations, en: { name: 'Nameless Text', description: '' } },
    });
    await expectTotalsRight();

    // Bulk actions from the staff list.
    await bulk(
      'unpublish',
      bags.filter((_, i) => i % 3 === 0).map((bag) => bag.id),
    );
    await expectTotalsRight();
    await bulk(
      'publish',
      bags.filter((_, i) => i % 2 === 0).map((bag) => bag.id),
    );
    await expectTotalsRight();

    // A CSV import: updated rows change state, category and languages; new rows come in.
    const exported = await manager.raw('get', apiUrl(API_PATHS.productsExport)).buffer(true);
    expect(exported.status).toBe(200);
    const records = parseCsv(exported.text.replace(/^\uFEFF/, '')).map((r) => [...r.fields]);
    const at = (column: string) => PRODUCT_CSV_COLUMNS.indexOf(column);
    const line = (id: number) => records.find((fields) => fields[0] === String(id)) as string[];
    const rows: string[][] = [[...PRODUCT_CSV_COLUMNS]];
    const unpublishing = line(bags[6].id);
    unpublishing[at('published')] = 'false';
    const publishing = line(bags[7].id);
    publishing[at('published')] = 'true';
    publishing[at('category')] = 'fanny_packs';
    const losingEnglish = line(bags[8].id);
    losingEnglish[at('name_en')] = '';
    losingEnglish[at('slug_en')] = '';
    losingEnglish[at('description_en')] = '';
    losingEnglish[at('category')] = 'backpacks';
    const gainingChinese = line(bags[9].id);
    gainingChinese[at('name_zh')] = '导入包';
    gainingChinese[at('description_zh')] = '皮革';
    rows.push(unpublishing, publishing, losingEnglish, gainingChinese);
    for (let i = 0; i < 6; i++) {
      const fresh = PRODUCT_CSV_COLUMNS.map(() => '');
      fresh[at('category')] = CATEGORIES[i % CATEGORIES.length];
      fresh[at('price')] = String(20 + i);
      fresh[at('published')] = i === 5 ? 'false' : 'true';
      fresh[at('name_es')] = `Bolso Importado ${i}`;
      fresh[at('description_es')] = 'Lona';
      if (i % 2 === 0) {
        fresh[at('name_en')] = `Imported Bag ${i}`;
        fresh[at('description_en')] = 'Canvas';
      }
      if (i % 3 === 0) {
        fresh[at('name_zh')] = `进口包 ${i}`;
        fresh[at('description_zh')] = '帆布';
      }
      rows.push(fresh);
    }
    const report = await importCsv(rows);
    expect(report.counts).toMatchObject({ create: 6, update: 4, error: 0 });
    await expectTotalsRight();

    // Deletes: one from the form, several from the list.
    expect((await manager.delete(apiUrl(API_PATHS.product(bags[10].id)))).status).toBe(204);
    await expectTotalsRight();
    await bulk('delete', [bags[11].id, bags[12].id, bags[13].id]);
    await expectTotalsRight();

    // Writes that name no row to the subscribers (Repository.update(): TypeORM passes the values
    // set, not the ids), outside a transaction and inside one.
    const repo = t.dataSource.getRepository(ProductRow);
    await repo.update(bags[14].id, { published: false, category: 'tote_bags' });
    await expectTotalsRight();
    await t.dataSource.transaction(async (tx) => {
      await tx.getRepository(ProductRow).update(bags[14].id, { published: true });
      await tx.getRepository(ProductRow).update(bags[16].id, { category: 'backpacks' });
    });
    await expectTotalsRight();

    // A product read whole after a save (its flags are computed from that read at commit), then
    // written again in the same transaction: the flags follow the later write, not the read.
    const english = async (id: number) => {
      const [row] = (await t.dataSource.query(
        'SELECT translated_en AS en FROM product_completeness WHERE product_id = ?',
        [id],
      )) as { en: number | boolean }[];
      return Boolean(Number(row.en));
    };
    const reread = bags[17].id;
    expect(await english(reread)).toBe(true);
    await t.dataSource.transaction(async (tx) => {
      const whole = (await loadProduct(tx, reread)) as ProductRow;
      sawWholeProduct(tx, whole);
      const text = whole.translations.find((tr) => tr.locale === 'en') as ProductTranslation;
      await tx.getRepository(ProductTranslation).save({ ...text, description: ' ' });
    });
    expect(await english(reread)).toBe(false);
    await expectTotalsRight();
  });

  it('keep a list’s total through a new price or name, count again when a product enters or leaves it, and count a price-bounded list again at any card change', async () => {
    const bag = await make('fanny_packs', ['en', 'zh'], true, 15);
    const hidden = await make('fanny_packs', ['en'], false, 10);
    const spanishTotals = async () => ({
      all: await listTotal('es'),
      fannyPacks: await listTotal('es', 'fanny_packs'),
      bounded: await listTotal('es', 'fanny_packs', 20),
    });
    const before = await spanishTotals();
    // A product written around the API (raw SQL: no subscriber hears it) is what a list holds
    // once it is counted again, and not before: a kept total does not see it.
    await t.dataSource.query(
      "INSERT INTO products (category, price, published, created_at, updated_at) VALUES ('fanny_packs', '25.00', 1, '2020-01-01 00:00:00', '2020-01-01 00:00:00')",
    );
    const renamed = await save(bag, {
      price: 16,
      translations: {
        ...bag.translations,
        es: { ...bag.translations.es, name: 'Cangurera Renombrada' },
      },
    });
    // The bounded list is counted again at any change of a card it holds (a price may cross
    // its bound) and now sees the unseen row; the others are kept.
    expect(await spanishTotals()).toEqual({ ...before, bounded: before.bounded + 1 });
    // A price across the bound: the product enters the bounded list, the others are kept.
    const pricier = await save(renamed, { price: 30 });
    expect(await spanishTotals()).toEqual({ ...before, bounded: before.bounded + 2 });
    // Published: it enters the lists of its category and of all products, counted again (with
    // the unseen row); hidden: it leaves them.
    await save(hidden, { published: true });
    expect(await spanishTotals()).toEqual({
      all: before.all + 2,
      fannyPacks: before.fannyPacks + 2,
      bounded: before.bounded + 2,
    });
    await save(pricier, { published: false });
    expect(await spanishTotals()).toEqual({
      all: before.all + 1,
      fannyPacks: before.fannyPacks + 1,
      bounded: before.bounded + 1,
    });

    // All products is the sum of its categories': a product entering or leaving one counts that
    // category again, and a category no write named keeps its total (blind to a row written
    // around the API), in every language.
    const allOf = () => Promise.all(LOCALES.map((locale) => listTotal(locale)));
    const laptopsOf = () => Promise.all(LOCALES.map((locale) => listTotal(locale, 'laptop_bags')));
    const [allBefore, laptopsBefore] = [await allOf(), await laptopsOf()];
    await t.dataSource.query(
      "INSERT INTO products (category, price, published, created_at, updated_at) VALUES ('laptop_bags', '25.00', 1, '2020-01-01 00:00:00', '2020-01-01 00:00:00')",
    );
    const [{ id: unseen }] = (await t.dataSource.query('SELECT MAX(id) AS id FROM products')) as {
      id: number;
    }[];
    await t.dataSource.query(
      "INSERT INTO product_completeness (product_id, translated_es, translated_en, translated_zh, published, category) VALUES (?, 1, 1, 1, 1, 'laptop_bags')",
      [unseen],
    );
    const crossbody = await make('crossbody', ['en', 'zh']);
    expect([await allOf(), await laptopsOf()]).toEqual([
      allBefore.map((n) => n + 1),
      laptopsBefore,
    ]);
    await save(crossbody, { published: false });
    expect([await allOf(), await laptopsOf()]).toEqual([allBefore, laptopsBefore]);

    // A new build or release shows the same products: the totals stay. A change of everything
    // (one a replica may have missed) counts every list again.
    const cache = t.app.get(ResponseCache);
    cache.invalidate(EVERYTHING, 'build');
    expect(await laptopsOf()).toEqual(laptopsBefore);
    cache.invalidate(EVERYTHING);
    expect(await laptopsOf()).toEqual(laptopsBefore.map((n) => n + 1));
  });
});
