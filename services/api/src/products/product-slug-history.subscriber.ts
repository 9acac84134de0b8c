import {
  EventSubscriber,
  In,
  type EntityManager,
  type EntitySubscriberInterface,
  type InsertEvent,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { DeferredWrites } from '../database/deferred-writes';
import { statementBatches } from '../database/statement-batches';
import { ProductSlugHistory } from './entities/product-slug-history.entity';
import { ProductTranslation } from './entities/product-translation.entity';

type SlugRow = Pick<ProductTranslation, 'productId' | 'locale' | 'slug'>;
/** A slug that came into use: out of the history, whoever had it. */
type SlugClaim = Omit<SlugRow, 'productId'> & { productId: null };

function slugRow(value: unknown): SlugRow | null {
  const row = value as Partial<SlugRow> | undefined;
  return row && typeof row.productId === 'number' && row.locale && row.slug
    ? { productId: row.productId, locale: row.locale, slug: row.slug }
    : null;
}

/**
 * Keeps product_slug_history in step with product_translations, whatever
 * saves them (staff endpoints, the seed, the CLI, a script): a TypeORM
 * subscriber registered with the data source, writing in the same transaction
 * as the change. A slug that is given up goes into the history for its product;
 * a slug that comes into use leaves it, since the live one wins anyway.
 *
 * It needs the row as it was, which TypeORM has for repository and manager
 * save()/remove(); a bulk `update()`/`delete()` through a query builder does not
 * say which rows it touched, so slug edits must go through save() (or announce
 * each row as save() would, as ProductEditor.writeBatch does).
 */
@EventSubscriber()
export class ProductSlugHistorySubscriber implements EntitySubscriberInterface<ProductTranslation> {
  listenTo() {
    return ProductTranslation;
  }

  /** Per import scope, each slug's last change: its new owner in the history, or none. */
  private readonly queued = new WeakMap<DeferredWrites, Map<string, SlugRow | SlugClaim>>();

  private async retire(manager: EntityManager, row: SlugRow): Promise<void> {
    if (this.defer(manager, row)) return;
    const history = manager.getRepository(ProductSlugHistory);
    // The latest product to give a slug up owns it (unique per language).
    await history.delete({ locale: row.locale, slug: row.slug });
    await history.insert({ productId: row.productId, locale: row.locale, slug: row.slug });
  }

  private async claim(manager: EntityManager, row: SlugRow): Promise<void> {
    if (this.defer(manager, { productId: null, locale: row.locale, slug: row.slug })) return;
    await manager.getRepository(ProductSlugHistory).delete({ locale: row.locale, slug: row.slug });
  }

  /**
   * In an import's scope: notes the change for the end of it, where the last change of each
   * slug is what the one-by-one deletes and inserts would have left.
   */
  private defer(manager: EntityManager, change: SlugRow | SlugClaim): boolean {
    const deferred = DeferredWrites.of(manager);
    if (!deferred) return false;
    const changes = this.queued.get(deferred) ?? new Map<string, SlugRow | SlugClaim>();
    this.queued.set(deferred, changes);
    changes.delete(`${change.locale}:${change.slug}`);
    changes.set(`${change.locale}:${change.slug}`, change);
    deferred.later(this, async () => {
      this.queued.delete(deferred);
      await this.write(manager, [...changes.values()]);
    });
    return true;
  }

  private async write(manager: EntityManager, changes: (SlugRow | SlugClaim)[]): Promise<void> {
    const history = manager.getRepository(ProductSlugHistory);
    for (const locale of new Set(changes.map((change) => change.locale))) {
      const slugs = changes.filter((c) => c.locale === locale).map((c) => c.slug);
      for (const batch of statementBatches(manager, slugs)) {
        await history.delete({ locale, slug: In(batch) });
      }
    }
    const retired = changes.filter((change): change is SlugRow => change.productId !== null);
    for (const batch of statementBatches(manager, retired, 3)) {
      await history.createQueryBuilder().insert().values(batch).updateEntity(false).execute();
    }
  }

  async afterInsert(event: InsertEvent<ProductTranslation>): Promise<void> {
    const row = slugRow(event.entity);
    if (row) await this.claim(event.manager, row);
  }

  async afterUpdate(event: UpdateEvent<ProductTranslation>): Promise<void> {
    const before = slugRow(event.databaseEntity);
    const after = slugRow({ ...event.databaseEntity, ...event.entity });
    if (!before || !after) return;
    if (before.slug === after.slug && before.locale === after.locale) return;
    await this.retire(event.manager, before);
    await this.claim(event.manager, after);
  }

  async afterRemove(event: RemoveEvent<ProductTranslation>): Promise<void> {
    // A dropped translation's address now shows the Spanish text: keep it working.
    const row = slugRow(event.databaseEntity ?? event.entity);
    if (row) await this.retire(event.manager, row);
  }
}
