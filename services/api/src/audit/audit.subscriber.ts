import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  RemoveEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
  UpdateEvent,
} from 'typeorm';
import { currentActor, type Actor } from '../common/context/request-context';
import {
  auditedEntity,
  diffRows,
  mergeWrites,
  recordedColumns,
  type AuditedEntity,
  type AuditWrite,
} from './audit-registry';
import { registerAuditedEntities } from './audited-entities';
import { AuditService } from './audit.service';

/** A write to an audited table the log cannot describe: refused, never left out. */
export class UnauditableWriteError extends Error {
  constructor(metadata: EntityMetadata, how: string) {
    super(
      `${metadata.name} is audited, but was ${how} through a query builder, which does not say which rows it touched: use save() or remove()`,
    );
  }
}

/**
 * Records every insert, update and delete of the audited tables (audited-entities.ts) made
 * while a signed-in user acts, through the write's own entity manager: the entry commits
 * with the write, and a write rolled back leaves none. Writes without a signed-in user (the
 * seed, the CLI, visitors' forms) are not staff writes and are not recorded.
 *
 * TypeORM gives the row as it was only to save() and remove(); a query-builder update or
 * delete of an audited table during a staff request is refused (500, rolled back) unless
 * every column it sets is one the log never shows (password hash, session version…),
 * which the account events describe instead.
 *
 * Inside a transaction the writes are held until it commits, then written as one entry per
 * record (mergeWrites): one save of a product with its three texts is one entry, as the staff
 * member did one thing. A rollback drops what it undid, savepoints included.
 */
interface HeldWrite extends AuditWrite {
  actor: Actor | null;
  /** the transaction depth it was written at: a savepoint rolled back drops its own writes */
  depth: number;
}

/** TypeORM keeps the nesting depth to itself; savepoints make it matter here. */
const depthOf = (runner: QueryRunner): number =>
  (runner as unknown as { transactionDepth?: number }).transactionDepth ?? 1;

@Injectable()
export class AuditSubscriber implements EntitySubscriberInterface {
  private readonly held = new WeakMap<QueryRunner, HeldWrite[]>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    registerAuditedEntities();
    dataSource.subscribers.push(this);
  }

  private async write(
    manager: EntityManager,
    runner: QueryRunner | undefined,
    spec: AuditedEntity<object>,
    action: 'create' | 'update' | 'delete',
    row: object,
    changes: ReturnType<typeof diffRows>,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    const partKey = spec.partKey?.(row);
    const write: AuditWrite = {
      action,
      entity: spec.entity,
      entityId: spec.recordId(row) ?? null,
      part: spec.part ?? null,
      partKey: partKey === undefined || partKey === null ? null : String(partKey),
      changes,
    };
    if (runner?.isTransactionActive) {
      const held = this.held.get(runner) ?? [];
      this.held.set(runner, held);
      held.push({ ...write, actor: currentActor(), depth: depthOf(runner) });
      return;
    }
    await this.audit.record(write, manager);
  }

  /** The outermost commit writes what its transaction held, one entry per record. */
  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const runner = event.queryRunner;
    const depth = depthOf(runner);
    if (depth > 1) {
      // A savepoint released: its writes now stand or fall with the transaction around it.
      for (const write of this.held.get(runner) ?? [])
        write.depth = Math.min(write.depth, depth - 1);
      return;
    }
    const held = this.held.get(runner);
    this.held.delete(runner);
    if (!held?.length) return;
    const records = new Map<string, HeldWrite[]>();
    for (const write of held) {
      const key = `${write.entity} ${write.entityId ?? ''} ${write.actor?.id ?? ''}`;
      records.set(key, [...(records.get(key) ?? []), write]);
    }
    const entries = [...records.values()].flatMap((writes) => {
      const merged = mergeWrites(writes);
      return merged ? [{ ...merged, actor: writes[0].actor }] : [];
    });
    await this.audit.recordAll(entries, event.manager);
  }

  /** Called after the depth went down: writes made deeper than where it stands now are undone. */
  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const runner = event.queryRunner;
    const depth = (runner as unknown as { transactionDepth?: number }).transactionDepth ?? 0;
    const held = this.held.get(runner);
    if (!held) return;
    const kept = held.filter((write) => write.depth <= depth);
    if (kept.length) this.held.set(runner, kept);
    else this.held.delete(runner);
  }

  async afterInsert(event: InsertEvent<object>): Promise<void> {
    const spec = auditedEntity(event.metadata);
    if (!spec || !currentActor() || !event.entity) return;
    const changes = diffRows(event.metadata, spec, null, event.entity);
    await this.write(event.manager, event.queryRunner, spec, 'create', event.entity, changes);
  }

  async afterUpdate(event: UpdateEvent<object>): Promise<void> {
    const spec = auditedEntity(event.metadata);
    if (!spec || !currentActor()) return;
    const before = event.databaseEntity as object | undefined;
    if (!before) {
      const shown = new Set(recordedColumns(event.metadata, spec).map((column) => column.name));
      if (Object.keys(event.entity ?? {}).some((key) => shown.has(key))) {
        throw new UnauditableWriteError(event.metadata, 'updated');
      }
      return;
    }
    const changes = diffRows(event.metadata, spec, before, event.entity ?? {});
    await this.write(
      event.manager,
      event.queryRunner,
      spec,
      'update',
      { ...before, ...event.entity },
      changes,
    );
  }

  async afterRemove(event: RemoveEvent<object>): Promise<void> {
    const spec = auditedEntity(event.metadata);
    if (!spec || !currentActor()) return;
    const before = (event.databaseEntity ?? event.entity) as object | undefined;
    if (!before) throw new UnauditableWriteError(event.metadata, 'deleted');
    await this.write(
      event.manager,
      event.queryRunner,
      spec,
      'delete',
      before,
      diffRows(event.metadata, spec, before, null),
    );
  }
}
