#!/usr/bin/env node
/**
 * Releases one remote without touching the shell or the other remotes, and rolls it back.
 *
 *   npm run release -- <remote> [--app-dir <folder>]   build it into releases/<folder>/<id>/ and switch to it
 *   npm run release -- <remote> --canary <1-99>         build it and serve it to that per cent of visitors
 *   npm run rollback -- <remote>                        switch back to the release before the current one
 *   npm run rollback -- <remote> --canary               stop the remote's canary (everyone on the live one)
 *   RELEASE_TOKEN=… npm run release -- <remote> --api https://site [--canary <1-99>]
 *   RELEASE_TOKEN=… npm run rollback -- <remote> --api https://site [--canary]
 *   npm run promote -- <remote> [--share <1-100>] [--api https://site]
 *                                                       the running canary for everyone, or another share
 *
 * <remote> is the federation name (adminUsers), the folder (admin-users) or the app (mfe-admin-users).
 * Layout under the API's RELEASES_DIR (default $DATA_DIR/releases, i.e. data/releases), which it serves:
 *   remotes.config.json          what the shell loads; replaced by write-then-rename, never edited in place
 *   <folder>/history.json        the releases kept, oldest first
 *   <folder>/<id>/               one immutable build, served at /mfe/<folder>/releases/<id>/
 * Releases are never rewritten, and the newest KEEP_RELEASES stay on disk, so a tab opened before a
 * release or a rollback still finds the chunks its manifest named.
 *
 * One server or a fleet is the API's own decision, asked of its command line (cli.js
 * release-config) with the same environment before anything is built, never read here again:
 * STORAGE_DRIVER=s3 alone makes a fleet (RELEASES_DRIVER=s3) for the API, so it does for this.
 * For a fleet (RELEASES_DRIVER=shared: RELEASES_DIR is a disk every replica mounts; s3: the
 * release is uploaded to the API's bucket) the live release is database state: after the build,
 * the switch goes through the API's own command line (services/api/dist/cli.js release-record /
 * release-rollback, with the API's DATABASE_URL, REDIS_URL and S3 settings), which uploads,
 * records and audits it and tells every replica.
 * A canary (--canary) is database state on every driver, so on one server too it is recorded
 * through the API's command line (with the API's DATABASE_URL, or its default database); the
 * running API serves it within a second.
 * A team's pipeline releases through the API instead (--api <the site's address>, the token the
 * server's `release-token create` printed in RELEASE_TOKEN, never a flag): the build is made here,
 * each file uploaded to the API, then the release recorded there; no database, bucket or shell
 * on the server needed.
 * Who released is RELEASED_BY, else the git author running the command.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The current release and at least three before it stay on disk. */
export const KEEP_RELEASES = 5;
const RELEASE_ID = /^[0-9a-z][0-9a-z.-]*$/;

export class ReleaseError extends Error {
  name = 'ReleaseError';
}

/** The remotes the shell knows by default (shell/public/remotes.config.json): name, folder, app. */
export function knownRemotes(root = ROOT) {
  const file = path.join(root, 'shell', 'public', 'remotes.config.json');
  const { remotes } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return remotes.map((remote) => {
    const folder = /^\/mfe\/([^/]+)\//.exec(remote.entry)?.[1];
    if (!folder) throw new ReleaseError(`${file}: ${remote.name} has no /mfe/<folder>/ entry`);
    return { ...remote, folder, app: `mfe-${folder}` };
  });
}

export function findRemote(name, remotes = knownRemotes()) {
  const remote = remotes.find((r) => [r.name, r.folder, r.app].includes(name));
  if (!remote) {
    const names = remotes.map((r) => r.name).join(', ');
    throw new ReleaseError(
      name ? `Unknown remote '${name}'. Known remotes: ${names}.` : `Name a remote: ${names}.`,
    );
  }
  return remote;
}

/** The URL a release is served at; its build's asset prefix. */
export function releaseBase(remote, id) {
  return `/mfe/${remote.folder}/releases/${id}/`;
}

/** The live config: the released one, else the shell's default. */
export function readConfig(dir, remotes = knownRemotes()) {
  const file = path.join(dir, 'remotes.config.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  return { remotes: remotes.map(({ name, entry, routes }) => ({ name, entry, routes })) };
}

/** The release id a config entry points at, or null for the default build (/mfe/<folder>/). */
export function currentRelease(config, remote) {
  const entry = config.remotes.find((r) => r.name === remote.name)?.entry ?? '';
  const prefix = `/mfe/${remote.folder}/releases/`;
  if (!entry.startsWith(prefix)) return null;
  return entry.slice(prefix.length).split('/')[0] || null;
}

/** Writes beside the target, then renames over it: a reader sees the old file or the new one. */
export function writeAtomically(file, text, fsImpl = fs) {
  const temp = `${file}.${process.pid}.tmp`;
  fsImpl.writeFileSync(temp, text);
  try {
    fsImpl.renameSync(temp, file);
  } catch (error) {
    fsImpl.rmSync(temp, { force: true });
    throw error;
  }
}

export function switchConfig(dir, remote, id, remotes = knownRemotes(), fsImpl = fs) {
  const config = readConfig(dir, remotes);
  const entry =
    id === null
      ? `/mfe/${remote.folder}/mf-manifest.json`
      : `${releaseBase(remote, id)}mf-manifest.json`;
  const next = {
    remotes: config.remotes.map((r) => (r.name === remote.name ? { ...r, entry } : r)),
  };
  if (!next.remotes.some((r) => r.name === remote.name)) {
    next.remotes.push({ name: remote.name, entry, routes: remote.routes });
  }
  fsImpl.mkdirSync(dir, { recursive: true });
  writeAtomically(
    path.join(dir, 'remotes.config.json'),
    `${JSON.stringify(next, null, 2)}\n`,
    fsImpl,
  );
  return entry;
}

export function readHistory(dir, remote) {
  const file = path.join(dir, remote.folder, 'history.json');
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')).releases ?? [];
}

function writeHistory(dir, remote, releases) {
  writeAtomically(
    path.join(dir, remote.folder, 'history.json'),
    `${JSON.stringify({ releases }, null, 2)}\n`,
  );
}

/** A new id: the app's version and the build time, unique in the remote's folder. */
export function newReleaseId(version, now = new Date(), exists = () => false) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '').toLowerCase();
  const base = `${version}-${stamp}`.replace(/[^0-9a-z.-]/g, '-');
  let id = base;
  for (let n = 2; exists(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** RELEASED_BY, else the git author of whoever runs the command (name <e-mail>), else null. */
export function releasedBy(env = process.env) {
  if (env.RELEASED_BY) return env.RELEASED_BY.slice(0, 100);
  const ident = spawnSync('git', ['var', 'GIT_AUTHOR_IDENT'], { cwd: ROOT, encoding: 'utf8' });
  const who = ident.status === 0 ? ident.stdout.replace(/\s+\d+\s+[-+]\d{4}\s*$/, '').trim() : '';
  return who ? who.slice(0, 100) : null;
}

/** Runs services/api/dist/cli.js (the API's own settings, switch, audit and announcement). */
export function defaultApiCli(args, env) {
  const cli = path.join(ROOT, 'services', 'api', 'dist', 'cli.js');
  if (!fs.existsSync(cli))
    throw new ReleaseError(`${cli} is missing: build the API first (npx nx run api:build)`);
  // No runtime warnings (an SDK's notice about Node versions): stderr is the refusal, in words.
  const result = spawnSync(process.execPath, ['--no-warnings', cli, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new ReleaseError(
      `${(result.stderr || result.stdout || '').trim() || `exit ${result.status}`}`,
    );
  return result.stdout.trim();
}

/**
 * How the API releases with these settings, in its own words (cli.js release-config):
 * `{ driver, fleet, releasesDir, database, bucket, announces }`. A fleet's releases are database
 * state, switched through the API's command line; with the s3 driver that command also uploads
 * the release to the bucket from releasesDir. Settings the API refuses are refused here.
 */
export function releaseSettings(env = process.env, apiCli = defaultApiCli) {
  const said = apiCli(['release-config'], env);
  let settings;
  try {
    settings = JSON.parse(said);
  } catch {
    settings = null;
  }
  if (typeof settings?.fleet !== 'boolean' || typeof settings?.releasesDir !== 'string')
    throw new ReleaseError(
      `the API's command line gave no release settings (release-config said '${said.slice(0, 200)}')`,
    );
  return settings;
}

/** Where a fleet's switch goes, for messages: the driver, the database, the bucket. */
function fleetTarget(settings) {
  return [
    `RELEASES_DRIVER=${settings.driver}`,
    `database ${settings.database}`,
    ...(settings.bucket ? [`bucket ${settings.bucket}`] : []),
  ].join(', ');
}

/** A whole per cent of visitors from 1 to `max`, given as `flag`; refused in words otherwise. */
function shareOf(value, flag, max) {
  const share = /^\d+$/.test(String(value ?? '')) ? Number(value) : NaN;
  if (!(share >= 1 && share <= max))
    throw new ReleaseError(
      `${flag} takes a share of visitors from 1 to ${max} (per cent), not '${value ?? ''}'`,
    );
  return share;
}

/** A canary's share: a whole per cent of visitors, 1–99 (100 is a release for everyone). */
export function canaryShare(value) {
  return shareOf(value, '--canary', 99);
}

/** Runs the remote's own production Rsbuild config into `outDir` (scripts/build-remote.mjs). */
function defaultBuild({ appDir, outDir, publicPath }) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'build-remote.mjs'), appDir, outDir],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_PATH: publicPath },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0)
    throw new ReleaseError(`the build of ${appDir} failed (exit ${result.status})`);
}

/** What a release folder must hold before any page is pointed at it. */
export function checkBuild(outDir, remote) {
  const manifestFile = path.join(outDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new ReleaseError('the build wrote no mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (manifest.name !== remote.name) {
    throw new ReleaseError(`the build is remote '${manifest.name}', not '${remote.name}'`);
  }
  if (
    !manifest.exposes?.some((exposed) => exposed.name === 'routes' || exposed.path === './routes')
  ) {
    throw new ReleaseError(`the build of ${remote.name} exposes no ./routes`);
  }
  if (!fs.existsSync(path.join(outDir, 'builds', 'latest.json'))) {
    throw new ReleaseError('the build wrote no builds/latest.json');
  }
}

/**
 * Builds `remote` from `appDir` into a new release folder, then points the live config at it.
 * A failed build or check removes its half-made folder and leaves the config as it was.
 */
export function release(
  name,
  {
    appDir,
    env = process.env,
    now = new Date(),
    build = defaultBuild,
    log = console.log,
    apiCli = defaultApiCli,
    /** 1–99: serve the release to that per cent of visitors only (a canary) */
    canary,
  } = {},
) {
  const remotes = knownRemotes();
  const remote = findRemote(name, remotes);
  const share = canary === undefined ? undefined : canaryShare(canary);
  const settings = releaseSettings(env, apiCli);
  const dir = settings.releasesDir;
  const source = path.resolve(appDir ?? path.join(ROOT, remote.app));
  if (!fs.existsSync(path.join(source, 'package.json'))) {
    throw new ReleaseError(`${source} is not an app folder (no package.json)`);
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  const folder = path.join(dir, remote.folder);
  fs.mkdirSync(folder, { recursive: true });
  const id = newReleaseId(version ?? '0.0.0', now, (candidate) =>
    fs.existsSync(path.join(folder, candidate)),
  );
  const building = path.join(folder, `.building-${id}`);
  const target = path.join(folder, id);
  try {
    build({ appDir: source, outDir: building, publicPath: releaseBase(remote, id), remote });
    checkBuild(building, remote);
    fs.renameSync(building, target);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error instanceof ReleaseError ? error : new ReleaseError(String(error?.message ?? error));
  }
  const by = releasedBy(env);
  if (settings.fleet) {
    // Old releases stay: any replica may still be asked for them, and only the database knows
    // which one each remote runs.
    const args = ['release-record', '--remote', remote.name, '--id', id, '--version', version];
    if (by) args.push('--released-by', by);
    if (share !== undefined) args.push('--share', String(share));
    let said;
    try {
      said = apiCli(args, env);
    } catch (error) {
      // Not recorded (or not uploaded): no replica serves it, so nothing of it stays here either.
      fs.rmSync(target, { recursive: true, force: true });
      throw new ReleaseError(
        `${remote.name} ${id} did not reach the fleet (${fleetTarget(settings)}), so no replica serves it: ${String(error?.message ?? error).replace(/\.$/, '')}`,
      );
    }
    log(
      `Released ${remote.name} ${id} from ${path.relative(ROOT, source) || '.'} for the fleet (${fleetTarget(settings)})`,
    );
    log(`  files:  ${target}`);
    log(`  ${said}`);
    return {
      remote: remote.name,
      id,
      entry: `${releaseBase(remote, id)}mf-manifest.json`,
      pruned: [],
    };
  }
  const previous = currentRelease(readConfig(dir, remotes), remote);
  const history = readHistory(dir, remote).filter((entry) => entry.id !== id);
  history.push({
    id,
    version,
    builtAt: now.toISOString(),
    from: path.relative(ROOT, source) || '.',
    // What was live before: a rollback returns there, even after earlier rollbacks.
    previous,
    releasedBy: by,
  });
  writeHistory(dir, remote, history);
  if (share !== undefined) {
    // The live config stays as it is: the canary is the database's, for a share of visitors.
    const args = ['release-record', '--remote', remote.name, '--id', id, '--version', version];
    if (by) args.push('--released-by', by);
    let said;
    try {
      said = apiCli([...args, '--share', String(share)], env);
    } catch (error) {
      // Refused (another canary runs, no API build): nothing of this release stays.
      writeHistory(
        dir,
        remote,
        readHistory(dir, remote).filter((entry) => entry.id !== id),
      );
      fs.rmSync(target, { recursive: true, force: true });
      throw error;
    }
    const pruned = prune(dir, remote, previous ?? id);
    log(`Released ${remote.name} ${id} from ${path.relative(ROOT, source) || '.'} as a canary`);
    log(`  files:  ${target}`);
    log(`  ${said}`);
    if (pruned.length) log(`  removed old releases: ${pruned.join(', ')}`);
    return {
      remote: remote.name,
      id,
      entry: `${releaseBase(remote, id)}mf-manifest.json`,
      previous,
      pruned,
      share,
    };
  }
  const entry = switchConfig(dir, remote, id, remotes);
  const pruned = prune(dir, remote, id);
  log(`Released ${remote.name} ${id} from ${path.relative(ROOT, source) || '.'}`);
  log(`  files:  ${target}`);
  log(`  config: ${path.join(dir, 'remotes.config.json')} → ${entry}`);
  log(`  before: ${previous ?? `the default build (/mfe/${remote.folder}/)`}`);
  if (pruned.length) log(`  removed old releases: ${pruned.join(', ')}`);
  return { remote: remote.name, id, entry, previous, pruned };
}

/** Keeps the newest KEEP_RELEASES and the current one; returns the ids removed. */
export function prune(dir, remote, current, keep = KEEP_RELEASES) {
  const history = readHistory(dir, remote);
  const kept = new Set(history.slice(-keep).map((entry) => entry.id));
  kept.add(current);
  const removed = history.filter((entry) => !kept.has(entry.id)).map((entry) => entry.id);
  for (const id of removed) {
    if (RELEASE_ID.test(id))
      fs.rmSync(path.join(dir, remote.folder, id), { recursive: true, force: true });
  }
  if (removed.length)
    writeHistory(
      dir,
      remote,
      history.filter((entry) => kept.has(entry.id)),
    );
  return removed;
}

/** Points the live config back at what was live before the current release (or the default build). */
export function rollback(
  name,
  {
    env = process.env,
    log = console.log,
    apiCli = defaultApiCli,
    /** stop only the remote's canary (database state on every driver) */
    canary = false,
  } = {},
) {
  const remotes = knownRemotes();
  const remote = findRemote(name, remotes);
  if (canary) {
    const said = apiCli(['release-rollback', '--remote', remote.name, '--canary'], env);
    log(said);
    return { remote: remote.name };
  }
  const settings = releaseSettings(env, apiCli);
  if (settings.fleet) {
    let said;
    try {
      said = apiCli(['release-rollback', '--remote', remote.name], env);
    } catch (error) {
      throw new ReleaseError(
        `the fleet (${fleetTarget(settings)}) did not roll ${remote.name} back: ${String(error?.message ?? error).replace(/\.$/, '')}`,
      );
    }
    log(`Rolled back ${remote.name} for the fleet: ${said}`);
    return { remote: remote.name };
  }
  const dir = settings.releasesDir;
  const current = currentRelease(readConfig(dir, remotes), remote);
  if (current === null) {
    throw new ReleaseError(
      `${remote.name} runs its default build: there is no release to roll back.`,
    );
  }
  const history = readHistory(dir, remote).filter((entry) =>
    fs.existsSync(path.join(dir, remote.folder, entry.id)),
  );
  const index = history.findIndex((entry) => entry.id === current);
  if (index < 0)
    throw new ReleaseError(`${remote.name}'s current release ${current} is not in its history.`);
  const recorded = history[index].previous;
  // The release that was live before this one, if it is still on disk; else the one built before.
  const target =
    recorded === null || history.some((entry) => entry.id === recorded)
      ? recorded
      : index > 0
        ? history[index - 1].id
        : null;
  const entry = switchConfig(dir, remote, target, remotes);
  log(
    `Rolled back ${remote.name}: ${current} → ${target ?? `the default build (/mfe/${remote.folder}/)`}`,
  );
  log(`  config: ${path.join(dir, 'remotes.config.json')} → ${entry}`);
  return { remote: remote.name, from: current, to: target, entry };
}

/** Files uploaded at once: a remote is a few hundred small files. */
const UPLOADS_AT_ONCE = 4;

/** The API a pipeline releases through: the site's address and RELEASE_TOKEN. */
export function apiTarget(api, env = process.env) {
  let url;
  try {
    url = new URL(api);
  } catch {
    url = null;
  }
  if (!url || !/^https?:$/.test(url.protocol))
    throw new ReleaseError(`--api takes the site's address (https://…), not '${api ?? ''}'`);
  const token = env.RELEASE_TOKEN?.trim();
  if (!token)
    throw new ReleaseError(
      'set RELEASE_TOKEN to the team’s release token (a server’s `cli.js release-token create` prints it; it is never a flag)',
    );
  return { base: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, token };
}

/** The API's releases paths (RELEASES_API in libs/contracts, which this script cannot import). */
const RELEASES_PATH = {
  list: '/releases',
  file: (remote, id, file) =>
    `/releases/${encodeURIComponent(remote)}/${encodeURIComponent(id)}/files/${encodeURIComponent(file)}`,
  switch: (remote, action) => `/releases/${encodeURIComponent(remote)}/${action}`,
};

/** One call to the API with the token; its refusal in words, as a ReleaseError. */
async function callApi(target, method, apiPath, { json, bytes } = {}, fetchImpl = fetch) {
  const headers = {
    Authorization: `Bearer ${target.token}`,
    Accept: 'application/json',
    'Accept-Language': 'en',
  };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (bytes !== undefined) headers['Content-Type'] = 'application/octet-stream';
  let res;
  try {
    res = await fetchImpl(`${target.base}/api${apiPath}`, {
      method,
      headers,
      body: json !== undefined ? JSON.stringify(json) : bytes,
    });
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
    throw new ReleaseError(`the API at ${target.base} is unreachable (${cause})`);
  }
  const text = await res.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not the API's JSON (a proxy's page): its status says enough
  }
  if (res.ok) return body;
  if (res.status === 401)
    throw new ReleaseError(
      'the release token was refused (401): check RELEASE_TOKEN, or have a new one created on a server (release-token create)',
    );
  if (res.status === 429)
    throw new ReleaseError(
      `the API refused too many tokens from this address: try again in ${res.headers.get('retry-after') ?? 'a few'} seconds`,
    );
  const fields = body?.errors
    ? Object.entries(body.errors)
        .map(([field, issues]) => `${field}: ${[].concat(issues).join(', ')}`)
        .join('; ')
    : null;
  throw new ReleaseError(
    `the API refused it (${res.status} ${method} ${apiPath}): ${fields ?? body?.message ?? (text.slice(0, 200) || res.statusText)}`,
  );
}

/** A build folder's files, as the API records them: path (with /) and size. */
export function buildFiles(dir) {
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

/**
 * A team's pipeline: builds `remote` here with its release's public path, uploads each file to
 * the API a few at a time, then records it there (live, or a canary for `canary` per cent). The
 * API checks every file arrived before anyone is served the release.
 */
export async function releaseThroughApi(
  name,
  {
    api,
    appDir,
    env = process.env,
    now = new Date(),
    build = defaultBuild,
    log = console.log,
    canary,
    fetchImpl = fetch,
  } = {},
) {
  const remote = findRemote(name);
  const share = canary === undefined ? undefined : canaryShare(canary);
  const target = apiTarget(api, env);
  const source = path.resolve(appDir ?? path.join(ROOT, remote.app));
  if (!fs.existsSync(path.join(source, 'package.json'))) {
    throw new ReleaseError(`${source} is not an app folder (no package.json)`);
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  const id = newReleaseId(version ?? '0.0.0', now);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bolsos-release-${remote.folder}-`));
  const outDir = path.join(work, id);
  try {
    try {
      build({ appDir: source, outDir, publicPath: releaseBase(remote, id), remote });
      checkBuild(outDir, remote);
    } catch (error) {
      throw error instanceof ReleaseError
        ? error
        : new ReleaseError(String(error?.message ?? error));
    }
    const files = buildFiles(outDir);
    const queue = [...files];
    await Promise.all(
      Array.from({ length: Math.min(UPLOADS_AT_ONCE, files.length) }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          const bytes = fs.readFileSync(path.join(outDir, file.path));
          await callApi(
            target,
            'PUT',
            RELEASES_PATH.file(remote.name, id, file.path),
            { bytes },
            fetchImpl,
          );
        }
      }),
    );
    const by = releasedBy(env);
    const overview = await callApi(
      target,
      'POST',
      RELEASES_PATH.list,
      {
        json: {
          remote: remote.name,
          id,
          version: version ?? '0.0.0',
          ...(by ? { released_by: by } : {}),
          ...(share !== undefined ? { share } : {}),
          files,
        },
      },
      fetchImpl,
    );
    const state = overview?.remotes?.find((r) => r.remote === remote.name);
    const size = files.reduce((sum, file) => sum + file.size, 0);
    log(
      `Released ${remote.name} ${id} from ${path.relative(ROOT, source) || '.'} through ${target.base}`,
    );
    log(`  files:  ${files.length} uploaded (${size} bytes)`);
    log(
      share !== undefined
        ? `  ${remote.name} runs ${id} for ${share}% of visitors (a canary); live: ${state?.live ?? 'its default build'}`
        : `  ${remote.name} now runs ${state?.live ?? id}`,
    );
    return {
      remote: remote.name,
      id,
      entry: `${releaseBase(remote, id)}mf-manifest.json`,
      files: files.length,
      share,
      live: state?.live ?? null,
      canary: state?.canary ?? null,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** A share to promote a canary to: 1–100 per cent of visitors (100: everyone, the default). */
export function promoteShare(value) {
  return shareOf(value, '--share', 100);
}

/**
 * Makes the remote's running canary live for everyone, or gives it `share` per cent of visitors,
 * through the API's command line (a canary is database state on every driver).
 */
export function promote(
  name,
  { env = process.env, log = console.log, apiCli = defaultApiCli, share } = {},
) {
  const remote = findRemote(name);
  const args = ['release-promote', '--remote', remote.name];
  if (share !== undefined) args.push('--share', String(promoteShare(share)));
  const said = apiCli(args, env);
  log(said);
  return { remote: remote.name };
}

/** promote() through the API: its running canary, named by the API's list of releases. */
export async function promoteThroughApi(
  name,
  { api, env = process.env, log = console.log, share, fetchImpl = fetch } = {},
) {
  const remote = findRemote(name);
  const percent = share === undefined ? 100 : promoteShare(share);
  const target = apiTarget(api, env);
  const listed = await callApi(target, 'GET', RELEASES_PATH.list, {}, fetchImpl);
  const canary = listed?.remotes?.find((r) => r.remote === remote.name)?.canary;
  if (!canary) throw new ReleaseError(`${remote.name} runs no canary: there is nothing to promote`);
  const overview = await callApi(
    target,
    'POST',
    RELEASES_PATH.switch(remote.name, 'promote'),
    { json: { id: canary, share: percent } },
    fetchImpl,
  );
  const state = overview?.remotes?.find((r) => r.remote === remote.name);
  log(
    state?.canary
      ? `${remote.name} runs ${state.canary} for ${percent}% of visitors through ${target.base} (a canary)`
      : `Promoted ${remote.name} through ${target.base}: everyone runs ${state?.live ?? canary}`,
  );
  return { remote: remote.name, live: state?.live ?? null, canary: state?.canary ?? null };
}

/** Rolls a remote back through the API, or with `canary` stops only its canary. */
export async function rollbackThroughApi(
  name,
  { api, env = process.env, log = console.log, canary = false, fetchImpl = fetch } = {},
) {
  const remote = findRemote(name);
  const target = apiTarget(api, env);
  const overview = await callApi(
    target,
    'POST',
    RELEASES_PATH.switch(remote.name, canary ? 'abort' : 'rollback'),
    {},
    fetchImpl,
  );
  const state = overview?.remotes?.find((r) => r.remote === remote.name);
  const live = state?.live ?? 'its default build';
  log(
    canary
      ? `${remote.name}'s canary stopped through ${target.base}: everyone runs ${live}`
      : `Rolled back ${remote.name} through ${target.base}: it now runs ${live}`,
  );
  return { remote: remote.name, live: state?.live ?? null, canary: state?.canary ?? null };
}

/**
 * The command line: `argv` as after `releases.mjs`; the exit code (0, 2 for a refusal in words).
 * `build` stands in for Rsbuild (tests); everything else is as `npm run release` runs it.
 */
export async function main(argv, { build } = {}) {
  const [command, name, ...rest] = argv;
  const valueOf = (flag) => {
    const index = rest.indexOf(flag);
    return index >= 0 ? (rest[index + 1] ?? '') : undefined;
  };
  const appDir = valueOf('--app-dir');
  const api = valueOf('--api');
  try {
    if (command === 'release' && api !== undefined)
      await releaseThroughApi(name, { api, appDir, canary: valueOf('--canary'), build });
    else if (command === 'release') release(name, { appDir, canary: valueOf('--canary'), build });
    else if (command === 'rollback' && api !== undefined)
      await rollbackThroughApi(name, { api, canary: rest.includes('--canary') });
    else if (command === 'rollback') rollback(name, { canary: rest.includes('--canary') });
    else if (command === 'promote' && api !== undefined)
      await promoteThroughApi(name, { api, share: valueOf('--share') });
    else if (command === 'promote') promote(name, { share: valueOf('--share') });
    else
      throw new ReleaseError(
        'usage: releases.mjs release <remote> [--app-dir <folder>] [--canary <1-99>] [--api <url>] | rollback <remote> [--canary] [--api <url>] | promote <remote> [--share <1-100>] [--api <url>]',
      );
    return 0;
  } catch (error) {
    console.error(
      `${command ?? 'releases'}: ${error.message.replace(/\.$/, '')}. Nothing was changed.`,
    );
    return error instanceof ReleaseError ? 2 : 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
