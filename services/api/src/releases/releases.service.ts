import {
  RELEASE_REMOTES,
  type ReleaseCreate,
  type ReleasePromote,
  type ReleaseRemote,
  type ReleasesOverview,
  type RemoteRelease,
} from '@bolsos/contracts';
import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ResponseCache } from '../common/cache/response-cache';
import type { Actor } from '../common/context/request-context';
import { ApiException, ValidationException } from '../common/exceptions/api.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { StorageService } from '../storage/storage.service';
import { Release } from './entities/release.entity';
import { RELEASE_HEALTH_WINDOW_MS } from '@bolsos/contracts';
import { healthKey, isFailing, ReleaseHealthService } from './health/release-health.service';
import { ReleaseFleetSync } from './release-fleet-sync';
import { ReleaseSwitchLog, type AbortFigures, type Via } from './release-switch-log';
import { storedFileList, storedManifest } from './release-objects';
import {
  configFileStamp,
  fileLiveRelease,
  folderSize,
  manifestUrl,
  pruneReleaseFolders,
  readHistory,
  releaseDir,
  releaseOnDisk,
  remoteDef,
  writeFileLiveRelease,
  RELEASE_ID,
} from './release-files';
import {
  abortCanary,
  addRelease,
  canaryManifests,
  canaryRow,
  findRelease,
  liveRow,
  rollbackTarget,
  startCanary,
  switchLive,
  type AbortReason,
  type SwitchKind,
} from './release-ledger';
import { clearLiveReleases, onReleaseServed } from './live-releases';

/** How often a replica re-reads the live releases without being told (a lost message). */
const FLEET_POLL_MS = 5000;
/** How often one server looks for a switch the release script made on its disk. */
const LOCAL_POLL_MS = 1000;

/**
 * Remote releases (docs/releasing.md): what is live per remote and its history, and the switches
 * between releases, each audited. On one server (RELEASES_DRIVER=local) the live release is the
 * remotes.config.json the release script renames into place, and a switch the script made is
 * recorded here when noticed. In a fleet (shared) it is database state: each replica keeps a copy
 * that a switch announced over Redis (or, failing that, a poll) replaces.
 */
@Injectable()
export class ReleasesService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Releases');
  private readonly sync: ReleaseFleetSync;
  private readonly switchLog: ReleaseSwitchLog;
  private timer?: NodeJS.Timeout;
  private syncedStamp: number | null | undefined;
  private syncing?: Promise<void>;
  private checkingHealth?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    audit: AuditService,
    cache: ResponseCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
    /** absent in the release command, which serves no browser */
    @Optional() private readonly health?: ReleaseHealthService,
  ) {
    this.sync = new ReleaseFleetSync(dataSource, cache, config, storage, this.logger);
    this.switchLog = new ReleaseSwitchLog(audit, this.logger);
  }

  private get fleet(): boolean {
    return this.sync.fleet;
  }

  private get inBucket(): boolean {
    return this.sync.inBucket;
  }

  async onModuleInit(): Promise<void> {
    if (this.health) {
      const health = this.health;
      onReleaseServed(this.config, (served) => health.issueToken(served));
      // Not awaited by the flush (tests wait for it through healthChecked()). Nothing else awaits
      // it, so a database that is away is logged here rather than left an unhandled rejection,
      // which would end the process.
      health.onFlushed(() => {
        this.checkingHealth ??= this.abortFailing()
          .catch((error: unknown) =>
            this.logger.warn(`The release health check failed: ${String(error)}`),
          )
          .finally(() => (this.checkingHealth = undefined));
        return Promise.resolve();
      });
    }
    // Canaries are database state in every driver; on one server the live release is the file.
    await this.refresh();
    this.sync.start();
    // Tests ask for what they need (an API call syncs first); a server keeps watching.
    if (this.config.env === 'test') return;
    this.timer = setInterval(
      () =>
        void (this.fleet ? this.refresh() : this.syncFromDisk().then(() => this.refresh())).catch(
          () => undefined,
        ),
      this.fleet ? FLEET_POLL_MS : LOCAL_POLL_MS,
    );
    this.timer.unref();
  }

  /** The release health check in progress, if any (tests wait for it). */
  healthChecked(): Promise<void> {
    return this.checkingHealth ?? Promise.resolve();
  }

  async onApplicationShutdown(): Promise<void> {
    // Closed first, so no refresh still under way serves releases again after they are cleared.
    const closed = this.sync.close();
    clearInterval(this.timer);
    clearLiveReleases(this.config);
    await closed;
  }

  /** What this server serves of each remote, read again from the database (ReleaseFleetSync). */
  refresh(): Promise<void> {
    return this.sync.refresh();
  }

  /**
   * One server: records a switch the release script made on disk (a new release, a rollback),
   * so the history and the audit log hold it too. Runs once per change of the config file.
   */
  syncFromDisk(): Promise<void> {
    if (this.fleet || this.sync.closed) return Promise.resolve();
    this.syncing ??= this.importFromDisk().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  private async importFromDisk(): Promise<void> {
    const dir = this.config.releasesDir;
    const stamp = configFileStamp(dir);
    if (stamp === this.syncedStamp) return;
    for (const remote of RELEASE_REMOTES) {
      const def = remoteDef(remote);
      const history = readHistory(dir, def);
      await this.dataSource.transaction(async (manager) => {
        for (const entry of history) {
          if (await findRelease(manager, remote, entry.id)) continue;
          await addRelease(manager, await this.describe(remote, entry.id, entry));
        }
        const onDisk = fileLiveRelease(dir, def);
        const live = (await liveRow(manager, remote))?.releaseId ?? null;
        if (onDisk === live) return;
        if (onDisk !== null && !(await findRelease(manager, remote, onDisk))) {
          if (!releaseOnDisk(dir, def, onDisk)) return;
          await addRelease(manager, await this.describe(remote, onDisk, {}));
        }
        // A release never live before is new; one that was live before was gone back to.
        const target = onDisk === null ? null : await findRelease(manager, remote, onDisk);
        const kind: SwitchKind = target && target.switchedAt === null ? 'release' : 'rollback';
        const entry = history.find((e) => e.id === onDisk);
        const result = await switchLive(manager, remote, onDisk, kind);
        const aborted = await this.endCanaryFor(manager, remote, onDisk);
        const by = (onDisk !== null && entry?.releasedBy) || null;
        // The script's switch, not whoever's request noticed it.
        await this.switchLog.liveSwitched(
          manager,
          result,
          { via: 'cli', by, actor: null },
          aborted,
        );
      });
    }
    this.syncedStamp = stamp;
  }

  private async describe(
    remote: ReleaseRemote,
    id: string,
    entry: { version?: string; builtAt?: string; releasedBy?: string | null },
  ) {
    const def = remoteDef(remote);
    const dir = releaseDir(this.config.releasesDir, def, id);
    let files = 0;
    let size = 0;
    if (this.inBucket) {
      const list = await storedFileList(this.storage, def, id);
      files = list?.files.length ?? 0;
      size = list?.files.reduce((sum, file) => sum + file.size, 0) ?? 0;
    } else if (fs.existsSync(dir)) ({ files, size } = folderSize(dir));
    const builtAt = entry.builtAt ? new Date(entry.builtAt) : undefined;
    return {
      remote,
      releaseId: id,
      version: (entry.version ?? id.split('-')[0]).slice(0, 40),
      releasedBy: entry.releasedBy?.slice(0, 100) ?? null,
      files,
      size,
      manifestUrl: manifestUrl(def, id),
      createdAt: builtAt && !Number.isNaN(builtAt.getTime()) ? builtAt : undefined,
    };
  }

  /** Whether a release can be served again: its files are kept (a bucket keeps them all). */
  private available(remote: ReleaseRemote) {
    if (this.inBucket) return () => true;
    return (id: string) => releaseOnDisk(this.config.releasesDir, remoteDef(remote), id);
  }

  /** Every remote's live release, canary and history, newest first, with their health. */
  async overview(): Promise<ReleasesOverview> {
    await this.syncFromDisk();
    const rows = await this.dataSource.getRepository(Release).find({ order: { id: 'DESC' } });
    const counts = (await this.health?.counts()) ?? new Map<string, never>();
    return {
      driver: this.config.releasesDriver,
      remotes: RELEASE_REMOTES.map((remote) => {
        const own = rows.filter((row) => row.remote === remote);
        const available = this.available(remote);
        return {
          remote,
          live: own.find((row) => row.status === 'live')?.releaseId ?? null,
          canary: own.find((row) => row.status === 'canary')?.releaseId ?? null,
          releases: own.map((row): RemoteRelease => {
            const count = counts.get(healthKey(remote, row.releaseId));
            return {
              id: row.releaseId,
              version: row.version,
              created_at: row.createdAt.toISOString(),
              released_by: row.releasedBy,
              files: row.files,
              size: row.size,
              manifest_url: row.manifestUrl,
              status: row.status,
              share: row.share,
              previous: row.previousReleaseId,
              available: available(row.releaseId),
              loads: count?.loads ?? 0,
              failures: count?.failures ?? 0,
              aborted_by: row.status === 'aborted' ? (row.abortReason ?? 'manual') : null,
            };
          }),
        };
      }),
    };
  }

  /**
   * Records a release whose files are in place (the CLI built them into RELEASES_DIR) and makes
   * it live, or with a share below 100 starts it as the remote's canary. `by` names who released
   * it when no one is signed in (the CLI's RELEASED_BY).
   */
  async create(input: ReleaseCreate, via: 'api' | 'cli' = 'api', actor?: Actor | null) {
    await this.syncFromDisk();
    const def = remoteDef(input.remote);
    if (!RELEASE_ID.test(input.id) || !(await this.isBuildOf(input.remote, input.id)))
      throw ValidationException.field('id', 'errors.release_files_missing');
    const described = await this.describe(input.remote, input.id, {
      version: input.version,
      releasedBy: input.released_by ?? actor?.name ?? null,
    });
    const share = input.share ?? 100;
    await this.dataSource.transaction(async (manager) => {
      const known = await findRelease(manager, input.remote, input.id);
      if (!known) await addRelease(manager, described);
      const by = input.released_by ?? null;
      if (share < 100)
        await this.canary(manager, input.remote, input.id, share, 'release', via, by, actor);
      else await this.apply(manager, input.remote, input.id, 'release', via, by, actor);
    });
    await this.sync.afterSwitch(def.name);
    if (!this.inBucket) await this.pruneFolders(def.name);
    return this.overview();
  }

  /**
   * Removes the files of the remote's releases that are no longer kept (pruneReleaseFolders):
   * releases recorded through the API and a fleet's (on its shared disk) would otherwise pile up
   * in RELEASES_DIR for good. Their rows stay, as history (`available` false). A bucket keeps
   * every release.
   */
  private async pruneFolders(remote: ReleaseRemote): Promise<void> {
    try {
      const rows = await this.dataSource
        .getRepository(Release)
        .find({ where: { remote }, order: { id: 'DESC' } });
      const removed = pruneReleaseFolders(this.config.releasesDir, remoteDef(remote), rows);
      if (removed.length) this.logger.log(`${remote}: removed old releases ${removed.join(', ')}`);
    } catch (error) {
      // The release itself is made: old files left behind are tried again at the next one.
      this.logger.warn(`${remote}: removing old releases failed: ${String(error)}`);
    }
  }

  /**
   * Back to what was live before the current release (or the default build). A canary that runs
   * is stopped too: a rollback leaves everyone on one release. With only a canary to undo, it
   * is the canary that stops.
   */
  async rollback(remote: ReleaseRemote, via: 'api' | 'cli' = 'api', actor?: Actor | null) {
    await this.syncFromDisk();
    await this.dataSource.transaction(async (manager) => {
      const target = await rollbackTarget(manager, remote, this.available(remote));
      if (target !== undefined) {
        await this.apply(manager, remote, target, 'rollback', via, null, actor);
        return;
      }
      if (!(await this.stopCanary(manager, remote, 'manual', via, actor, 'rollback')))
        throw new ApiException(409, 'errors.release_nothing_to_roll_back');
    });
    await this.sync.afterSwitch(remote);
    return this.overview();
  }

  /**
   * Makes a kept release live for every visitor (share 100, the default), or its remote's canary
   * for a share of them; the running canary's share changes the same way.
   */
  async promote(
    remote: ReleaseRemote,
    { id, share = 100 }: ReleasePromote,
    via: 'api' | 'cli' = 'api',
    actor?: Actor | null,
  ) {
    await this.syncFromDisk();
    await this.dataSource.transaction(async (manager) => {
      const row = await findRelease(manager, remote, id);
      if (!row) throw new ApiException(404, 'errors.not_found');
      if (!this.available(remote)(id)) throw new ApiException(409, 'errors.release_unavailable');
      if (share < 100) {
        await this.canary(manager, remote, id, share, 'promote', via, null, actor);
        return;
      }
      if (row.status === 'live') return;
      await this.apply(manager, remote, id, 'promote', via, null, actor);
    });
    await this.sync.afterSwitch(remote);
    return this.overview();
  }

  /**
   * Stops a remote's canary: everyone gets the live release again. 409 when none runs. `reason`
   * 'failures' is the release health check's (abortFailing), with the figures it went by.
   */
  async abort(
    remote: ReleaseRemote,
    reason: AbortReason = 'manual',
    via: Via = 'api',
    actor?: Actor | null,
    figures?: AbortFigures,
  ) {
    await this.syncFromDisk();
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.stopCanary(manager, remote, reason, via, actor, 'abort', figures)))
        throw new ApiException(409, 'errors.release_no_canary');
    });
    await this.sync.afterSwitch(remote);
    return this.overview();
  }

  /**
   * The release health check (after each flush of the counts): a canary whose failures in the
   * window pass the thresholds (isFailing, with the settings' RELEASE_ABORT_NETWORKS and
   * RELEASE_ABORT_PERCENT) is aborted, audited with the figures it was stopped by, and logged.
   */
  async abortFailing(): Promise<void> {
    if (!this.health || this.sync.closed) return;
    const canaries = await canaryManifests(this.dataSource.manager);
    if (canaries.size === 0) return;
    const counts = await this.health.counts();
    for (const [name, canary] of canaries) {
      const remote = name as ReleaseRemote;
      const count = counts.get(healthKey(remote, canary.id)) ?? {
        loads: 0,
        failures: 0,
        networks: 0,
      };
      if (!isFailing(count, this.config.releaseHealth)) continue;
      const figures: AbortFigures = { ...count, windowMs: RELEASE_HEALTH_WINDOW_MS };
      try {
        await this.abort(remote, 'failures', 'health', null, figures);
      } catch (error) {
        // Another replica's check stopped it first.
        if (error instanceof ApiException && error.getStatus() === 409) continue;
        throw error;
      }
      this.logger.warn(
        `${remote}: canary ${canary.id} aborted: ${count.failures} failures in ` +
          `${count.loads} loads, from ${count.networks} networks`,
      );
    }
  }

  private async isBuildOf(remote: ReleaseRemote, id: string): Promise<boolean> {
    if (this.inBucket)
      return (await storedManifest(this.storage, remoteDef(remote), id))?.name === remote;
    const file = path.join(
      releaseDir(this.config.releasesDir, remoteDef(remote), id),
      'mf-manifest.json',
    );
    try {
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown }).name === remote;
    } catch {
      return false;
    }
  }

  /** Starts (or changes the share of) `remote`'s canary, audited. */
  private async canary(
    manager: EntityManager,
    remote: ReleaseRemote,
    id: string,
    share: number,
    kind: 'release' | 'promote',
    via: Via,
    by: string | null,
    actor?: Actor | null,
  ): Promise<void> {
    const target = await findRelease(manager, remote, id);
    if (target?.status === 'live') throw new ApiException(409, 'errors.release_canary_is_live');
    const running = await canaryRow(manager, remote);
    if (running && running.releaseId !== id)
      throw new ApiException(409, 'errors.release_canary_running', { id: running.releaseId });
    const { before } = await startCanary(manager, remote, id, share);
    if (before === share) return;
    await this.switchLog.canaryShare(
      manager,
      { remote, id, before, share, started: !running },
      kind,
      { via, by, actor },
    );
  }

  /** Stops `remote`'s canary, audited; false when none runs. */
  private async stopCanary(
    manager: EntityManager,
    remote: ReleaseRemote,
    reason: AbortReason,
    via: Via,
    actor: Actor | null | undefined,
    kind: 'abort' | 'rollback',
    figures?: AbortFigures,
  ): Promise<boolean> {
    const running = await canaryRow(manager, remote);
    if (!running) return false;
    if (!(await abortCanary(manager, remote, reason))) return false;
    await this.switchLog.canaryStopped(
      manager,
      { remote, id: running.releaseId, share: running.share, reason, figures },
      kind,
      { via, actor },
    );
    return true;
  }

  /**
   * A switch of the live release for everyone ends a canary of another release: both would
   * otherwise be compared against a live release that is no longer the one they ran beside.
   * Returns the canary stopped.
   */
  private async endCanaryFor(
    manager: EntityManager,
    remote: ReleaseRemote,
    to: string | null,
  ): Promise<string | null> {
    const running = await canaryRow(manager, remote);
    if (!running || running.releaseId === to) return null;
    await abortCanary(manager, remote, 'manual');
    return running.releaseId;
  }

  /** The switch in the database, on one server in the config file too, and in the audit log. */
  private async apply(
    manager: EntityManager,
    remote: ReleaseRemote,
    to: string | null,
    kind: SwitchKind,
    via: Via,
    by: string | null,
    actor?: Actor | null,
  ): Promise<void> {
    const aborted = await this.endCanaryFor(manager, remote, to);
    const result = await switchLive(manager, remote, to, kind);
    // The file last, once the rows are written: a failure before it leaves both as they were.
    if (!this.fleet) {
      writeFileLiveRelease(this.config.releasesDir, remoteDef(remote), to);
      this.syncedStamp = configFileStamp(this.config.releasesDir);
    }
    await this.switchLog.liveSwitched(manager, result, { via, by, actor }, aborted);
  }
}
