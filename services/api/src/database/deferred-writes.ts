import type { EntityManager, QueryRunner } from 'typeorm';

/**
 * Rows that subscribers (audit log, slug history) would write one statement per changed row,
 * held back while a transaction writes many rows at once (a CSV import) and then written a few
 * hundred per statement, still inside that transaction. Only the code that opened the scope
 * writes meanwhile, and nothing it reads is among the held-back rows.
 */
export class DeferredWrites {
  private static readonly open = new WeakMap<QueryRunner, DeferredWrites>();
  private readonly queued = new Map<object, () => Promise<void>>();

  /** The scope `manager`'s transaction is in, if any. */
  static of(manager: EntityManager): DeferredWrites | undefined {
    const runner = manager.queryRunner;
    return runner ? DeferredWrites.open.get(runner) : undefined;
  }

  /**
   * Runs `work` on `manager` (a transaction's), then writes what subscribers held back meanwhile.
   * A failure writes nothing more: the transaction is rolled back anyway.
   */
  static async around<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) throw new Error('DeferredWrites needs a transaction');
    const scope = new DeferredWrites();
    DeferredWrites.open.set(runner, scope);
    try {
      const result = await work();
      await scope.flush();
      return result;
    } finally {
      DeferredWrites.open.delete(runner);
    }
  }

  /**
   * Asks for `write` to run at the end of the scope, once per `owner` however often it is asked
   * (the owner keeps its own queue of rows).
   */
  later(owner: object, write: () => Promise<void>): void {
    if (!this.queued.has(owner)) this.queued.set(owner, write);
  }

  private async flush(): Promise<void> {
    // A write may queue more (an inserted row seen by another subscriber): until none is left.
    while (this.queued.size > 0) {
      const [owner, write] = this.queued.entries().next().value as [object, () => Promise<void>];
      this.queued.delete(owner);
      await write();
    }
  }
}
