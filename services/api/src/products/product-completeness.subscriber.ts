import { LOCALES, productMissing, type Locale } from '@bolsos/contracts';
import {
  EventSubscriber,
  In,
  type EntityManager,
  type EntitySubscriberInterface,
  type InsertEvent,
  type QueryRunner,
  type RemoveEvent,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateEvent,
} from 'typeorm';
import { statementBatches } from '../database/statement-batches';
import { ProductCompleteness } from './entities/product-completeness.entity';
import { ProductImage } from './entities/product-image.entity';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';

/**
 * SQL true where product `alias` lacks something in `locale`, computed from its texts and images
 * (no complete translation there, or an image without alt text there), the way productMissing
 * does: for filling product_completeness in one statement. `locale` comes from LOCALES only.
 */
export function missingFromRowsSql(locale: Locale, alias: string): string {
  if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${locale}`);
  return (
    `(${alias}.id NOT IN (SELECT mt.product_id FROM product_translations mt` +
    ` WHERE mt.locale = '${locale}' AND TRIM(mt.name) <> '' AND TRIM(mt.slug) <> ''` +
    ` AND TRIM(mt.description) <> '')` +
    ` OR ${alias}.id IN (SELECT mi.product_id FROM product_images mi` +
    ` WHERE mi.alt_${locale} IS NULL OR TRIM(mi.alt_${locale}) = ''))`
  );
}

/**
 * SQL true where product `alias` has its own name and description in `locale` (what the
 * catalogue in that language lists): for filling product_completeness in one statement.
 */
export function translatedFromRowsSql(locale: Locale, alias: string): string {
  if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${locale}`);
  return (
    `${alias}.id IN (SELECT tt.product_id FROM product_translations tt` +
    ` WHERE tt.locale = '${locale}' AND TRIM(tt.name) <> '' AND TRIM(tt.description) <> '')`
  );
}

/**
 * SQL for product `alias`'s search text as refreshBatch writes it: its translations' folded
 * names, Spanish, English, Chinese, one per line (CONCAT_WS skips a language it lacks).
 */
export function searchTextFromRowsSql(alias: string): string {
  const name = (locale: Locale) =>
    `(SELECT st.search_text FROM product_translations st WHERE st.product_id = ${alias}.id AND st.locale = '${locale}')`;
  return `CONCAT_WS('\n', ${LOCALES.map(name).join(', ')})`;
}

/** The same, from the rows TypeORM read. */
function searchTextOf(texts: ProductTranslation[]): string {
  return LOCALES.flatMap((locale) => texts.find((t) => t.locale === locale) ?? [])
    .map((t) => t.searchText)
    .join('\n');
}

/** Whether a stored text names and describes the product (translatedFromRowsSql's rule). */
function translated(text: { name: string; description: string } | undefined): boolean {
  return Boolean(text?.name.trim() && text.description.trim());
}

/**
 * Adds the flags of products that have none (rows written without TypeORM: a bulk load, a
 * restore), returning how many. The CLI's `fill-completeness` runs it once after such a load; the
 * server never does at start, since at 100,000 products the anti-join alone is a full scan.
 */
export async function fillMissingCompleteness(manager: EntityManager): Promise<number> {
  const flag = (sql: string) => `CASE WHEN ${sql} THEN 1 ELSE 0 END`;
  const flags = LOCALES.flatMap((locale) => [
    flag(missingFromRowsSql(locale, 'p')),
    flag(translatedFromRowsSql(locale, 'p')),
  ]);
  const columns = LOCALES.flatMap((locale) => [`missing_${locale}`, `translated_${locale}`]);
  const missing =
    'FROM products p WHERE p.id NOT IN (SELECT c.product_id FROM product_completeness c)';
  const [{ count }] = (await manager.query(`SELECT COUNT(*) AS count ${missing}`)) as {
    count: number | string;
  }[];
  if (Number(count) === 0) return 0;
  await manager.query(
    `INSERT INTO product_completeness (product_id, ${columns.join(', ')}, search_text, published, category)` +
      ` SELECT p.id, ${flags.join(', ')}, ${searchTextFromRowsSql('p')}, p.published, p.category ${missing}`,
  );
  return Number(count);
}

/**
 * Products read whole in a transaction after its last write to them (a save answers with the
 * product as saved): their flags are computed from those rows at commit instead of reading them
 * again, three round trips fewer a save. Any later write to one of them, or one naming no product,
 * drops what was seen.
 */
const seenWhole = new WeakMap<QueryRunner, Map<number, Product>>();

/** Tells the flags that `product` (with its translations and images) is as `manager` will commit it. */
export function sawWholeProduct(manager: EntityManager, product: Product): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return;
  const seen = seenWhole.get(runner) ?? new Map<number, Product>();
  seen.set(product.id, product);
  seenWhole.set(runner, seen);
}

/** Recomputes the flags of `ids` from their rows as `manager` sees them, with productMissing. */
async function refresh(
  manager: EntityManager,
  ids: number[],
  seen?: Map<number, Product>,
): Promise<void> {
  const known = ids.flatMap((id) => seen?.get(id) ?? []);
  if (known.length > 0) await writeFlags(manager, known);
  const unread = seen ? ids.filter((id) => !seen.has(id)) : ids;
  // An import touches thousands of products: a few hundred per statement.
  for (const batch of statementBatches(manager, unread, 4)) await refreshBatch(manager, batch);
}

function byProduct<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(row);
    else map.set(row.productId, [row]);
  }
  return map;
}

async function refreshBatch(manager: EntityManager, ids: number[]): Promise<void> {
  const existing = await manager
    .getRepository(Product)
    .find({ select: { id: true, published: true, category: true }, where: { id: In(ids) } });
  if (existing.length === 0) return;
  const present = existing.map((product) => product.id);
  const [translations, images] = await Promise.all([
    manager.getRepository(ProductTranslation).find({ where: { productId: In(present) } }),
    manager.getRepository(ProductImage).find({ where: { productId: In(present) } }),
  ]);
  const textsOf = byProduct(translations);
  const imagesOf = byProduct(images);
  await writeFlags(
    manager,
    existing.map((product) =>
      Object.assign(product, {
        translations: textsOf.get(product.id) ?? [],
        images: imagesOf.get(product.id) ?? [],
      }),
    ),
  );
}

/** Writes the flags of `products`, each with its translations and images. */
async function writeFlags(manager: EntityManager, products: Product[]): Promise<void> {
  const rows = products.map(({ id: productId, published, category, translations, images }) => {
    const texts = Object.fromEntries(
      translations.map((t) => [t.locale, t]),
    ) as unknown as Parameters<typeof productMissing>[0]['translations'];
    const alts = images.map((image) => ({
      alt: { es: image.altEs, en: image.altEn ?? undefined, zh: image.altZh ?? undefined },
    }));
    const missing = productMissing({
      translations: texts,
      images: alts as Parameters<typeof productMissing>[0]['images'],
    });
    const own = translations;
    const has = (locale: Locale) => translated(own.find((t) => t.locale === locale));
    return {
      productId,
      missingEs: missing.es.length > 0,
      missingEn: missing.en.length > 0,
      missingZh: missing.zh.length > 0,
      translatedEs: has('es'),
      translatedEn: has('en'),
      translatedZh: has('zh'),
      searchText: searchTextOf(own),
      // The public lists' totals count these (CatalogTotals), not the products table.
      published,
      category,
    };
  });
  // Not read back: TypeORM would re-select the rows with one OR per row, and nothing here needs them.
  await manager
    .createQueryBuilder()
    .insert()
    .into(ProductCompleteness)
    .values(rows)
    .orUpdate(
      [
        ...LOCALES.flatMap((locale) => [`missing_${locale}`, `translated_${locale}`]),
        'search_text',
        'published',
        'category',
      ],
      ['product_id'],
    )
    .updateEntity(false)
    .execute();
}

type Event = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>;

/** An update of products, without their ids, that sets `published` or `category`. */
function changesListColumns(event: Event): boolean {
  if (event.metadata.target !== Product || !event.entity) return false;
  const values = event.entity as Record<string, unknown>;
  return 'published' in values || 'category' in values;
}

/**
 * Copies `published` and `category` again onto every flags row whose copy differs from its
 * product, in one statement: for a product update whose event names no row (Repository.update(),
 * an update query builder: TypeORM hands over the values set, not the rows' ids). The app's own
 * writes (form, bulk actions, import, delete) name their rows and are refreshed one by one.
 */
async function recopyListColumns(manager: EntityManager): Promise<void> {
  const own = (column: string) =>
    `(SELECT p.${column} FROM products p WHERE p.id = product_completeness.product_id)`;
  await manager.query(
    `UPDATE product_completeness SET published = ${own('published')}, category = ${own('category')}` +
      ' WHERE EXISTS (SELECT 1 FROM products p WHERE p.id = product_completeness.product_id' +
      ' AND (p.published <> product_completeness.published OR p.category <> product_completeness.category))',
  );
}

/**
 * Keeps product_completeness in step with products, their translations and their images,
 * whoever writes them (staff endpoints, bulk actions, imports, the seed, the CLI): the products a
 * transaction touched get their flags recomputed just before it commits, in it, from the rows
 * as they then are. Like the other subscribers it cannot see raw SQL writes; a product written
 * that way gets its flags from `cli.js fill-completeness` (fillMissingCompleteness), never from a
 * start.
 */
@EventSubscriber()
export class ProductCompletenessSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Set<number>>();
  /** Transactions that changed products' state or category without naming the rows. */
  private readonly unnamed = new WeakSet<QueryRunner>();

  private productIdOf(event: Event): number | undefined {
    const target = event.metadata.target;
    const rows = [event.entity, (event as UpdateEvent<unknown>).databaseEntity] as
      (Partial<ProductTranslation> & { id?: number })[] | undefined[];
    for (const row of rows) {
      if (!row) continue;
      if (target === Product && typeof row.id === 'number') return row.id;
      if (target === ProductTranslation || target === ProductImage) {
        const id = row.productId ?? row.product?.id;
        if (typeof id === 'number') return id;
      }
    }
    return undefined;
  }

  private async touched(event: Event): Promise<void> {
    const target = event.metadata.target;
    if (target !== Product && target !== ProductTranslation && target !== ProductImage) return;
    const productId = this.productIdOf(event);
    const runner = event.queryRunner;
    if (productId === undefined) seenWhole.delete(runner);
    else seenWhole.get(runner)?.delete(productId);
    if (productId === undefined) {
      if (!changesListColumns(event)) return;
      if (!runner.isTransactionActive) return recopyListColumns(event.manager);
      this.unnamed.add(runner);
      return;
    }
    if (!runner.isTransactionActive) return refresh(event.manager, [productId]);
    const ids = this.pending.get(runner) ?? new Set<number>();
    ids.add(productId);
    this.pending.set(runner, ids);
  }

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.touched(event);
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.touched(event);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.touched(event);
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const runner = event.queryRunner;
    const ids = this.pending.get(runner);
    const seen = seenWhole.get(runner);
    this.pending.delete(runner);
    seenWhole.delete(runner);
    if (ids?.size) await refresh(event.manager, [...ids], seen);
    if (this.unnamed.delete(runner)) await recopyListColumns(event.manager);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // Rolling back to a savepoint may leave earlier changes of the transaction to commit.
    if (event.queryRunner.isTransactionActive) return;
    this.pending.delete(event.queryRunner);
    this.unnamed.delete(event.queryRunner);
    seenWhole.delete(event.queryRunner);
  }
}
