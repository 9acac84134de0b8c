import type { DataSourceOptions, EntityManager } from 'typeorm';
import { isMysqlFamily } from './dialect';

/** How much one statement may carry on a dialect. */
export interface StatementLimits {
  /** rows of a multi-row INSERT, ids of an `IN (…)` list */
  rows: number;
  /** bound values */
  parameters: number;
  /** the values' text, roughly */
  bytes: number;
}

/*
 * SQLite refuses more than 32766 bound variables (SQLITE_MAX_VARIABLE_NUMBER) and an expression
 * deeper than 1000 (SQLITE_MAX_EXPR_DEPTH); TypeORM reads rows back after an insert with one
 * `OR` per row, so rows, not only variables, are capped well below that depth. MySQL and MariaDB
 * take 65535 placeholders, and a statement no larger than max_allowed_packet, whose smallest
 * default is 4 MiB (MySQL 5.7; MariaDB 16 MiB, MySQL 8 64 MiB): 1 MiB of values leaves room for
 * quoting and the SQL around them.
 */
const SQLITE: StatementLimits = { rows: 500, parameters: 32_766, bytes: 1 << 20 };
const MYSQL: StatementLimits = { rows: 1000, parameters: 65_535, bytes: 1 << 20 };

export function statementLimits(type: DataSourceOptions['type']): StatementLimits {
  return isMysqlFamily(type) ? MYSQL : SQLITE;
}

/** The size in bytes a row's values add to a statement, near enough to stay under a limit. */
function valueBytes(row: unknown): number {
  if (row === null || row === undefined) return 4;
  if (typeof row === 'string') return Buffer.byteLength(row) + 2;
  if (typeof row !== 'object') return String(row).length;
  if (row instanceof Date) return 26;
  let total = 0;
  for (const value of Object.values(row)) total += valueBytes(value) + 1;
  return total;
}

/**
 * `rows` cut into runs that each fit one statement on `manager`'s database, `columns` bound
 * values per row: so no statement grows with the number of rows written or looked up.
 */
export function statementBatches<T>(
  manager: EntityManager,
  rows: readonly T[],
  columns = 1,
): T[][] {
  const limits = statementLimits(manager.dataSource.options.type);
  const perStatement = Math.max(1, Math.min(limits.rows, Math.floor(limits.parameters / columns)));
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = valueBytes(row);
    if (batch.length > 0 && (batch.length >= perStatement || bytes + size > limits.bytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
