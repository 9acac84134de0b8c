import type { CatalogProductSummary, Locale, Popular as PopularContract } from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import { TransactionRunner, isUniqueViolation } from '../database/transaction-runner';
import { Product } from '../products/entities/product.entity';
import { isPermutation } from '../products/id-order';
import { ProductPresenter } from '../products/product-presenter';
import { ProductsService } from '../products/products.service';
import { Popular } from './entities/popular.entity';
import { listMoves } from './popular-moves';

const alreadyPopular = () => ValidationException.field('product_id', 'validation.already_popular');

@Injectable()
export class PopularsService {
  constructor(
    @InjectRepository(Popular) private readonly populars: Repository<Popular>,
    private readonly products: ProductsService,
    private readonly presenter: ProductPresenter,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
  ) {}

  private ordered(manager: EntityManager = this.populars.manager): Promise<Popular[]> {
    return manager.getRepository(Popular).find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /** Staff view: every entry with its full product, published or not. */
  async list(): Promise<{ data: PopularContract[] }> {
    return { data: await this.present(await this.ordered()) };
  }

  private async present(rows: Popular[]): Promise<PopularContract[]> {
    const products = await this.products.hydrate(rows.map((r) => r.productId));
    const byId = new Map(products.map((p) => [p.id, p]));
    return rows
      .filter((r) => byId.has(r.productId))
      .map((r) => ({
        id: r.id,
        position: r.position,
        product_id: r.productId,
        product: this.presenter.staff(byId.get(r.productId)!),
      }));
  }

  /** Adds a product at the end of the list; a product is in it once. */
  async add(productId: number): Promise<PopularContract> {
    let row: Popular;
    try {
      row = await this.transactions.run(async (manager) => {
        const product = await manager
          .getRepository(Product)
          .findOne({ where: { id: productId }, select: { id: true } });
        if (!product) throw ValidationException.field('product_id', 'validation.product_not_found');
        const repo = manager.getRepository(Popular);
        if (await repo.exists({ where: { productId } })) throw alreadyPopular();
        const last = await repo
          .createQueryBuilder('p')
          .select('MAX(p.position)', 'position')
          .getRawOne<{ position: number | string | null }>();
        const position =
          last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
        return repo.save(repo.create({ productId, position }));
      });
    } catch (error) {
      // Two staff adding the same product at once: the unique index keeps it to one entry.
      if (isUniqueViolation(error)) throw alreadyPopular();
      throw error;
    }
    const [entry] = await this.present([row]);
    return entry;
  }

  /** Puts the list in the order of `ids` (entry ids), which must name every entry once. */
  async reorder(ids: number[]): Promise<{ data: PopularContract[] }> {
    const rows = await this.transactions.run(async (manager) => {
      const query = manager
        .getRepository(Popular)
        .createQueryBuilder('p')
        .orderBy('p.position')
        .addOrderBy('p.id');
      if (this.transactions.rowLocks) query.setLock('pessimistic_write');
      const current = await query.getMany();
      if (
        !isPermutation(
          ids,
          current.map((row) => row.id),
        )
      ) {
        throw ValidationException.field('ids', 'validation.ids_permutation');
      }
      const byId = new Map(current.map((row) => [row.id, row]));
      // One entry for what the staff member did ("moved from 8 to 1"), not one per entry that
      // shifted: positions are quiet in the audit registry.
      for (const move of listMoves(
        current.map((row) => row.id),
        ids,
      )) {
        await this.audit.record(
          {
            action: 'update',
            entity: 'product',
            entityId: byId.get(move.id)?.productId ?? null,
            part: 'popular',
            partKey: move.id,
            changes: { position: { before: move.from + 1, after: move.to + 1 } },
          },
          manager,
        );
      }
      for (const [position, id] of ids.entries()) {
        const row = byId.get(id);
        if (row && row.position !== position) {
          // save(), so the audit log gets the position as it was.
          await manager.getRepository(Popular).save(Object.assign(row, { position }));
        }
      }
      return this.ordered(manager);
    });
    return { data: await this.present(rows) };
  }

  async remove(id: number): Promise<void> {
    await this.transactions.run(async (manager) => {
      const row = await manager.getRepository(Popular).findOne({ where: { id } });
      if (!row) throw new ApiException(404, 'errors.not_found');
      await manager.getRepository(Popular).remove(row);
    });
  }

  /** Storefront view: the curated order, published products only, in one language. */
  async catalog(locale: Locale): Promise<{ data: CatalogProductSummary[] }> {
    const rows = await this.ordered();
    return {
      data: await this.products.summaries(
        rows.map((r) => r.productId),
        locale,
      ),
    };
  }

  count(): Promise<number> {
    return this.populars.count();
  }
}
