import {
  API_PATHS,
  apiUrl,
  PRODUCT_CSV_COLUMNS,
  type Product,
  type ProductImportReport,
} from '@bolsos/contracts';
import type { EntityManager } from 'typeorm';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { encodeCsv } from '../src/products/csv/csv-codec';
import { ProductCompleteness } from '../src/products/entities/product-completeness.entity';
import { ProductSlugHistory } from '../src/products/entities/product-slug-history.entity';
import { ProductTranslation } from '../src/products/entities/product-translation.entity';
import { Product as ProductRow } from '../src/products/entities/product.entity';
import { ProductEditor } from '../src/products/product-editor.service';
import { DIALECTS } from './support/databases';
import { startStaffApp } from './support/staff-products';
import type { Client, TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

/** A row in PRODUCT_CSV_COLUMNS order from the columns it names; the rest are empty. */
function row(values: Partial<Record<string, string>>): string[] {
  return PRODUCT_CSV_COLUMNS.map((column) => values[column] ?? '');
}

function importCsv(client: Client, content: string, dryRun = false) {
  const req = client
    .raw('post', `${apiUrl(API_PATHS.productsImport)}${dryRun ? '?dry_run=1' : ''}`)
    .set('Accept', 'application/json')
    .set('X-XSRF-TOKEN', client.xsrf ?? '');
  if (client.lang) req.set('Accept-Language', client.lang);
  return req.attach('file', Buffer.from(content, 'utf8'), {
    filename: 'products.csv',
    contentType: 'text/csv',
  });
}

/** Every this many rows share a name, so their slugs are made with -2, -3… */
const NAMESAKE_EVERY = 250;

/*
 * Files as large as IMPORT_MAX_ROWS allows, through the HTTP endpoint: no statement may grow with
 * the file (SQLite refuses an expression deeper than 1000 or more than 32766 variables, MySQL a
 * packet over max_allowed_packet or more than 65535 placeholders).
 */
describe.each(DIALECTS)('products CSV import at IMPORT_MAX_ROWS (%s)', (dialect) => {
  let t: TestApp;
  let manager: Client;

  beforeAll(async () => {
    ({ t, manager } = await startStaffApp(dialect));
  });
  afterAll(() => t.close());

  const count = (target: typeof ProductRow | typeof ProductSlugHistory | typeof AuditEntry) =>
    t.dataSource.getRepository<object>(target).count();
  const show = async (id: number) =>
    (await manager.get(apiUrl(API_PATHS.product(id)))).body.data as Product;

  it('creates IMPORT_MAX_ROWS new products, then updates as many, in one request each', async () => {
    const max = t.config.productImport.maxRows;
    const fresh = Array.from({ length: max }, (_, i) => {
      const namesake = i % NAMESAKE_EVERY === 0;
      return row({
        category: 'backpacks',
        price: String(10 + (i % 90)),
        published: i % 7 === 0 ? 'false' : 'true',
        name_es: namesake ? 'Mochila Gemela' : `Mochila ${i}`,
        description_es: `Cuero, "lona" ${i}`,
        name_en: namesake ? 'Twin Backpack' : `Backpack ${i}`,
        description_en: `Leather ${i}`,
        name_zh: `双肩包 ${i}`,
        slug_zh: `shuang-${i}`,
        description_zh: `真皮 ${i}`,
      });
    });
    // A typed slug that the first namesake's name would make: that one gets -2 instead.
    fresh[max - 1][PRODUCT_CSV_COLUMNS.indexOf('slug_es')] = 'mochila-gemela';
    const file = encodeCsv([[...PRODUCT_CSV_COLUMNS], ...fresh]);

    const dry = await importCsv(manager, file, true);
    expect([dry.status, dry.body.counts]).toEqual([
      200,
      { create: max, update: 0, unchanged: 0, error: 0 },
    ]);
    expect(await count(ProductRow)).toBe(0);

    const signIns = await count(AuditEntry);
    let began = Date.now();
    const created = await importCsv(manager, file);
    const createMs = Date.now() - began;
    expect([created.status, created.body.errors]).toEqual([200, undefined]);
    const report = created.body as ProductImportReport;
    expect(report).toMatchObject({
      saved: true,
      counts: { create: max, update: 0, unchanged: 0, error: 0 },
    });
    const ids = report.rows.map((r) => r.id as number);
    expect(new Set(ids).size).toBe(max);
    expect(await count(ProductRow)).toBe(max);
    expect(await t.dataSource.getRepository(ProductTranslation).count()).toBe(3 * max);
    // One entry per product, with its three languages, as the form's save records it.
    expect((await count(AuditEntry)) - signIns).toBe(max);
    expect(await t.dataSource.getRepository(ProductCompleteness).count()).toBe(max);
    expect(
      await t.dataSource.getRepository(ProductCompleteness).countBy({ missingEs: false }),
    ).toBe(max);

    expect(await show(ids[1])).toMatchObject({
      price: '11.00',
      published: true,
      translations: {
        es: { name: 'Mochila 1', slug: 'mochila-1', description: 'Cuero, "lona" 1' },
        en: { name: 'Backpack 1', slug: 'backpack-1' },
        zh: { name: '双肩包 1', slug: 'shuang-1' },
      },
    });
    expect((await show(ids[7])).published).toBe(false);
    const twins = ids.filter((_, i) => i % NAMESAKE_EVERY === 0);
    expect((await show(twins[0])).translations.es.slug).toBe('mochila-gemela-2');
    expect((await show(twins[1])).translations.es.slug).toBe('mochila-gemela-3');
    expect((await show(twins[1])).translations.en?.slug).toBe('twin-backpack-2');
    expect((await show(ids[max - 1])).translations.es.slug).toBe('mochila-gemela');

    // As many changed rows: new prices, renamed English (its blank slug made again from the new
    // name), a typed Spanish slug on every tenth, no Chinese on every 25th.
    const changed = ids.map((id, i) => {
      const renamed = i % 10 === 5;
      const dropZh = i % 25 === 3;
      return row({
        id: String(id),
        category: 'tote_bags',
        price: String(20 + (i % 50)),
        name_es: i % NAMESAKE_EVERY === 0 ? 'Mochila Gemela' : `Mochila ${i}`,
        slug_es: renamed ? `bolso-renombrado-${i}` : i === max - 1 ? 'mochila-gemela' : '',
        description_es: `Cuero, "lona" ${i}`,
        name_en: `Tote ${i}`,
        description_en: `Leather ${i}`,
        name_zh: dropZh ? '' : `双肩包 ${i}`,
        slug_zh: dropZh ? '' : `shuang-${i}`,
        description_zh: dropZh ? '' : `真皮 ${i}`,
      });
    });
    const audit = await count(AuditEntry);
    began = Date.now();
    const updated = await importCsv(manager, encodeCsv([[...PRODUCT_CSV_COLUMNS], ...changed]));
    const updateMs = Date.now() - began;
    expect([updated.status, updated.body.errors]).toEqual([200, undefined]);
    expect(updated.body.counts).toEqual({ create: 0, update: max, unchanged: 0, error: 0 });

    const renamed = ids.filter((_, i) => i % 10 === 5).length;
    const dropped = ids.filter((_, i) => i % 25 === 3).length;
    // One entry per changed product, whatever parts of it changed (category, price, its English
    // text, a renamed slug, a dropped language).
    expect(renamed + dropped).toBeGreaterThan(0);
    expect((await count(AuditEntry)) - audit).toBe(max);
    // The slugs given up, kept for their links: every English one, the renamed Spanish ones and
    // the dropped Chinese ones.
    expect(await count(ProductSlugHistory)).toBe(max + renamed + dropped);
    expect(await t.dataSource.getRepository(ProductCompleteness).countBy({ missingZh: true })).toBe(
      dropped,
    );
    expect(await show(ids[5])).toMatchObject({
      category: 'tote_bags',
      price: '25.00',
      translations: {
        es: { name: 'Mochila 5', slug: 'bolso-renombrado-5' },
        en: { name: 'Tote 5', slug: 'tote-5' },
        zh: { slug: 'shuang-5' },
      },
    });
    expect((await show(ids[3])).translations.zh).toBeUndefined();
    // A slug left blank on update keeps the one the product has.
    expect((await show(ids[0])).translations.es.slug).toBe('mochila-gemela-2');
    for (const [locale, slug] of [
      ['es', 'mochila-5'],
      ['en', 'backpack-5'],
    ]) {
      const old = await manager.get(apiUrl(API_PATHS.catalogProduct(locale, slug)));
      expect([old.status, old.headers.location]).toEqual([
        301,
        apiUrl(API_PATHS.catalogProduct(locale, locale === 'es' ? 'bolso-renombrado-5' : 'tote-5')),
      ]);
    }

    console.log(
      `${dialect}: import of ${max} new rows ${createMs} ms; of ${max} changed rows ${updateMs} ms`,
    );
  }, 900_000);

  it('refuses a file of IMPORT_MAX_ROWS rows with one bad row by its line, writing nothing', async () => {
    const max = t.config.productImport.maxRows;
    const bad = Math.floor(max * 0.77);
    const rows = Array.from({ length: max }, (_, i) =>
      row({
        category: 'tote_bags',
        price: i === bad ? 'doce' : '12',
        name_es: `Tote Nuevo ${i}`,
        name_en: `New Tote ${i}`,
        name_zh: `新托特包 ${i}`,
      }),
    );
    const products = await count(ProductRow);
    const began = Date.now();
    const res = await importCsv(manager, encodeCsv([[...PRODUCT_CSV_COLUMNS], ...rows]));
    const ms = Date.now() - began;
    // The header is line 1, so row i is on line i + 2.
    expect([res.status, Object.keys(res.body.errors)]).toEqual([422, [`line.${bad + 2}.price`]]);
    expect(res.body.report.counts).toEqual({ create: max - 1, update: 0, unchanged: 0, error: 1 });
    expect(await count(ProductRow)).toBe(products);
    console.log(`${dialect}: ${max} rows with one bad row refused in ${ms} ms`);
  }, 300_000);

  it('refuses a row whose product is deleted between the check and the write, and saves nothing', async () => {
    const [first, second] = await t.dataSource
      .getRepository(ProductRow)
      .find({ order: { id: 'ASC' }, take: 2 });
    const before = await count(AuditEntry);
    const editor = t.app.get(ProductEditor);
    const writeBatch = editor.writeBatch.bind(editor);
    const spy = jest
      .spyOn(editor, 'writeBatch')
      .mockImplementationOnce(async (manager: EntityManager, batch) => {
        // As another request would (no audit in this one): the row is simply gone.
        await manager.query('DELETE FROM products WHERE id = ?', [second.id]);
        return writeBatch(manager, batch);
      });
    try {
      manager.lang = 'en';
      const res = await importCsv(
        manager,
        encodeCsv([
          [...PRODUCT_CSV_COLUMNS],
          ...[first, second].map((product) =>
            row({ id: String(product.id), category: 'backpacks', price: '1', name_es: 'Otra' }),
          ),
          row({ category: 'backpacks', price: '2', name_es: 'Nueva' }),
        ]),
      );
      expect([res.status, res.body.errors]).toEqual([
        422,
        { 'line.3.id': [translate('en', 'validation.product_not_found')] },
      ]);
      expect(res.body.report.counts).toEqual({ create: 1, update: 1, unchanged: 0, error: 1 });
    } finally {
      manager.lang = undefined;
      spy.mockRestore();
    }
    expect(
      await t.dataSource.getRepository(ProductRow).findOneBy({ id: second.id }),
    ).not.toBeNull();
    expect((await show(first.id)).price).not.toBe('1.00');
    expect(await count(AuditEntry)).toBe(before);
  });
});
