import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityMetadata,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { Popular } from '../../populars/entities/popular.entity';
import { RouteRedirect } from '../../redirects/entities/route-redirect.entity';
import { ProductImage } from '../../products/entities/product-image.entity';
import { ProductSlugHistory } from '../../products/entities/product-slug-history.entity';
import { ProductTranslation } from '../../products/entities/product-translation.entity';
import { Product } from '../../products/entities/product.entity';
import { CacheInvalidationService } from './cache-invalidation.service';

/**
 * Everything a cached public answer (catalogue, product pages, populars, sitemap, and the
 * server-rendered pages built from them) is built from. Redirects decide which addresses are
 * pages at all.
 */
export const CATALOGUE_ENTITIES: readonly unknown[] = [
  Product,
  ProductTranslation,
  ProductImage,
  ProductSlugHistory,
  Popular,
  RouteRedirect,
];

interface WriteEvent {
  metadata: EntityMetadata;
  queryRunner: QueryRunner;
}

/**
 * Clears the public cache whenever the catalogue changes, whichever code path
 * writes it: a TypeORM subscriber sees every save, insert, update, delete and
 * soft delete made through repositories, managers and query builders, so no
 * service (staff product and popular endpoints, images, seed, CLI, future ones)
 * can forget to call it. Raw `dataSource.query()` writes are the one thing it
 * cannot see; catalogue code must not write that way.
 *
 * Inside a transaction the change is invisible to other connections until
 * COMMIT, and a reader who rebuilt the cache before that would store the old
 * answer again; so the runner is marked and the cache is cleared after the
 * outermost commit (a rollback clears nothing). Writes outside a transaction
 * are committed when the statement returns and clear at once.
 */
@Injectable()
export class CatalogueChangeSubscriber implements EntitySubscriberInterface {
  private readonly watched = new Set(CATALOGUE_ENTITIES);
  private readonly pending = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly invalidation: CacheInvalidationService,
  ) {
    dataSource.subscribers.push(this);
  }

  private changed({ metadata, queryRunner }: WriteEvent): void {
    if (!this.watched.has(metadata.target)) return;
    if (queryRunner.isTransactionActive) this.pending.add(queryRunner);
    else this.invalidation.invalidate();
  }

  afterInsert(event: WriteEvent): void {
    this.changed(event);
  }

  afterUpdate(event: WriteEvent): void {
    this.changed(event);
  }

  afterRemove(event: WriteEvent): void {
    this.changed(event);
  }

  afterSoftRemove(event: WriteEvent): void {
    this.changed(event);
  }

  afterRecover(event: WriteEvent): void {
    this.changed(event);
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    // A released savepoint is not a commit: wait for the outermost one.
    if (queryRunner.isTransactionActive || !this.pending.has(queryRunner)) return;
    this.pending.delete(queryRunner);
    this.invalidation.invalidate();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    // Rolling back to a savepoint may leave earlier changes of the transaction to commit.
    if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
  }
}
