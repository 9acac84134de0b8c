import {
  LIMITS,
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  type AuditEntry as AuditEntryContract,
  type AuditQuery,
  type Locale,
  type Paginated,
} from '@bolsos/contracts';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  In,
  type EntityManager,
  type ObjectLiteral,
  type QueryDeepPartialEntity,
} from 'typeorm';
import { ValidationException } from '../common/exceptions/api.exception';
import { BackgroundTasks } from '../common/lifecycle/background-tasks';
import { currentActor, currentIp, type Actor } from '../common/context/request-context';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DeferredWrites } from '../database/deferred-writes';
import { statementBatches } from '../database/statement-batches';
import { recordTables, redact } from './audit-registry';
import { AuditEntry } from './entities/audit-entry.entity';

export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  part?: string | null;
  partKey?: string | number | null;
  changes?: Record<string, AuditChange>;
  details?: Record<string, string> | null;
  /** who acted, when it is not the signed-in user of the request (a sign-in, a reset by link) */
  actor?: Actor | null;
}

type NewAuditEntry = Omit<AuditEntry, 'id' | 'occurredAt'>;
/** The values an entry binds: every column but id and occurred_at. */
const AUDIT_COLUMNS = 10;

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** A deleted record's name as its last entries hold it (a user's, a product's Spanish one). */
function labelFromChanges(changes: Record<string, AuditChange> | null): string | null {
  const named = changes?.name ?? changes?.['translation.es.name'];
  const value = named?.before ?? named?.after;
  return typeof value === 'string' ? value : null;
}

/** `from`/`to` of the filters as instants; a bare day in `to` includes that whole (UTC) day. */
function parseBound(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime()) || (day && date.toISOString().slice(0, 10) !== value)) {
    throw ValidationException.field(field, 'validation.date');
  }
  return field === 'to' && day ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/**
 * The append-only audit log: entries are written by AuditSubscriber (data writes) and
 * by the auth code (account events), read by admins, and removed only by age.
 */
@Injectable()
export class AuditService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private readonly queued = new WeakMap<DeferredWrites, NewAuditEntry[]>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly background: BackgroundTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Adds an entry through `manager` when given, so it commits or rolls back with the
   * write it describes. The actor is the request's signed-in user unless named.
   */
  async record(input: AuditRecord, manager: EntityManager = this.dataSource.manager) {
    const entry = this.entry(input);
    const deferred = DeferredWrites.of(manager);
    if (!deferred) return this.insert(manager, [entry]);
    // Thousands of writes in one import: their entries go in a few hundred per statement.
    const queue = this.queued.get(deferred) ?? [];
    this.queued.set(deferred, queue);
    queue.push(entry);
    deferred.later(this, async () => {
      this.queued.delete(deferred);
      for (const batch of statementBatches(manager, queue, AUDIT_COLUMNS)) {
        await this.insert(manager, batch);
      }
    });
  }

  /** Several entries through `manager`, a few hundred per statement (a transaction's merged writes). */
  async recordAll(inputs: AuditRecord[], manager: EntityManager): Promise<void> {
    const entries = inputs.map((input) => this.entry(input));
    for (const batch of statementBatches(manager, entries, AUDIT_COLUMNS)) {
      await this.insert(manager, batch);
    }
  }

  private entry(input: AuditRecord): NewAuditEntry {
    const actor = input.actor === undefined ? currentActor() : input.actor;
    return {
      actorId: actor?.id ?? null,
      actorName: actor?.name.slice(0, 100) ?? null,
      ip: currentIp()?.slice(0, 64) ?? null,
      action: input.action,
      entity: input.entity,
      entityId: input.entityId,
      part: input.part ?? null,
      partKey:
        input.partKey === null || input.partKey === undefined
          ? null
          : String(input.partKey).slice(0, 64),
      changes: redact(input.changes ?? {}) as Record<string, AuditChange>,
      details: input.details ? (redact(input.details) as Record<string, string>) : null,
    };
  }

  private async insert(manager: EntityManager, entries: NewAuditEntry[]): Promise<void> {
    // TypeORM's partial type cannot follow a JSON column's record type; the ids are not needed.
    await manager
      .getRepository(AuditEntry)
      .createQueryBuilder()
      .insert()
      .values(entries as unknown as QueryDeepPartialEntity<AuditEntry>[])
      .updateEntity(false)
      .execute();
  }

  async list(query: AuditQuery, locale: Locale = 'es'): Promise<Paginated<AuditEntryContract>> {
    const from = parseBound(query.from, 'from');
    const to = parseBound(query.to, 'to');
    if (from && to && from > to) throw ValidationException.field('to', 'validation.date_range');
    const page = query.page ?? 1;
    const perPage = query.per_page ?? LIMITS.staffPerPage;
    const qb = this.dataSource.getRepository(AuditEntry).createQueryBuilder('a');
    if (query.actor_id) qb.andWhere('a.actor_id = :actor', { actor: query.actor_id });
    if (query.entity) qb.andWhere('a.entity = :entity', { entity: query.entity });
    if (query.entity_id) qb.andWhere('a.entity_id = :entityId', { entityId: query.entity_id });
    if (query.action) qb.andWhere('a.action = :action', { action: query.action });
    if (from) qb.andWhere('a.occurred_at >= :from', { from });
    if (to) qb.andWhere('a.occurred_at <= :to', { to });
    const total = await qb.getCount();
    const rows = await qb
      .orderBy('a.occurred_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((page - 1) * perPage)
      .take(perPage)
      .getMany();
    const live = await this.records(rows, locale);
    const first = rows.length ? (page - 1) * perPage + 1 : 0;
    return {
      data: rows.map((row) => ({
        id: row.id,
        occurred_at: row.occurredAt.toISOString(),
        actor_id: row.actorId,
        actor_name: row.actorName,
        ip: row.ip,
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        part: row.part,
        part_key: row.partKey,
        changes: row.changes ?? {},
        details: row.details,
        entity_exists: row.entityId !== null && live.has(`${row.entity}:${row.entityId}`),
        entity_label: live.get(`${row.entity}:${row.entityId}`) ?? labelFromChanges(row.changes),
      })),
      meta: {
        total,
        page,
        per_page: perPage,
        from: first,
        to: rows.length ? first + rows.length - 1 : 0,
      },
    };
  }

  /**
   * `entity:id` of the records named on this page that still exist, each with what people call
   * it (null where its kind has no name): two queries per kind at most.
   */
  private async records(rows: AuditEntry[], locale: Locale): Promise<Map<string, string | null>> {
    const live = new Map<string, string | null>();
    for (const [entity, { target, label }] of recordTables()) {
      const ids = [
        ...new Set(
          rows.filter((r) => r.entity === entity && r.entityId).map((r) => r.entityId as number),
        ),
      ];
      if (!ids.length) continue;
      const found = await this.dataSource
        .getRepository<ObjectLiteral>(target as new () => ObjectLiteral)
        .find({ select: { id: true }, where: { id: In(ids) } });
      const labels = label
        ? await label(this.dataSource.manager, ids, locale)
        : new Map<number, string>();
      for (const row of found) {
        live.set(`${entity}:${String(row.id)}`, labels.get(Number(row.id)) ?? null);
      }
    }
    return live;
  }

  /** Removes the entries older than the retention; the only way an entry ever goes. */
  async prune(now = new Date()): Promise<number> {
    const days = this.config.audit.retentionDays;
    if (days <= 0) return 0;
    const result = await this.dataSource
      .getRepository(AuditEntry)
      .createQueryBuilder()
      .delete()
      .where('occurred_at < :cutoff', { cutoff: new Date(now.getTime() - days * DAY_MS) })
      .execute();
    return result.affected ?? 0;
  }

  onApplicationBootstrap(): void {
    if (this.config.audit.retentionDays <= 0) return;
    const prune = () => this.background.run('Audit log pruning', () => this.prune());
    prune();
    this.timer = setInterval(prune, PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
