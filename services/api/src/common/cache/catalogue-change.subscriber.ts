import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { statementBatches } from '../../database/statement-batches';
import { EVERYTHING, type CatalogueChange } from './cache-tags';
import { CacheInvalidationService, mergeChanges } from './cache-invalidation.service';
import {
  anyListTags,
  CATALOGUE_ENTITIES,
  describeWrite,
  listTags,
  type ListReach,
  type WriteEvent,
} from './catalogue-write-reach';

/**
 * What the writes of one transaction changed so far, and the products whose category is owed.
 * Tags gather in a set: an import writes tens of thousands of rows in one transaction, and
 * merging arrays at each write made it quadratic.
 */
interface Pending {
  tags: Set<string> | typeof EVERYTHING;
  /** products whose category is owed, with how far their change reaches in its lists */
  categoryOf: Map<number, Set<ListReach>>;
  /** products whose own write named their category (a delete: the row it removed) */
  named: Set<number>;
}

function gather(pending: Pending, change: CatalogueChange): void {
  if (pending.tags === EVERYTHING) return;
  if (change === EVERYTHING) pending.tags = EVERYTHING;
  else for (const tag of change.tags) pending.tags.add(tag);
}

/**
 * Clears the public answers a catalogue write changes, whichever code path writes it: a
 * TypeORM subscriber sees every save, insert, update, delete and soft delete made through
 * repositories, managers and query builders, so no service (staff product and popular
 * endpoints, images, seed, CLI, future ones) can forget to call it. Raw `dataSource.query()`
 * writes are the one thing it cannot see; catalogue code must not write that way.
 *
 * A write names what it changed (describeWrite): a product's page, its category's list and the
 * view-all list, search and the sitemap; other products' pages and other categories' lists stay
 * cached. A text or picture names only its product, so the product's category is read before
 * the transaction commits, one query for all of them.
 *
 * Inside a transaction the change is invisible to other connections until COMMIT, and a reader
 * who rebuilt the cache before that would store the old answer again; so the runner is marked
 * and the answers are cleared after the outermost commit (a rollback clears nothing). Writes
 * outside a transaction are committed when the statement returns and clear at once.
 */
@Injectable()
export class CatalogueChangeSubscriber implements EntitySubscriberInterface {
  private readonly watched = new Set(CATALOGUE_ENTITIES);
  private readonly pending = new WeakMap<QueryRunner, Pending>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly invalidation: CacheInvalidationService,
  ) {
    dataSource.subscribers.push(this);
  }

  private changed(event: WriteEvent, kind: 'insert' | 'update' | 'remove'): void {
    if (!this.watched.has(event.metadata.target)) return;
    const { change, categoryOf, reach, named } = describeWrite(event, kind);
    const { queryRunner } = event;
    if (!queryRunner.isTransactionActive) {
      // Committed already, with no transaction to read the category in: every list.
      const lists = categoryOf !== undefined && reach !== undefined && change !== EVERYTHING;
      this.invalidation.invalidate(
        lists ? mergeChanges(change, { tags: anyListTags(reach) }) : change,
      );
      return;
    }
    const pending: Pending = this.pending.get(queryRunner) ?? {
      tags: new Set(),
      categoryOf: new Map(),
      named: new Set(),
    };
    gather(pending, change);
    if (named !== undefined) pending.named.add(named);
    if (categoryOf !== undefined && reach !== undefined) {
      const reaches = pending.categoryOf.get(categoryOf) ?? new Set<ListReach>();
      pending.categoryOf.set(categoryOf, reaches.add(reach));
    }
    this.pending.set(queryRunner, pending);
  }

  afterInsert(event: WriteEvent): void {
    this.changed(event, 'insert');
  }

  afterUpdate(event: WriteEvent): void {
    this.changed(event, 'update');
  }

  afterRemove(event: WriteEvent): void {
    this.changed(event, 'remove');
  }

  afterSoftRemove(event: WriteEvent): void {
    this.changed(event, 'remove');
  }

  afterRecover(event: WriteEvent): void {
    this.changed(event, 'insert');
  }

  /** The categories owed, read inside the transaction (a product deleted in it has none left). */
  async beforeTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    const pending = this.pending.get(queryRunner);
    if (!pending || pending.categoryOf.size === 0 || pending.tags === EVERYTHING) return;
    const owed = new Map(pending.categoryOf);
    pending.categoryOf.clear();
    const ids = [...owed.keys()];
    const found = new Set<number>();
    const tags = new Set<string>();
    for (const batch of statementBatches(queryRunner.manager, ids, 1)) {
      const rows = (await queryRunner.query(
        `SELECT id, category FROM products WHERE id IN (${batch.map(() => '?').join(', ')})`,
        batch,
      )) as { id: number | string; category: string }[];
      for (const row of rows) {
        found.add(Number(row.id));
        for (const reach of owed.get(Number(row.id)) ?? [])
          for (const tag of listTags(reach, [row.category])) tags.add(tag);
      }
    }
    // A product gone before its category was read: any list may have shown it, unless its own
    // delete named its category (its pictures go in the same transaction, before it).
    for (const id of ids)
      if (!found.has(id) && !pending.named.has(id))
        for (const reach of owed.get(id) ?? []) for (const tag of anyListTags(reach)) tags.add(tag);
    gather(pending, { tags: [...tags] });
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    // A released savepoint is not a commit: wait for the outermost one.
    const pending = this.pending.get(queryRunner);
    if (queryRunner.isTransactionActive || !pending) return;
    this.pending.delete(queryRunner);
    for (const reaches of pending.categoryOf.values())
      for (const reach of reaches) gather(pending, { tags: anyListTags(reach) });
    this.invalidation.invalidate(
      pending.tags === EVERYTHING ? EVERYTHING : { tags: [...pending.tags] },
    );
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    // Rolling back to a savepoint may leave earlier changes of the transaction to commit.
    if (!queryRunner.isTransactionActive) this.pending.delete(queryRunner);
  }
}
