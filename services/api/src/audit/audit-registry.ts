import type { AuditChange, AuditEntity, Locale } from '@bolsos/contracts';
import type { EntityManager, EntityMetadata } from 'typeorm';

/** The names people know records by (a product's name in their language, a user's name and e-mail), by id. */
export type RecordLabels = (
  manager: EntityManager,
  ids: number[],
  locale: Locale,
) => Promise<Map<number, string>>;

/** How the audit log files writes to one table. */
export interface AuditedEntity<T> {
  /** the record the write belongs to, whose History shows it */
  entity: AuditEntity;
  /** the part of that record this table holds; left out for the record's own table */
  part?: string;
  /** the record's id, read from a row of this table */
  recordId(row: T): number | undefined;
  /** which one of the part a row is (a role, a language, an image id) */
  partKey?(row: T): string | number | undefined;
  /** columns not worth an entry (derived or internal); secrets are dropped whatever this says */
  ignore?: readonly (keyof T & string)[];
  /**
   * Columns shown when a row is created or deleted, but whose change alone makes no entry: the
   * service that changes them records what the user did instead (a move in the Popular list is
   * one entry "from 8 to 1", not one per entry that shifted).
   */
  quiet?: readonly (keyof T & string)[];
  /** For the record's own table: what the log shows beside the record's id. */
  label?: RecordLabels;
  /** How a column's value is shown to people (a 0-based position counted from 1). */
  shown?: Partial<Record<keyof T & string, (value: unknown) => unknown>>;
}

type Target<T> = abstract new (...args: never[]) => T;

const registry = new Map<unknown, AuditedEntity<never>>();

/**
 * Puts a table under audit: every insert, update and delete of it made while a
 * signed-in user acts is then recorded by AuditSubscriber, in the write's own
 * transaction. Its writes must go through save()/remove() (or insert()), since a
 * query-builder update or delete does not say which rows it touched; the
 * subscriber refuses those during a staff request rather than leave a gap.
 */
export function auditEntity<T>(target: Target<T>, spec: AuditedEntity<T>): void {
  registry.set(target, spec as AuditedEntity<never>);
}

export function auditedEntity(metadata: EntityMetadata): AuditedEntity<object> | undefined {
  return registry.get(metadata.target) as AuditedEntity<object> | undefined;
}

/**
 * The table that holds each kind of record itself (its id is `id`), to tell whether one still
 * exists, with how to name its records.
 */
export function recordTables(): Map<AuditEntity, { target: unknown; label?: RecordLabels }> {
  const tables = new Map<AuditEntity, { target: unknown; label?: RecordLabels }>();
  for (const [target, spec] of registry) {
    if (!spec.part) tables.set(spec.entity, { target, label: spec.label });
  }
  return tables;
}

/** Never recorded, on any table, at any depth: credentials and what stands for them. */
const SECRET = /pass(word)?|hash|token|secret|session|cookie|api_?key|^sid$/i;
/** Bookkeeping every table has; the entry has its own time. */
const TIMESTAMPS = new Set(['createdAt', 'updatedAt', 'deletedAt']);

export function isSecretKey(key: string): boolean {
  return SECRET.test(key);
}

/** `value` with every secret-named key dropped, at any depth; dates as ISO strings. */
export function redact(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Buffer.isBuffer(value)) return `(${value.length} bytes)`;
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isSecretKey(key))
        .map(([key, inner]) => [key, redact(inner)]),
    );
  }
  return value === undefined ? null : value;
}

/** The columns of `metadata` an entry may show, with their property names. */
export function recordedColumns(
  metadata: EntityMetadata,
  spec: AuditedEntity<object>,
): { name: string; generatedId: boolean; read(row: object): unknown }[] {
  const ignored = new Set<string>(spec.ignore ?? []);
  const shown = (spec.shown ?? {}) as Record<string, ((value: unknown) => unknown) | undefined>;
  // A relation's own property holds the related row, not a value of this one.
  const relations = new Set(metadata.relations.map((relation) => relation.propertyName));
  return metadata.columns
    .filter((column) => !relations.has(column.propertyName))
    .map((column) => {
      const show = shown[column.propertyName];
      return {
        name: column.propertyName,
        generatedId: column.isPrimary && column.isGenerated,
        read: (row: object) => {
          const value: unknown = column.getEntityValue(row);
          return show && value !== null && value !== undefined ? show(value) : value;
        },
      };
    })
    .filter(({ name }) => !ignored.has(name) && !TIMESTAMPS.has(name) && !isSecretKey(name));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The recorded fields that differ between `before` and `after` (either may be
 * null for a create or a delete), secrets removed. Fields absent from a partial
 * `after` did not change.
 */
export function diffRows(
  metadata: EntityMetadata,
  spec: AuditedEntity<object>,
  before: object | null,
  after: object | null,
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const column of recordedColumns(metadata, spec)) {
    // A row's generated id is the entry's own record or part key: "ID: (empty) → 119" says
    // nothing. A chosen key (a role) is what the row is about, and stays.
    if ((!before || !after) && column.generatedId) continue;
    const was = before ? redact(column.read(before)) : null;
    const raw = after ? column.read(after) : null;
    const now = after && raw === undefined ? was : redact(raw);
    if (before && after && same(was, now)) continue;
    if (!before && now === null) continue;
    if (!after && was === null) continue;
    changes[column.name] = { before: was, after: now };
  }
  // An update of quiet columns only is recorded by the service that made it.
  const quiet = new Set<string>(spec.quiet ?? []);
  if (before && after && Object.keys(changes).every((name) => quiet.has(name))) return {};
  return changes;
}

/** What one write (one row) adds to the log, before the writes of one transaction are merged. */
export interface AuditWrite {
  action: 'create' | 'update' | 'delete';
  entity: AuditEntity;
  entityId: number | null;
  part: string | null;
  partKey: string | null;
  changes: Record<string, AuditChange>;
}

/**
 * The writes of one transaction to one record, as the one entry people read for what they did:
 * a product saved with its texts is one "Created" or "Updated"; a part's fields are named
 * `part.key.field` (`translation.en.name`) once several parts are in it. A write alone, or
 * several writes of one part, keeps that part's own entry shape.
 */
export function mergeWrites(writes: AuditWrite[]): AuditWrite | undefined {
  if (writes.length === 0) return undefined;
  const [first] = writes;
  const groups = new Map<string, AuditWrite[]>();
  for (const write of writes) {
    const key = write.part === null ? '' : `${write.part}.${write.partKey ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), write]);
  }
  const actionOf = (list: AuditWrite[]): AuditWrite['action'] => {
    if (list.some((w) => w.action === 'create')) return 'create';
    if (list.some((w) => w.action === 'delete')) return 'delete';
    return 'update';
  };
  const changes: Record<string, AuditChange> = {};
  const single = groups.size === 1;
  for (const [prefix, list] of groups) {
    for (const write of list) {
      for (const [field, change] of Object.entries(write.changes)) {
        const key = single || !prefix ? field : `${prefix}.${field}`;
        const earlier = changes[key];
        // The same field written twice in one transaction: from the first value to the last.
        changes[key] = earlier ? { before: earlier.before, after: change.after } : change;
      }
    }
  }
  for (const [key, change] of Object.entries(changes)) {
    if (same(change.before, change.after)) delete changes[key];
  }
  if (Object.keys(changes).length === 0) return undefined;
  if (single) return { ...first, action: actionOf(writes), changes };
  const own = groups.get('');
  // Without the record's own row: parts all added (photos uploaded together) or all removed.
  const actions = new Set([...groups.values()].map(actionOf));
  const partsAction = actions.size === 1 ? [...actions][0] : 'update';
  return {
    ...first,
    action: own ? actionOf(own) : partsAction,
    part: null,
    partKey: null,
    changes,
  };
}
