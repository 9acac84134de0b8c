import {
  RELEASE_ABORT_FAILURES,
  RELEASE_ABORT_RATIO,
  RELEASE_HEALTH_WINDOW_MS,
  type ReleaseHealthReport,
  type ReleaseRemote,
} from '@bolsos/contracts';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan, MoreThanOrEqual } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/transaction-runner';
import { Release } from '../entities/release.entity';
import { ReleaseHealth } from './entities/release-health.entity';

export interface HealthCount {
  loads: number;
  failures: number;
}

/** The key counts() answers by. */
export const healthKey = (remote: ReleaseRemote, releaseId: string) => `${remote} ${releaseId}`;

/** Whether a release has failed often enough, and in a large enough share, to be stopped. */
export function isFailing({ loads, failures }: HealthCount): boolean {
  return failures >= RELEASE_ABORT_FAILURES && failures > RELEASE_ABORT_RATIO * loads;
}

/** How often a replica writes what it counted: a canary's failures are seen fleet-wide by then. */
const FLUSH_MS = 2000;
const MINUTE_MS = 60_000;
/** Minutes are kept a day: the window needs five, the rest is for someone looking into a failure. */
const KEEP_MS = 24 * 60 * MINUTE_MS;
const PRUNE_EVERY_MS = 60 * MINUTE_MS;

interface Pending extends HealthCount {
  remote: ReleaseRemote;
  releaseId: string;
  minute: number;
}

/**
 * Release health (issue 32 §4): how many browsers were given each release of a remote (loads)
 * and how many reported it failing (failures), per minute. Counting is in memory, per replica;
 * every FLUSH_MS the counts are added to the database rows, so every replica's counts(), and
 * the check that aborts a failing canary (a flush listener), see the whole fleet's.
 */
@Injectable()
export class ReleaseHealthService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ReleaseHealth');
  private pending = new Map<string, Pending>();
  private readonly listeners: Array<() => Promise<void>> = [];
  private flushing?: Promise<void>;
  private writing?: Promise<boolean>;
  /** counts written since the listeners were last told */
  private unchecked = false;
  private timer?: NodeJS.Timeout;
  private prunedAt = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // Tests flush when they need to; a server flushes on its own.
    if (this.config.env === 'test') return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    // What this replica counted since its last flush is not lost to a deploy.
    await this.flush().catch(() => undefined);
  }

  /** A browser was given this release (a remotes config naming it). */
  recordLoad(remote: ReleaseRemote, releaseId: string, now = Date.now()): void {
    this.add(remote, releaseId, now).loads++;
  }

  /**
   * A browser's report that a release failed to load or render. Only releases on record (and
   * default builds) are counted: a page built before a release was pruned may still name it,
   * and counting any id sent would let anyone fill the table.
   */
  async report(report: ReleaseHealthReport, now = Date.now()): Promise<boolean> {
    if (report.release !== 'default') {
      const known = await this.dataSource
        .getRepository(Release)
        .exists({ where: { remote: report.remote, releaseId: report.release } });
      if (!known) return false;
    }
    this.add(report.remote, report.release, now).failures++;
    return true;
  }

  /** Calls `listener` after every flush (the auto-abort check). */
  onFlushed(listener: () => Promise<void>): void {
    this.listeners.push(listener);
  }

  /** Adds what was counted to the database, then tells the listeners. One flush at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.writeAndTell().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /**
   * The writing alone, which counts() waits for: a listener reads counts() during a flush, and
   * waiting for the whole flush there would wait for itself.
   */
  private written(): Promise<boolean> {
    this.writing ??= this.write().finally(() => (this.writing = undefined));
    return this.writing;
  }

  private async writeAndTell(): Promise<void> {
    if (!(await this.written())) return;
    // Counts only change with what this replica wrote (each replica checks after its own
    // writes): an idle site asks the database nothing every FLUSH_MS.
    if (!this.unchecked) return;
    this.unchecked = false;
    await this.prune();
    for (const listener of this.listeners) {
      try {
        await listener();
      } catch (error) {
        this.logger.error(`A release health check failed: ${String(error)}`);
      }
    }
  }

  /**
   * Each release's loads and failures over the last RELEASE_HEALTH_WINDOW_MS, fleet-wide (the
   * minutes that started within it), keyed by healthKey(). What this replica has not flushed
   * yet is written first.
   */
  async counts(now = Date.now()): Promise<Map<string, HealthCount>> {
    await this.written();
    const rows = await this.dataSource
      .getRepository(ReleaseHealth)
      .createQueryBuilder('h')
      .select('h.remote', 'remote')
      .addSelect('h.release_id', 'releaseId')
      .addSelect('SUM(h.loads)', 'loads')
      .addSelect('SUM(h.failures)', 'failures')
      .where({ minute: MoreThanOrEqual(new Date(minuteOf(now - RELEASE_HEALTH_WINDOW_MS))) })
      .groupBy('h.remote')
      .addGroupBy('h.release_id')
      .getRawMany<{
        remote: ReleaseRemote;
        releaseId: string;
        loads: unknown;
        failures: unknown;
      }>();
    return new Map(
      rows.map((row) => [
        healthKey(row.remote, row.releaseId),
        { loads: Number(row.loads), failures: Number(row.failures) },
      ]),
    );
  }

  private add(remote: ReleaseRemote, releaseId: string, now: number): Pending {
    const minute = minuteOf(now);
    const key = `${healthKey(remote, releaseId)} ${minute}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { remote, releaseId, minute, loads: 0, failures: 0 };
      this.pending.set(key, entry);
    }
    return entry;
  }

  /** false: the database refused, and what was counted waits for the next flush. */
  private async write(): Promise<boolean> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    for (const [index, entry] of batch.entries()) {
      try {
        await this.addToRow(entry);
      } catch (error) {
        // Kept for the next flush rather than lost: a database that is away comes back.
        for (const rest of batch.slice(index)) this.putBack(rest);
        this.logger.warn(`Writing release health failed: ${String(error)}`);
        return false;
      }
      this.unchecked = true;
    }
    return true;
  }

  private putBack(entry: Pending): void {
    const target = this.add(entry.remote, entry.releaseId, entry.minute);
    target.loads += entry.loads;
    target.failures += entry.failures;
  }

  /** Adds to the minute's row, creating it when this is its first count on any replica. */
  private async addToRow({ remote, releaseId, minute, loads, failures }: Pending): Promise<void> {
    const repo = this.dataSource.getRepository(ReleaseHealth);
    const where = { remote, releaseId, minute: new Date(minute) };
    const increment = () =>
      repo
        .createQueryBuilder()
        .update()
        // Numbers this service counted, never request text.
        .set({ loads: () => `loads + ${loads}`, failures: () => `failures + ${failures}` })
        .where(where)
        .execute();
    if ((await increment()).affected) return;
    try {
      await repo.insert({ ...where, loads, failures });
    } catch (error) {
      // Another replica created the row in between: add to it.
      if (!isUniqueViolation(error)) throw error;
      await increment();
    }
  }

  private async prune(now = Date.now()): Promise<void> {
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.dataSource
      .getRepository(ReleaseHealth)
      .delete({ minute: LessThan(new Date(minuteOf(now - KEEP_MS))) });
  }
}

function minuteOf(time: number): number {
  return time - (time % MINUTE_MS);
}
