import type { AuditChange, AuditEntity } from '@bolsos/contracts';
import type { EntityMetadata } from 'typeorm';

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

/** The table that holds each kind of record itself (its id is `id`), to tell whether one still exists. */
export function recordTables(): Map<AuditEntity, unknown> {
  const tables = new Map<AuditEntity, unknown>();
  for (const [target, spec] of registry) if (!spec.part) tables.set(spec.entity, target);
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
): { name: string; read(row: object): unknown }[] {
  const ignored = new Set<string>(spec.ignore ?? []);
  // A relation's own property holds the related row, not a value of this one.
  const relations = new Set(metadata.relations.map((relation) => relation.propertyName));
  return metadata.columns
    .filter((column) => !relations.has(column.propertyName))
    .map((column) => ({
      name: column.propertyName,
      read: (row: object) => column.getEntityValue(row),
    }))
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
    const was = before ? redact(column.read(before)) : null;
    const raw = after ? column.read(after) : null;
    const now = after && raw === undefined ? was : redact(raw);
    if (before && after && same(was, now)) continue;
    if (!before && now === null) continue;
    if (!after && was === null) continue;
    changes[column.name] = { before: was, after: now };
  }
  return changes;
}
