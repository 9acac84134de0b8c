import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isMysqlFamily } from './dialect';

/** A unique index refused the write (another request got there first). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(String(error))
  );
}

/**
 * The transactions of every service that checks an invariant before writing (last admin,
 * unique slugs, positions): one instance for the whole app, from the global DatabaseModule.
 *
 * TypeORM runs every SQLite transaction on its one connection, where a second
 * one does not wait: it nests inside the first as a savepoint and sees its
 * uncommitted rows. So on SQLite these transactions take turns, all in one queue (the
 * embedded database serves one process); MySQL/MariaDB run them side by side
 * and lock rows where an invariant needs it (see `rowLocks`).
 */
@Injectable()
export class TransactionRunner {
  private turn: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get rowLocks(): boolean {
    return isMysqlFamily(this.dataSource);
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.rowLocks) return this.dataSource.transaction(work);
    const run = this.turn.then(() => this.dataSource.transaction(work));
    this.turn = run.catch(() => undefined);
    return run;
  }
}
