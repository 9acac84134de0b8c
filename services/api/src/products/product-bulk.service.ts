import type { ProductBulkAction, ProductBulkResponse } from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { ValidationException } from '../common/exceptions/api.exception';
import { isUniqueViolation, TransactionRunner } from '../database/transaction-runner';
import { Popular } from '../populars/entities/popular.entity';
import { ProductImage } from './entities/product-image.entity';
import { Product } from './entities/product.entity';
import { ProductImageFiles } from './product-image-files.service';

/** Two bulk "add to Popular" racing for one product: the loser's transaction is tried again. */
const ADD_POPULAR_ATTEMPTS = 3;

/**
 * One action on many products from the staff list, in one transaction: every product or none.
 * Each row goes through save()/remove(), so the audit log has an entry per product and the
 * catalogue cache is cleared once, when the transaction commits (CatalogueChangeSubscriber).
 */
@Injectable()
export class ProductBulkService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly files: ProductImageFiles,
  ) {}

  async run(action: ProductBulkAction, requested: number[]): Promise<ProductBulkResponse> {
    const ids = [...new Set(requested)];
    for (let attempt = 1; ; attempt++) {
      try {
        const { affected, released } = await this.transactions.run(async (manager) => {
          const products = await this.lockAll(manager, ids);
          return this.apply(manager, action, ids, products);
        });
        // Files go only once their rows are gone for good: a rollback must find them still there.
        if (released.length) await this.files.release(released);
        return { data: { action, ids, affected } };
      } catch (error) {
        if (action === 'add_popular' && isUniqueViolation(error) && attempt < ADD_POPULAR_ATTEMPTS)
          continue;
        throw error;
      }
    }
  }

  /**
   * The products named, locked until the transaction ends where the database can, in id order
   * so two bulk actions over overlapping rows queue instead of deadlocking. An id that names no
   * product refuses the whole request.
   */
  private async lockAll(manager: EntityManager, ids: number[]): Promise<Product[]> {
    const query = manager
      .getRepository(Product)
      .createQueryBuilder('p')
      .where('p.id IN (:...ids)', { ids })
      .orderBy('p.id', 'ASC');
    if (this.transactions.rowLocks) query.setLock('pessimistic_write');
    const products = await query.getMany();
    if (products.length !== ids.length) {
      throw ValidationException.field('ids', 'validation.product_not_found');
    }
    const byId = new Map(products.map((product) => [product.id, product]));
    return ids.map((id) => byId.get(id) as Product);
  }

  private async apply(
    manager: EntityManager,
    action: ProductBulkAction,
    ids: number[],
    products: Product[],
  ): Promise<{ affected: number; released: ProductImage[] }> {
    if (action === 'publish' || action === 'unpublish') {
      const published = action === 'publish';
      const changing = products.filter((product) => product.published !== published);
      for (const product of changing) {
        // updated_at moves as it does for the edit form's save.
        await manager
          .getRepository(Product)
          .save(Object.assign(product, { published, updatedAt: new Date() }));
      }
      return { affected: changing.length, released: [] };
    }
    if (action === 'add_popular') {
      const repo = manager.getRepository(Popular);
      const already = new Set(
        (await repo.find({ where: { productId: In(ids) } })).map((entry) => entry.productId),
      );
      const last = await repo
        .createQueryBuilder('p')
        .select('MAX(p.position)', 'position')
        .getRawOne<{ position: number | string | null }>();
      let position =
        last?.position === null || last?.position === undefined ? -1 : Number(last.position);
      // In the order staff picked them, after the entries already there.
      const adding = ids.filter((id) => !already.has(id));
      for (const productId of adding) {
        position += 1;
        await repo.save(repo.create({ productId, position }));
      }
      return { affected: adding.length, released: [] };
    }
    // delete: as ProductEditor.remove does for one, row by row so the audit log sees each.
    const images = await manager
      .getRepository(ProductImage)
      .find({ where: { productId: In(ids) } });
    const popular = await manager.getRepository(Popular).find({ where: { productId: In(ids) } });
    if (popular.length) await manager.getRepository(Popular).remove(popular);
    if (images.length) {
      await manager.getRepository(ProductImage).remove(images.map((image) => ({ ...image })));
    }
    for (const product of products) await manager.getRepository(Product).remove(product);
    return { affected: products.length, released: images };
  }
}
