import type { ReleaseRemote } from '@bolsos/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, releaseFolder } from '../site/remote-builds';

// The releases folder as scripts/releases.mjs lays it out (docs/releasing.md): one immutable
// folder per release, each remote's history.json, and the live remotes.config.json.

export const RELEASE_ID = /^[0-9a-z][0-9a-z.-]{0,99}$/;

export type RemoteDef = (typeof REMOTES)[number];

export function remoteDef(name: ReleaseRemote): RemoteDef {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`unknown remote ${name}`);
  return remote;
}

export function releaseBase(remote: RemoteDef, id: string): string {
  return `${remote.mount}/releases/${id}/`;
}

export function manifestUrl(remote: RemoteDef, id: string | null): string {
  return id === null
    ? `${remote.mount}/mf-manifest.json`
    : `${releaseBase(remote, id)}mf-manifest.json`;
}

export function releaseDir(releasesDir: string, remote: RemoteDef, id: string): string {
  return path.join(releasesDir, releaseFolder(remote), id);
}

/**
 * Releases whose files stay on disk: the newest this many, and, older, the live one, its
 * previous (a rollback's target) and the canary. A tab opened before a few releases still finds
 * the chunks its manifest named; a release older than that is history only.
 */
export const KEEP_RELEASES = 5;

/**
 * Removes the folders of the releases in `rows` (one remote's, newest first) that are no longer
 * kept (KEEP_RELEASES); returns their ids.
 */
export function pruneReleaseFolders(
  releasesDir: string,
  remote: RemoteDef,
  rows: { releaseId: string; status: string; previousReleaseId: string | null }[],
): string[] {
  const kept = new Set(rows.slice(0, KEEP_RELEASES).map((row) => row.releaseId));
  for (const row of rows) {
    if (row.status !== 'live' && row.status !== 'canary') continue;
    kept.add(row.releaseId);
    if (row.status === 'live' && row.previousReleaseId) kept.add(row.previousReleaseId);
  }
  const removed: string[] = [];
  for (const { releaseId } of rows) {
    if (kept.has(releaseId) || !RELEASE_ID.test(releaseId)) continue;
    const dir = releaseDir(releasesDir, remote, releaseId);
    if (!fs.existsSync(dir)) continue;
    fs.rmSync(dir, { recursive: true, force: true });
    removed.push(releaseId);
  }
  return removed;
}

/** Whether a release's files are on this disk (a pruned release's are not). */
export function releaseOnDisk(releasesDir: string, remote: RemoteDef, id: string): boolean {
  return (
    RELEASE_ID.test(id) &&
    fs.existsSync(path.join(releaseDir(releasesDir, remote, id), 'mf-manifest.json'))
  );
}

/** How many files a release holds and their bytes. */
export function folderSize(dir: string): { files: number; size: number } {
  let files = 0;
  let size = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    size += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, size };
}

export interface HistoryEntry {
  id: string;
  version?: string;
  builtAt?: string;
  releasedBy?: string | null;
  previous?: string | null;
}

/** A remote's history.json as the release script writes it (oldest first). */
export function readHistory(releasesDir: string, remote: RemoteDef): HistoryEntry[] {
  const file = path.join(releasesDir, releaseFolder(remote), 'history.json');
  try {
    const { releases } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      releases?: HistoryEntry[];
    };
    return Array.isArray(releases) ? releases.filter((r) => RELEASE_ID.test(r?.id ?? '')) : [];
  } catch {
    return [];
  }
}

interface ConfigFile {
  remotes: { name: string; entry: string; routes?: unknown }[];
}

export function configFile(releasesDir: string): string {
  return path.join(releasesDir, 'remotes.config.json');
}

function readConfigFile(releasesDir: string): ConfigFile | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(configFile(releasesDir), 'utf8')) as ConfigFile;
    return Array.isArray(parsed?.remotes) ? parsed : null;
  } catch {
    return null;
  }
}

/** The release the live config file points `remote` at; null: its default build. */
export function fileLiveRelease(releasesDir: string, remote: RemoteDef): string | null {
  const entry = readConfigFile(releasesDir)?.remotes.find((r) => r.name === remote.name)?.entry;
  const prefix = `${remote.mount}/releases/`;
  if (typeof entry !== 'string' || !entry.startsWith(prefix)) return null;
  return entry.slice(prefix.length).split('/')[0] || null;
}

/**
 * Points the live config file at `id` (null: the default build) as the release script does:
 * a complete new file renamed over the old one, so a reader sees one or the other.
 */
export function writeFileLiveRelease(releasesDir: string, remote: RemoteDef, id: string | null) {
  const config = readConfigFile(releasesDir) ?? {
    remotes: REMOTES.map((r) => ({ name: r.name, entry: manifestUrl(r, null), routes: r.routes })),
  };
  const entry = manifestUrl(remote, id);
  const remotes = config.remotes.map((r) => (r.name === remote.name ? { ...r, entry } : r));
  if (!remotes.some((r) => r.name === remote.name))
    remotes.push({ name: remote.name, entry, routes: remote.routes });
  fs.mkdirSync(releasesDir, { recursive: true });
  const file = configFile(releasesDir);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify({ remotes }, null, 2)}\n`);
  try {
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

export function configFileStamp(releasesDir: string): number | null {
  try {
    return fs.statSync(configFile(releasesDir)).mtimeMs;
  } catch {
    return null;
  }
}
