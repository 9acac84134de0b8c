import type { DataSource } from 'typeorm';
import type { PoolUse } from './metrics';

/** mysql2's pool keeps its counts in fields of its own; read them for the pool gauge. */
export function mysqlPoolUse(dataSource: DataSource): PoolUse | undefined {
  const pool = (dataSource.driver as { pool?: Record<string, { length?: number } | undefined> })
    .pool;
  if (!pool) return undefined;
  return {
    total: pool._allConnections?.length ?? 0,
    idle: pool._freeConnections?.length ?? 0,
    waiting: pool._connectionQueue?.length ?? 0,
  };
}
