import fs from 'node:fs';
import path from 'node:path';
import { originOf, type CspSources } from '../common/http/content-security-policy';
import type { AppConfig } from '../config/app-config';
import { canaryReleases, liveReleases } from '../releases/live-releases';
import { BUILD_CHECK_MS } from './page-cache';
import type { ReleaseVariant } from './release-bucket';

// Which build of each remote this server points pages at (its dist/, a release, another origin)
// and what that allows in the pages' Content-Security-Policy; static-site.ts serves them.

/** The federated front ends served from the same origin as the API (design.md §1). */
export const REMOTES = [
  { name: 'storefront', folder: 'mfe-storefront', mount: '/mfe/storefront', routes: 'public' },
  {
    name: 'adminUsers',
    folder: 'mfe-admin-users',
    mount: '/mfe/admin-users',
    routes: '/admin/users',
  },
  {
    name: 'adminProducts',
    folder: 'mfe-admin-products',
    mount: '/mfe/admin-products',
    routes: '/admin/products',
  },
] as const;

function defaultRemotesConfig() {
  return {
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      entry: `${remote.mount}/mf-manifest.json`,
      routes: remote.routes,
    })),
  };
}

const releasedConfigs = new Map<string, { mtimeMs: number; value: unknown }>();

/** The config the release script last switched to (re-read when it changes), else null. */
function releasedRemotesConfig(config: AppConfig): unknown {
  const file = path.join(config.releasesDir, 'remotes.config.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = releasedConfigs.get(file);
  if (known?.mtimeMs === mtimeMs) return known.value;
  // The script renames a complete file into place, so a parse error is a hand edit: say so.
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  releasedConfigs.set(file, { mtimeMs, value });
  return value;
}

/**
 * Where pages may load code and images from besides this origin: remotes the remotes config
 * serves from another origin, and the CDN in front of the image bucket.
 */
export function cspSources(config: AppConfig): CspSources {
  let entries: unknown[] = [];
  try {
    const { remotes } = remotesConfig(config) as { remotes?: { entry?: unknown }[] };
    entries = (remotes ?? []).map((remote) => remote.entry);
  } catch {
    // An unreadable remotes config loads no remote at all: nothing to allow.
  }
  const origins = (urls: unknown[]) => [
    ...new Set(urls.flatMap((url) => (typeof url === 'string' ? (originOf(url) ?? []) : []))),
  ];
  return {
    codeOrigins: origins(entries),
    imageOrigins: origins([config.storage.s3?.publicUrl]),
  };
}

/**
 * cspSources as of at most BUILD_CHECK_MS ago: every uncached HTML answer needs them, and the
 * remotes config they come from changes only with a release, which the page cache also notices
 * within that time.
 */
export function cspSourcesReader(config: AppConfig): () => CspSources {
  let read: { at: number; sources: CspSources } | undefined;
  return () => {
    const now = performance.now();
    if (!read || now - read.at >= BUILD_CHECK_MS) read = { at: now, sources: cspSources(config) };
    return read.sources;
  };
}

/**
 * A fleet's config (RELEASES_DRIVER shared or s3): each remote's live release as this replica last read
 * it from the database (ReleasesService keeps it current), else its default build.
 */
function fleetRemotesConfig(config: AppConfig) {
  const live = liveReleases(config);
  const { remotes } = defaultRemotesConfig();
  return { remotes: remotes.map((r) => ({ ...r, entry: live?.get(r.name) ?? r.entry })) };
}

/**
 * What /remotes.config.json answers: REMOTES_CONFIG (a file, for a hand-made topology), else the
 * releases' live config (the database's for a fleet; `npm run release`/`rollback`'s file on one
 * server), else every remote's default build. `variant` names the remotes whose canary release
 * the visitor gets instead (release-bucket.ts).
 */
export function remotesConfig(config: AppConfig, variant: ReleaseVariant = []) {
  const file = process.env.REMOTES_CONFIG;
  if (file)
    return JSON.parse(fs.readFileSync(path.resolve(config.webRoot, file), 'utf8')) as unknown;
  const live =
    config.releasesDriver !== 'local'
      ? fleetRemotesConfig(config)
      : (releasedRemotesConfig(config) ?? defaultRemotesConfig());
  if (variant.length === 0) return live;
  const canaries = canaryReleases(config);
  const { remotes } = live as { remotes: { name: string; entry: string }[] };
  return {
    ...(live as object),
    remotes: remotes.map((remote) => {
      const canary = (variant as readonly string[]).includes(remote.name)
        ? canaries.get(remote.name)
        : undefined;
      return canary ? { ...remote, entry: canary.manifestUrl } : remote;
    }),
  };
}

/** The release a remotes config entry names: its id, or 'default' for the remote's own build. */
export function entryRelease(name: string, entry: unknown): string | null {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote || typeof entry !== 'string') return null;
  if (entry === `${remote.mount}/mf-manifest.json`) return 'default';
  return new RegExp(`^${remote.mount}/releases/([0-9a-z][0-9a-z.-]*)/`).exec(entry)?.[1] ?? null;
}

/**
 * The folder on this server's disk holding the build the remotes config points `name` at (its
 * default dist/ or one of its releases) and that build's base URL; null when the config points
 * elsewhere (another origin), whose files this server does not have.
 */
export function localRemoteBuild(
  config: AppConfig,
  name: string,
  variant: ReleaseVariant = [],
): { dir: string; base: string } | null {
  let entry: unknown;
  try {
    const { remotes } = remotesConfig(config, variant) as {
      remotes?: { name: string; entry: string }[];
    };
    entry = remotes?.find((remote) => remote.name === name)?.entry;
  } catch {
    return null;
  }
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote || typeof entry !== 'string' || !entry.startsWith(`${remote.mount}/`)) return null;
  const release = new RegExp(`^${remote.mount}/releases/([0-9a-z][0-9a-z.-]*)/`).exec(entry);
  if (release) {
    return {
      dir: path.join(config.releasesDir, releaseFolder(remote), release[1]),
      base: release[0],
    };
  }
  return { dir: path.join(config.webRoot, remote.folder, 'dist'), base: `${remote.mount}/` };
}

/** A remote's folder under the releases dir, e.g. 'admin-users' (its mount without '/mfe/'). */
export function releaseFolder(remote: (typeof REMOTES)[number]): string {
  return remote.mount.slice('/mfe/'.length);
}

/**
 * A remote's mf-manifest.json on this server's disk, when the remotes config
 * points the remote at a copy this server hosts (not at another origin).
 */
export function localManifest(
  config: AppConfig,
  name: string,
  variant: ReleaseVariant = [],
): { file: string; url: string } | null {
  const build = localRemoteBuild(config, name, variant);
  if (!build) return null;
  const file = path.join(build.dir, 'mf-manifest.json');
  return fs.existsSync(file) ? { file, url: `${build.base}mf-manifest.json` } : null;
}
