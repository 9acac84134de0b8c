import fs from 'node:fs';
import path from 'node:path';
import type { StorageService } from '../storage/storage.service';
import { releaseFolder } from '../site/remote-builds';
import { RELEASE_ID, releaseDir, type RemoteDef } from './release-files';

// A fleet's releases in object storage (RELEASES_DRIVER=s3): each file of a release under
// releases/<folder>/<id>/, and the list of them written last, so a release whose list is there is
// whole. Each replica mirrors a release into its own RELEASES_DIR before serving it, so pages,
// server renders and chunk requests read it from disk as on one server.

export interface ReleaseFileList {
  files: { path: string; size: number }[];
}

function objectKey(remote: RemoteDef, id: string, file: string): string {
  return `releases/${releaseFolder(remote)}/${id}/${file}`;
}

function listKey(remote: RemoteDef, id: string): string {
  return `releases/${releaseFolder(remote)}/${id}.files.json`;
}

function filesUnder(dir: string): { path: string; size: number }[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(dir, full).split(path.sep).join('/'),
        size: fs.statSync(full).size,
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** One file of a release uploaded through the API (PUT /api/releases/…/files/…). */
export function putReleaseObject(
  storage: StorageService,
  remote: RemoteDef,
  id: string,
  file: string,
  bytes: Buffer,
): Promise<void> {
  return storage.put(objectKey(remote, id, file), bytes);
}

/**
 * Makes a release uploaded file by file whole: every listed file must be in the bucket with its
 * size, then the list is written, last. Returns the files that are not (the list is not written).
 */
export async function completeUpload(
  storage: StorageService,
  remote: RemoteDef,
  id: string,
  list: ReleaseFileList,
): Promise<string[]> {
  const missing: string[] = [];
  const queue = [...list.files];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const object = await storage.open(objectKey(remote, id, file.path));
        object?.body.destroy();
        if (!object || (object.length !== undefined && object.length !== file.size))
          missing.push(file.path);
      }
    }),
  );
  if (missing.length === 0)
    await storage.put(listKey(remote, id), Buffer.from(JSON.stringify(list)));
  return missing.sort();
}

/** Uploads a release built into this machine's RELEASES_DIR; its list goes last. */
export async function uploadRelease(
  storage: StorageService,
  releasesDir: string,
  remote: RemoteDef,
  id: string,
): Promise<ReleaseFileList> {
  const dir = releaseDir(releasesDir, remote, id);
  const list: ReleaseFileList = { files: filesUnder(dir) };
  // A few at a time: a remote is a few hundred files at most.
  const queue = [...list.files];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        await storage.put(
          objectKey(remote, id, file.path),
          fs.readFileSync(path.join(dir, file.path)),
        );
      }
    }),
  );
  await storage.put(listKey(remote, id), Buffer.from(JSON.stringify(list)));
  return list;
}

/** The release's list of files in the bucket; null when it was never (wholly) uploaded. */
export async function storedFileList(
  storage: StorageService,
  remote: RemoteDef,
  id: string,
): Promise<ReleaseFileList | null> {
  if (!RELEASE_ID.test(id)) return null;
  const bytes = await storage.get(listKey(remote, id));
  if (!bytes) return null;
  const list = JSON.parse(bytes.toString('utf8')) as ReleaseFileList;
  // Only relative paths inside the release: a list is data, never a way out of the folder.
  const safe = list.files?.every(
    (file) =>
      typeof file.path === 'string' &&
      !file.path.split('/').some((part) => part === '..' || part === '') &&
      !path.isAbsolute(file.path),
  );
  return safe ? list : null;
}

/** The manifest of a stored release, parsed; null when there is none. */
export async function storedManifest(
  storage: StorageService,
  remote: RemoteDef,
  id: string,
): Promise<{ name?: unknown } | null> {
  const bytes = await storage.get(objectKey(remote, id, 'mf-manifest.json'));
  if (!bytes) return null;
  try {
    return JSON.parse(bytes.toString('utf8')) as { name?: unknown };
  } catch {
    return null;
  }
}

/**
 * Copies a stored release into this replica's RELEASES_DIR, once: a folder renamed into place
 * when complete, so it is served whole or not at all. False when the bucket has no such release.
 */
export async function mirrorRelease(
  storage: StorageService,
  releasesDir: string,
  remote: RemoteDef,
  id: string,
): Promise<boolean> {
  const target = releaseDir(releasesDir, remote, id);
  if (fs.existsSync(path.join(target, 'mf-manifest.json'))) return true;
  const list = await storedFileList(storage, remote, id);
  if (!list) return false;
  const partial = path.join(path.dirname(target), `.mirroring-${id}-${process.pid}-${Date.now()}`);
  try {
    for (const file of list.files) {
      const bytes = await storage.get(objectKey(remote, id, file.path));
      if (!bytes) throw new Error(`${objectKey(remote, id, file.path)} is missing from the bucket`);
      fs.mkdirSync(path.dirname(path.join(partial, file.path)), { recursive: true });
      fs.writeFileSync(path.join(partial, file.path), bytes);
    }
    try {
      fs.renameSync(partial, target);
    } catch (error) {
      // Another process of this replica's disk got there first: theirs is as good.
      if (!fs.existsSync(path.join(target, 'mf-manifest.json'))) throw error;
    }
    return true;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
