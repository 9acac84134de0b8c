import { RELEASE_REMOTES, type ReleaseRemote } from '@bolsos/contracts';
import type { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import type { DataSource } from 'typeorm';
import { REMOTES } from '../site/remote-builds';
import type { ResponseCache } from '../common/cache/response-cache';
import { EVERYTHING } from '../common/cache/cache-tags';
import type { AppConfig } from '../config/app-config';
import type { StorageService } from '../storage/storage.service';
import { Release } from './entities/release.entity';
import { announcesOverRedis, releasesChannel } from './release-announcements';
import { pruneReleaseFolders, remoteDef } from './release-files';
import { mirrorRelease } from './release-objects';
import { canaryManifests, liveManifests } from './release-ledger';
import { setCanaryReleases, setLiveReleases, type CanaryRelease } from './live-releases';

type RedisClient = ReturnType<typeof createClient>;

function sameEntries(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
}

const canaryKey = (canaries: Map<string, CanaryRelease>) =>
  new Map([...canaries].map(([name, c]) => [name, `${c.manifestUrl} ${c.share}`]));

/**
 * What this server serves of each remote: its canary, and in a fleet its live release, read from
 * the database into live-releases. A switch made here is served before its request is answered
 * and announced over Redis; one announced by another replica is read again when heard (or at the
 * next poll, if the message was lost). Pages rendered with a release that is no longer served
 * are dropped. With releases in a bucket, each is copied here before pages point at it.
 */
export class ReleaseFleetSync {
  private readonly instanceId = randomUUID();
  private publisher?: RedisClient;
  private subscriber?: RedisClient;
  private snapshot?: Map<string, string>;
  private canaries?: Map<string, CanaryRelease>;
  private closing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ResponseCache,
    private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly logger: Logger,
  ) {}

  /** Live releases are database state shared by replicas (not one server's config file). */
  get fleet(): boolean {
    return this.config.releasesDriver !== 'local';
  }

  /** Releases live in the bucket, mirrored into this replica's RELEASES_DIR to be served. */
  get inBucket(): boolean {
    return this.config.releasesDriver === 's3';
  }

  get closed(): boolean {
    return this.closing;
  }

  /** Hears other replicas' switches, in a fleet with Redis. */
  start(): void {
    if (!this.fleet || !announcesOverRedis(this.config)) return;
    const url = this.config.session.redisUrl;
    this.publisher = createClient({ url, name: 'bolsos-releases-pub' });
    this.subscriber = this.publisher.duplicate({ name: 'bolsos-releases-sub' });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: unknown) => {
        if (!this.closing) this.logger.warn(`Redis: ${String(error)}`);
      });
    }
    // A (re)subscription may have missed a switch: read the live releases again.
    this.subscriber.on('ready', () => void this.refresh().catch(() => undefined));
    void this.subscriber
      .connect()
      .then((client) =>
        client.subscribe(releasesChannel(this.config), (from) => {
          if (from !== this.instanceId) void this.refresh().catch(() => undefined);
        }),
      )
      .catch((error: unknown) => this.logger.error(`Redis subscribe failed: ${String(error)}`));
    void this.publisher.connect().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const client of [this.subscriber, this.publisher]) {
      if (!client) continue;
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    }
  }

  /** Re-reads every remote's canary, and in a fleet its live release, from the database. */
  async refresh(): Promise<void> {
    if (this.closing) return;
    const live = this.fleet ? await liveManifests(this.dataSource.manager) : undefined;
    const canaries: Map<string, CanaryRelease> = await canaryManifests(this.dataSource.manager);
    if (this.inBucket && live) await this.mirrorLive(live, canaries);
    const changed =
      (live !== undefined && this.snapshot !== undefined && !sameEntries(this.snapshot, live)) ||
      (this.canaries !== undefined && !sameEntries(canaryKey(this.canaries), canaryKey(canaries)));
    if (live) {
      setLiveReleases(this.config, live);
      this.snapshot = live;
    }
    const first = this.canaries === undefined;
    setCanaryReleases(this.config, canaries);
    this.canaries = canaries;
    if (changed) this.switched();
    if (this.inBucket && (changed || first)) await this.pruneMirrors();
  }

  /** This replica serves the switch before answering; the others are told. */
  async afterSwitch(remote: ReleaseRemote): Promise<void> {
    await this.refresh();
    if (this.fleet) this.announce();
    else if (remote === 'storefront') this.switched();
  }

  /**
   * Copies each live release from the bucket before this replica points pages at it; a release
   * that cannot be copied now keeps the remote on what it served, and the next refresh retries.
   */
  private async mirrorLive(
    live: Map<string, string>,
    canaries: Map<string, CanaryRelease>,
  ): Promise<void> {
    for (const [name, url] of live) {
      if (await this.mirrored(name, url)) continue;
      const before = this.snapshot?.get(name);
      if (before) live.set(name, before);
      else live.delete(name);
    }
    // A canary that cannot be copied yet is not served: its visitors keep the live release.
    for (const [name, canary] of canaries)
      if (!(await this.mirrored(name, canary.manifestUrl))) canaries.delete(name);
  }

  private async mirrored(name: string, url: string): Promise<boolean> {
    const remote = REMOTES.find((r) => r.name === name);
    const id = remote && new RegExp(`^${remote.mount}/releases/([^/]+)/`).exec(url)?.[1];
    if (!remote || !id) return true;
    try {
      return await mirrorRelease(this.storage, this.config.releasesDir, remote, id);
    } catch (error) {
      this.logger.error(`${name} ${id}: copying it from the bucket failed: ${String(error)}`);
      return false;
    }
  }

  /**
   * Removes this replica's copies of the releases no longer kept (pruneReleaseFolders' rule, as
   * on one server): each switch copies one more release here, and the disk would fill up. A
   * release whose copy went is copied again if it is ever served again.
   */
  private async pruneMirrors(): Promise<void> {
    try {
      const rows = await this.dataSource.getRepository(Release).find({ order: { id: 'DESC' } });
      for (const remote of RELEASE_REMOTES) {
        const own = rows.filter((row) => row.remote === remote);
        const removed = pruneReleaseFolders(this.config.releasesDir, remoteDef(remote), own);
        if (removed.length) this.logger.log(`${remote}: removed copies of ${removed.join(', ')}`);
      }
    } catch (error) {
      // Serving is unaffected; the copies left are tried again at the next switch.
      this.logger.warn(`Removing old release copies failed: ${String(error)}`);
    }
  }

  /** Pages rendered with the old release of a remote they preload are dropped. */
  private switched(): void {
    this.cache.invalidate(EVERYTHING, 'build');
  }

  private announce(): void {
    if (!this.publisher?.isReady) return;
    this.publisher
      .publish(releasesChannel(this.config), this.instanceId)
      .catch((error: unknown) => this.logger.error(`Redis publish failed: ${String(error)}`));
  }
}
