import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  InsertEvent,
  RemoveEvent,
  UpdateEvent,
} from 'typeorm';
import { currentActor } from '../common/context/request-context';
import { auditedEntity, diffRows, recordedColumns, type AuditedEntity } from './audit-registry';
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
 */
@Injectable()
export class AuditSubscriber implements EntitySubscriberInterface {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    registerAuditedEntities();
    dataSource.subscribers.push(this);
  }

  private async write(
    manager: EntityManager,
    spec: AuditedEntity<object>,
    action: 'create' | 'update' | 'delete',
    row: object,
    changes: ReturnType<typeof diffRows>,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.audit.record(
      {
        action,
        entity: spec.entity,
        entityId: spec.recordId(row) ?? null,
        part: spec.part ?? null,
        partKey: spec.partKey?.(row) ?? null,
        changes,
      },
      manager,
    );
  }

  async afterInsert(event: InsertEvent<object>): Promise<void> {
    const spec = auditedEntity(event.metadata);
    if (!spec || !currentActor() || !event.entity) return;
    const changes = diffRows(event.metadata, spec, null, event.entity);
    await this.write(event.manager, spec, 'create', event.entity, changes);
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
    await this.write(event.manager, spec, 'update', { ...before, ...event.entity }, changes);
  }

  async afterRemove(event: RemoveEvent<object>): Promise<void> {
    const spec = auditedEntity(event.metadata);
    if (!spec || !currentActor()) return;
    const before = (event.databaseEntity ?? event.entity) as object | undefined;
    if (!before) throw new UnauditableWriteError(event.metadata, 'deleted');
    await this.write(
      event.manager,
      spec,
      'delete',
      before,
      diffRows(event.metadata, spec, before, null),
    );
  }
}
