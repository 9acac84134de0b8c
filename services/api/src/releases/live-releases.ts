import type { AppConfig } from '../config/app-config';

/**
 * The live release of each remote as this replica last read it from the database (a fleet's
 * releases, RELEASES_DRIVER shared or s3): remote name → its manifest URL. remote-builds.ts reads
 * it synchronously on every page; ReleasesService replaces it when a switch is announced.
 * Keyed by the app's config, so two apps in one process (tests) keep theirs apart.
 */
const snapshots = new WeakMap<AppConfig, ReadonlyMap<string, string>>();

export function setLiveReleases(config: AppConfig, live: ReadonlyMap<string, string>): void {
  snapshots.set(config, live);
}

export function clearLiveReleases(config: AppConfig): void {
  snapshots.delete(config);
}

/** undefined: releases are not database state here (the local driver), or not read yet. */
export function liveReleases(config: AppConfig): ReadonlyMap<string, string> | undefined {
  return snapshots.get(config);
}
