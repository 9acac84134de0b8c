import {
  EventSubscriber,
  type EntityManager,
  type EntitySubscriberInterface,
  type InsertEvent,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { ProductSlugHistory } from './entities/product-slug-history.entity';
import { ProductTranslation } from './entities/product-translation.entity';

type SlugRow = Pick<ProductTranslation, 'productId' | 'locale' | 'slug'>;

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
 * say which rows it touched, so slug edits must go through save().
 */
@EventSubscriber()
export class ProductSlugHistorySubscriber implements EntitySubscriberInterface<ProductTranslation> {
  listenTo() {
    return ProductTranslation;
  }

  private async retire(manager: EntityManager, row: SlugRow): Promise<void> {
    const history = manager.getRepository(ProductSlugHistory);
    // The latest product to give a slug up owns it (unique per language).
    await history.delete({ locale: row.locale, slug: row.slug });
    await history.insert({ productId: row.productId, locale: row.locale, slug: row.slug });
  }

  private async claim(manager: EntityManager, row: SlugRow): Promise<void> {
    await manager.getRepository(ProductSlugHistory).delete({ locale: row.locale, slug: row.slug });
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
