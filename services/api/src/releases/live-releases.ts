import type { ReleaseRemote } from '@bolsos/contracts';
import type { AppConfig } from '../config/app-config';

/**
 * The live release of each remote as this replica last read it from the database (a fleet's
 * releases, RELEASES_DRIVER shared or s3): remote name → its manifest URL. remote-builds.ts reads
 * it synchronously on every page; ReleasesService replaces it when a switch is announced.
 * Keyed by the app's config, so two apps in one process (tests) keep theirs apart.
 */
const snapshots = new WeakMap<AppConfig, ReadonlyMap<string, string>>();

/** A canary as pages read it: the release a share of visitors get instead of the live one. */
export interface CanaryRelease {
  id: string;
  manifestUrl: string;
  /** 1–99: visitors whose bucket is below it get this release */
  share: number;
}

/** Every driver's canaries (database state even on one server), read like the live releases. */
const canarySnapshots = new WeakMap<AppConfig, ReadonlyMap<string, CanaryRelease>>();

/**
 * Told which release of each remote one remotes config answer gives a browser; answers the page
 * load's token for them (the release health's, load-token.ts).
 */
export type ServedListener = (
  releases: Partial<Record<ReleaseRemote, string>>,
) => string | undefined;
const servedListeners = new WeakMap<AppConfig, ServedListener>();

export function setLiveReleases(config: AppConfig, live: ReadonlyMap<string, string>): void {
  snapshots.set(config, live);
}

export function setCanaryReleases(
  config: AppConfig,
  canaries: ReadonlyMap<string, CanaryRelease>,
): void {
  canarySnapshots.set(config, canaries);
}

export function clearLiveReleases(config: AppConfig): void {
  snapshots.delete(config);
  canarySnapshots.delete(config);
  servedListeners.delete(config);
}

/** undefined: releases are not database state here (the local driver), or not read yet. */
export function liveReleases(config: AppConfig): ReadonlyMap<string, string> | undefined {
  return snapshots.get(config);
}

/** The canaries running now, by remote name (empty when none, or not read yet). */
export function canaryReleases(config: AppConfig): ReadonlyMap<string, CanaryRelease> {
  return canarySnapshots.get(config) ?? new Map();
}

export function onReleaseServed(config: AppConfig, listener: ServedListener): void {
  servedListeners.set(config, listener);
}

/** The load token for the releases one answer serves; undefined where no health is kept. */
export function releasesServed(
  config: AppConfig,
  releases: Partial<Record<ReleaseRemote, string>>,
): string | undefined {
  return servedListeners.get(config)?.(releases);
}
