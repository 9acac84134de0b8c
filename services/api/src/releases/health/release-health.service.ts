import {
  RELEASE_HEALTH_WINDOW_MS,
  type ReleaseHealthReport,
  type ReleaseLoadReport,
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
import { Metrics } from '../../common/metrics/metrics';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/transaction-runner';
import { Release } from '../entities/release.entity';
import { ReleaseHealth } from './entities/release-health.entity';
import { ReleaseHealthNetwork } from './entities/release-health-network.entity';
import { LoadClaims } from './load-claims';
import { LoadTokens, type ServedReleases } from './load-token';

export interface HealthCount {
  /** page loads browsers confirmed */
  loads: number;
  failures: number;
  /** distinct client networks (IPv4 /24, IPv6 /64) the failures came from */
  networks: number;
}

/** The abort rule's figures (AppConfig.releaseHealth). */
export interface AbortRule {
  abortNetworks: number;
  abortRatio: number;
}

/** What became of a report: counted, or dropped and why (never shown as a load or failure). */
export type ReportOutcome =
  | 'counted'
  | 'no_token'
  | 'invalid_token'
  | 'expired_token'
  | 'reused_token'
  | 'not_served'
  | 'unknown_release';

/** The key counts() answers by. */
export const healthKey = (remote: ReleaseRemote, releaseId: string) => `${remote} ${releaseId}`;

/**
 * Whether a release has failed for enough different visitors, and in a large enough share of its
 * loads, to be stopped: failures from at least `abortNetworks` client networks, and more than
 * `abortRatio` of the loads browsers confirmed. Distinct networks, not reports: one visitor,
 * however many reports or addresses in one network they send, is one.
 */
export function isFailing({ loads, failures, networks }: HealthCount, rule: AbortRule): boolean {
  return networks >= rule.abortNetworks && failures > rule.abortRatio * loads;
}

/** How often a replica writes what it counted: a canary's failures are seen fleet-wide by then. */
const FLUSH_MS = 2000;
const MINUTE_MS = 60_000;
/** Minutes are kept a day: the window needs five, the rest is for someone looking into a failure. */
const KEEP_MS = 24 * 60 * MINUTE_MS;
const PRUNE_EVERY_MS = 60 * MINUTE_MS;

interface Pending {
  remote: ReleaseRemote;
  releaseId: string;
  minute: number;
  loads: number;
  failures: number;
  /** the failures' networks (LoadTokens.networkKey) */
  networks: Set<string>;
}

/**
 * Release health (issue 32 §4, issue 44): how many page loads rendered each release of a remote
 * (loads, confirmed by the shell) and how many reported it failing (failures), and from which
 * client networks, per minute. Each report carries the load token its page's remotes config
 * gave it (load-token.ts), and counts only once per token (load-claims.ts): a report the server
 * handed out no load for is dropped, and counted as such in /metrics. Counting is in memory, per
 * replica; every FLUSH_MS the counts are added to the database rows, so every replica's
 * counts(), and the check that aborts a failing canary (a flush listener), see the whole fleet's.
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
  private readonly tokens: LoadTokens;
  private readonly claims: LoadClaims;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
    limits: RateLimitService,
  ) {
    this.tokens = new LoadTokens(config.session.secret);
    this.claims = new LoadClaims(dataSource, config.rateLimit.store === 'redis' ? limits : null);
  }

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

  /** The load token of one remotes config answer, naming the releases it served. */
  issueToken(releases: ServedReleases, now = Date.now()): string {
    return this.tokens.issue(releases, now);
  }

  /** The shell's word that a remote's release rendered in a page load: one load, per token. */
  async confirmLoad(report: ReleaseLoadReport, now = Date.now()): Promise<ReportOutcome> {
    const outcome = await this.take(report, 'load', now);
    if (outcome === 'counted') this.add(report.remote, report.release, now).loads++;
    this.metrics.releaseHealthReports.inc({ report: 'load', result: outcome });
    return outcome;
  }

  /**
   * A browser's report that a release failed to load or render, from the client address `ip`
   * (as TRUST_PROXY resolves it). Counted once per load token, and only for a release on record
   * (or a default build): a page built before a release was pruned may still name it.
   */
  async report(
    report: ReleaseHealthReport,
    ip: string | undefined,
    now = Date.now(),
  ): Promise<ReportOutcome> {
    const outcome = await this.take(report, 'failure', now, async () => {
      if (report.release === 'default') return true;
      return this.dataSource
        .getRepository(Release)
        .exists({ where: { remote: report.remote, releaseId: report.release } });
    });
    if (outcome === 'counted') {
      const entry = this.add(report.remote, report.release, now);
      entry.failures++;
      entry.networks.add(this.tokens.networkKey(ip));
    }
    this.metrics.releaseHealthReports.inc({ report: 'failure', result: outcome });
    return outcome;
  }

  /**
   * Checks a report's load token (signed here, not expired, naming the release reported) and,
   * when `known` agrees, uses it: a token counts once per remote for a load and once for a
   * failure, whichever replica hears it.
   */
  private async take(
    { remote, release, token }: { remote: ReleaseRemote; release: string; token?: string },
    use: 'load' | 'failure',
    now: number,
    known: () => Promise<boolean> = () => Promise.resolve(true),
  ): Promise<ReportOutcome> {
    if (!token) return 'no_token';
    const read = this.tokens.read(token, now);
    if (!read.ok) return read.reason;
    if (read.token.releases[remote] !== release) return 'not_served';
    if (!(await known())) return 'unknown_release';
    const claimed = await this.claims.claim(
      `${read.token.id}:${remote}:${use}`,
      read.token.expires,
      now,
    );
    return claimed ? 'counted' : 'reused_token';
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
   * Each release's loads, failures and the failures' distinct networks over the last
   * RELEASE_HEALTH_WINDOW_MS, fleet-wide (the minutes that started within it), keyed by
   * healthKey(). What this replica has not flushed yet is written first.
   */
  async counts(now = Date.now()): Promise<Map<string, HealthCount>> {
    await this.written();
    const since = { minute: MoreThanOrEqual(new Date(minuteOf(now - RELEASE_HEALTH_WINDOW_MS))) };
    const rows = await this.dataSource
      .getRepository(ReleaseHealth)
      .createQueryBuilder('h')
      .select('h.remote', 'remote')
      .addSelect('h.release_id', 'releaseId')
      .addSelect('SUM(h.loads)', 'loads')
      .addSelect('SUM(h.failures)', 'failures')
      .where(since)
      .groupBy('h.remote')
      .addGroupBy('h.release_id')
      .getRawMany<{
        remote: ReleaseRemote;
        releaseId: string;
        loads: unknown;
        failures: unknown;
      }>();
    const networks = await this.dataSource
      .getRepository(ReleaseHealthNetwork)
      .createQueryBuilder('n')
      .select('n.remote', 'remote')
      .addSelect('n.release_id', 'releaseId')
      .addSelect('COUNT(DISTINCT n.network)', 'networks')
      .where(since)
      .groupBy('n.remote')
      .addGroupBy('n.release_id')
      .getRawMany<{ remote: ReleaseRemote; releaseId: string; networks: unknown }>();
    const distinct = new Map(
      networks.map((row) => [healthKey(row.remote, row.releaseId), Number(row.networks)]),
    );
    return new Map(
      rows.map((row) => {
        const key = healthKey(row.remote, row.releaseId);
        return [
          key,
          {
            loads: Number(row.loads),
            failures: Number(row.failures),
            networks: distinct.get(key) ?? 0,
          },
        ];
      }),
    );
  }

  private add(remote: ReleaseRemote, releaseId: string, now: number): Pending {
    const minute = minuteOf(now);
    const key = `${healthKey(remote, releaseId)} ${minute}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { remote, releaseId, minute, loads: 0, failures: 0, networks: new Set() };
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
    for (const network of entry.networks) target.networks.add(network);
  }

  /**
   * Adds to the minute's row, creating it when this is its first count on any replica. The
   * networks go first: written again after a failure below, they are only refused as known.
   */
  private async addToRow(entry: Pending): Promise<void> {
    const { remote, releaseId, minute, loads, failures } = entry;
    const where = { remote, releaseId, minute: new Date(minute) };
    for (const network of entry.networks) {
      try {
        await this.dataSource.getRepository(ReleaseHealthNetwork).insert({ ...where, network });
      } catch (error) {
        // Another replica (or an earlier flush) heard this network in this minute already.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const repo = this.dataSource.getRepository(ReleaseHealth);
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
    const old = { minute: LessThan(new Date(minuteOf(now - KEEP_MS))) };
    await this.dataSource.getRepository(ReleaseHealth).delete(old);
    await this.dataSource.getRepository(ReleaseHealthNetwork).delete(old);
    await this.claims.prune(now);
  }
}

function minuteOf(time: number): number {
  return time - (time % MINUTE_MS);
}
