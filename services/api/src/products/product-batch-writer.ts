import type { EntityManager, EntityMetadata, ObjectLiteral, QueryRunner } from 'typeorm';
import { In } from 'typeorm';
import { ApiException } from '../common/exceptions/api.exception';
import { foldText } from '../common/utils/fold-text';
import { statementBatches } from '../database/statement-batches';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';
import type { PendingCreate, PendingUpdate, PlannedText } from './product-write-batch';

/** Values a row binds in a multi-row INSERT, at most. */
const PRODUCT_COLUMNS = 5;
const TRANSLATION_COLUMNS = 7;

/** Whether `column` holds another value in `after` than in `before`. */
function changedColumn(
  column: EntityMetadata['columns'][number],
  before: ObjectLiteral,
  after: ObjectLiteral,
): boolean {
  const was: unknown = column.getEntityValue(before);
  const now: unknown = column.getEntityValue(after);
  return was instanceof Date && now instanceof Date ? +was !== +now : was !== now;
}

/**
 * Writes what a ProductWriteBatch planned (a CSV import's rows), a few hundred rows per statement,
 * and settles each call's promise. Subscribers see every row as save() and remove() would show it
 * to them (audit log, slug history, completeness, cache), through TypeORM's own events.
 * `rowLocks`: lock the updated products' rows first (MySQL; SQLite's writer is alone).
 */
export async function writeProductBatch(
  manager: EntityManager,
  { creates, updates }: { creates: PendingCreate[]; updates: PendingUpdate[] },
  rowLocks: boolean,
): Promise<void> {
  if (updates.length) await writeUpdates(manager, updates, rowLocks);
  if (creates.length) await writeCreates(manager, creates);
}

async function writeCreates(manager: EntityManager, creates: PendingCreate[]): Promise<void> {
  const products = manager.getRepository(Product);
  const made = creates.map(({ input }) =>
    products.create({
      category: input.category,
      price: input.price.toFixed(2),
      published: input.published ?? true,
    }),
  );
  // Read back (ids, defaults) as save() does, which is why a batch stays well under SQLite's
  // expression depth: TypeORM selects them with one OR per row.
  for (const rows of statementBatches(manager, made, PRODUCT_COLUMNS)) {
    await products.createQueryBuilder().insert().values(rows).execute();
  }
  await insertTexts(
    manager,
    creates.flatMap(({ planned }, index) =>
      planned.map((text) => ({ productId: made[index].id, ...text })),
    ),
  );
  creates.forEach(({ resolve }, index) => resolve(made[index].id));
}

async function insertTexts(
  manager: EntityManager,
  texts: (PlannedText & { productId: number })[],
): Promise<void> {
  const repo = manager.getRepository(ProductTranslation);
  const rows = texts.map((text) => repo.create({ ...text, searchText: foldText(text.name) }));
  for (const batch of statementBatches(manager, rows, TRANSLATION_COLUMNS)) {
    await repo.createQueryBuilder().insert().values(batch).execute();
  }
}

/**
 * The editor's updateIn() writes for many products: their rows locked and read in a few statements, then
 * written as upserts on the primary key (only rows that change, as save() would), each change
 * announced to the subscribers with the row as it was.
 */
async function writeUpdates(
  manager: EntityManager,
  updates: PendingUpdate[],
  rowLocks: boolean,
): Promise<void> {
  const products = manager.getRepository(Product);
  const texts = manager.getRepository(ProductTranslation);
  const stored = new Map<number, Product>();
  const storedTexts = new Map<number, ProductTranslation[]>();
  // Locked in id order, so two imports locking overlapping products do not deadlock.
  const ordered = updates.map((update) => update.id).sort((a, b) => a - b);
  for (const ids of statementBatches(manager, ordered)) {
    const query = products.createQueryBuilder('p').where('p.id IN (:...ids)', { ids });
    if (rowLocks) query.setLock('pessimistic_write');
    for (const product of await query.getMany()) stored.set(product.id, product);
    for (const text of await texts.find({ where: { productId: In(ids) } })) {
      storedTexts.set(text.productId, [...(storedTexts.get(text.productId) ?? []), text]);
    }
  }
  const present: PendingUpdate[] = [];
  for (const update of updates) {
    if (stored.has(update.id)) present.push(update);
    else update.reject(new ApiException(404, 'errors.not_found'));
  }

  // As translationsFor(): dropped languages first, then the texts, then the product row.
  const dropped: ProductTranslation[] = [];
  const changed: { before: ProductTranslation; after: ProductTranslation }[] = [];
  const added: (PlannedText & { productId: number })[] = [];
  for (const { id, planned } of present) {
    const existing = storedTexts.get(id) ?? [];
    for (const row of existing) {
      if (!planned.some((text) => text.locale === row.locale)) dropped.push(row);
    }
    for (const text of planned) {
      const before = existing.find((row) => row.locale === text.locale);
      if (!before) {
        added.push({ productId: id, ...text });
        continue;
      }
      const after = texts.create({ ...before, ...text, searchText: foldText(text.name) });
      await announce(manager, 'BeforeUpdate', texts.metadata, after, before);
      if (texts.metadata.columns.some((column) => changedColumn(column, before, after))) {
        changed.push({ before, after });
      }
    }
  }
  for (const ids of statementBatches(
    manager,
    dropped.map((row) => row.id),
  )) {
    await texts.createQueryBuilder().delete().whereInIds(ids).callListeners(false).execute();
  }
  for (const row of dropped) await announce(manager, 'AfterRemove', texts.metadata, row, row);
  for (const batch of statementBatches(manager, changed, TRANSLATION_COLUMNS + 1)) {
    await texts
      .createQueryBuilder()
      .insert()
      .values(batch.map(({ after }) => after))
      .orUpdate(['name', 'slug', 'description', 'search_text'], ['id'])
      .updateEntity(false)
      .callListeners(false)
      .execute();
  }
  for (const { before, after } of changed) {
    await announce(manager, 'AfterUpdate', texts.metadata, after, before);
  }
  await insertTexts(manager, added);

  // Always written, so updated_at moves when only the texts changed.
  const now = new Date();
  const rows = present.map(({ id, input }) => {
    const before = stored.get(id) as Product;
    const after = products.create({
      ...before,
      category: input.category,
      price: input.price.toFixed(2),
      published: input.published ?? before.published,
      updatedAt: now,
    });
    return { before, after };
  });
  for (const batch of statementBatches(manager, rows, PRODUCT_COLUMNS + 1)) {
    await products
      .createQueryBuilder()
      .insert()
      .values(batch.map(({ after }) => after))
      .orUpdate(['category', 'price', 'published', 'updated_at'], ['id'])
      .updateEntity(false)
      .callListeners(false)
      .execute();
  }
  for (const { before, after } of rows) {
    await announce(manager, 'AfterUpdate', products.metadata, after, before);
  }
  present.forEach(({ resolve }) => resolve());
}

/** Tells the entity's listeners and the subscribers about a write made in bulk. */
function announce(
  manager: EntityManager,
  event: 'BeforeUpdate' | 'AfterUpdate' | 'AfterRemove',
  metadata: EntityMetadata,
  entity: ObjectLiteral,
  databaseEntity: ObjectLiteral,
): Promise<void> {
  const runner = manager.queryRunner as QueryRunner;
  if (event === 'AfterRemove') {
    return runner.broadcaster.broadcast(event, metadata, { ...entity }, databaseEntity);
  }
  const columns = metadata.columns.filter((column) =>
    changedColumn(column, databaseEntity, entity),
  );
  return runner.broadcaster.broadcast(event, metadata, entity, databaseEntity, columns);
}
