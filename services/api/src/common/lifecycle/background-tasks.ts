import { Global, Injectable, Logger, Module, type OnModuleDestroy } from '@nestjs/common';

/**
 * Work that continues after the answer has gone (e-mails). Shutdown waits for
 * it, so a deploy or a test teardown never cuts a message or a write in half.
 */
@Injectable()
export class BackgroundTasks implements OnModuleDestroy {
  private readonly logger = new Logger('Background');
  private readonly running = new Set<Promise<unknown>>();

  run(name: string, task: () => Promise<unknown>): void {
    const promise = task()
      .catch((error: unknown) => this.logger.error(`${name} failed: ${String(error)}`))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves when everything started so far has finished (tests use it too). */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  /** Destroy hooks all finish before any shutdown hook closes the database or the mail transport. */
  async onModuleDestroy(): Promise<void> {
    await Promise.race([
      this.drain(),
      new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
    ]);
  }
}

@Global()
@Module({ providers: [BackgroundTasks], exports: [BackgroundTasks] })
export class BackgroundTasksModule {}
