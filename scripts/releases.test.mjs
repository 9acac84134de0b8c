import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import {
  KEEP_RELEASES,
  ROOT,
  ReleaseError,
  currentRelease,
  findRemote,
  readConfig,
  readHistory,
  release,
  releaseSettings,
  defaultApiCli,
  releasedBy,
  rollback,
  switchConfig,
  canaryShare,
  apiTarget,
  releaseThroughApi,
  promote,
  promoteThroughApi,
  rollbackThroughApi,
} from './releases.mjs';

let dir;
let env;
const quiet = () => undefined;

/**
 * Stands in for the API's switch commands (answering `answer`, or what it throws), while its
 * settings stay the real command line's (release-config): the script decides from them.
 */
function apiSwitches(answer) {
  const calls = [];
  const apiCli = (args, cliEnv) => {
    if (args[0] === 'release-config') return defaultApiCli(args, cliEnv);
    calls.push(args);
    return typeof answer === 'function' ? answer(args) : answer;
  };
  return { calls, apiCli };
}

/** Stands in for Rsbuild: writes what a remote build leaves, for the name it is told. */
function fakeBuild(name = 'adminUsers') {
  return ({ outDir, publicPath }) => {
    fs.mkdirSync(path.join(outDir, 'builds'), { recursive: true });
    fs.writeFileSync(
      path.join(outDir, 'mf-manifest.json'),
      JSON.stringify({
        name,
        metaData: { publicPath },
        exposes: [{ name: 'routes', path: './routes' }],
      }),
    );
    fs.writeFileSync(path.join(outDir, 'builds', 'latest.json'), '{"version":"x"}');
  };
}

function configText() {
  const file = path.join(dir, 'remotes.config.json');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

function entryOf(name) {
  return readConfig(dir).remotes.find((remote) => remote.name === name).entry;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  env = { RELEASES_DIR: dir };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('remotes are found by federation name, folder or app folder', () => {
  for (const name of ['adminUsers', 'admin-users', 'mfe-admin-users']) {
    assert.equal(findRemote(name).folder, 'admin-users');
  }
  assert.throws(() => findRemote('adminUser'), /Unknown remote 'adminUser'.*adminUsers/);
  assert.throws(() => findRemote(undefined), /Name a remote/);
});

test('the releases folder is the API’s: RELEASES_DIR, else DATA_DIR/releases, else data/releases', () => {
  assert.equal(releaseSettings({ RELEASES_DIR: '/srv/r' }).releasesDir, '/srv/r');
  assert.equal(releaseSettings({ DATA_DIR: '/var/bolsos' }).releasesDir, '/var/bolsos/releases');
  assert.equal(releaseSettings({}).releasesDir, path.join(ROOT, 'data', 'releases'));
});

test('one server or a fleet is what the API decides from the same settings (issue 44)', () => {
  const bucket = { S3_BUCKET: 'bolsos-media' };
  // docs/releasing.md's fleet: STORAGE_DRIVER=s3 without RELEASES_DRIVER releases to the bucket.
  assert.deepEqual(
    [
      releaseSettings({ STORAGE_DRIVER: 's3', ...bucket }),
      releaseSettings({ STORAGE_DRIVER: 's3', ...bucket, RELEASES_DRIVER: 'shared' }),
      releaseSettings({}),
    ].map(({ driver, fleet }) => [driver, fleet]),
    [
      ['s3', true],
      ['shared', true],
      ['local', false],
    ],
  );
  // No credentials in what it prints (the script's messages quote it).
  const said = JSON.stringify(
    releaseSettings({
      STORAGE_DRIVER: 's3',
      ...bucket,
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'AKIAKEY',
      S3_SECRET_ACCESS_KEY: 'topsecret',
      DATABASE_URL: 'mysql://bolsos:dbpass@db:3306/bolsos',
    }),
  );
  assert.match(said, /mysql:\/\/db:3306\/bolsos/);
  assert.match(said, /bolsos-media at http:\/\/minio:9000/);
  assert.doesNotMatch(said, /dbpass|topsecret|AKIAKEY/);
  // Settings the API refuses are the command's refusal, before anything is built.
  let built = false;
  assert.throws(
    () =>
      release('adminUsers', {
        env: { ...env, RELEASES_DRIVER: 's3' },
        build: () => (built = true),
        log: quiet,
      }),
    /RELEASES_DRIVER=s3 uploads to the STORAGE_DRIVER=s3 bucket/,
  );
  assert.equal(built, false);
  assert.deepEqual(fs.readdirSync(dir), []);
});

test('a bad remote name changes nothing', () => {
  assert.throws(() => release('shop', { env, build: fakeBuild(), log: quiet }), ReleaseError);
  assert.deepEqual(fs.readdirSync(dir), []);
});

test('a failed build leaves no folder and the config as it was', () => {
  release('adminUsers', { env, build: fakeBuild(), log: quiet });
  const before = configText();
  const failing = ({ outDir }) => {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'half.js'), '');
    throw new ReleaseError('the build of mfe-admin-users failed (exit 1)');
  };
  assert.throws(
    () =>
      release('adminUsers', { env, build: failing, now: new Date(Date.now() + 1000), log: quiet }),
    /build of mfe-admin-users failed/,
  );
  assert.equal(configText(), before);
  assert.equal(readHistory(dir, findRemote('adminUsers')).length, 1);
  assert.deepEqual(
    fs.readdirSync(path.join(dir, 'admin-users')).filter((name) => !name.endsWith('.json')).length,
    1,
  );
});

test('a build of another remote, or without ./routes, is refused', () => {
  assert.throws(
    () => release('adminUsers', { env, build: fakeBuild('storefront'), log: quiet }),
    /is remote 'storefront', not 'adminUsers'/,
  );
  assert.equal(configText(), null);
});

test('a release gets its own folder and only its remote is repointed', () => {
  const lines = [];
  const { id, entry } = release('adminUsers', {
    env,
    build: fakeBuild(),
    log: (line) => lines.push(line),
  });
  assert.match(id, /^\d+\.\d+\.\d+-\d{8}t\d{9}z$/);
  assert.equal(entry, `/mfe/admin-users/releases/${id}/mf-manifest.json`);
  assert.equal(entryOf('adminUsers'), entry);
  assert.equal(entryOf('storefront'), '/mfe/storefront/mf-manifest.json');
  assert.equal(entryOf('adminProducts'), '/mfe/admin-products/mf-manifest.json');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dir, 'admin-users', id, 'mf-manifest.json'), 'utf8'),
  );
  assert.equal(manifest.metaData.publicPath, `/mfe/admin-users/releases/${id}/`);
  assert.match(lines.join('\n'), new RegExp(`Released adminUsers ${id}`));
  assert.match(lines.join('\n'), /before: the default build/);
});

test('rollback goes back one release at a time, then to the default build, then refuses', () => {
  const t0 = Date.parse('2026-11-24T10:00:00Z');
  const ids = [0, 1, 2].map(
    (n) =>
      release('adminUsers', { env, build: fakeBuild(), now: new Date(t0 + n * 1000), log: quiet })
        .id,
  );
  const remote = findRemote('adminUsers');
  assert.equal(currentRelease(readConfig(dir), remote), ids[2]);
  assert.deepEqual(rollback('adminUsers', { env, log: quiet }), {
    remote: 'adminUsers',
    from: ids[2],
    to: ids[1],
    entry: `/mfe/admin-users/releases/${ids[1]}/mf-manifest.json`,
  });
  assert.equal(rollback('admin-users', { env, log: quiet }).to, ids[0]);
  assert.equal(rollback('adminUsers', { env, log: quiet }).to, null);
  assert.equal(entryOf('adminUsers'), '/mfe/admin-users/mf-manifest.json');
  const before = configText();
  assert.throws(() => rollback('adminUsers', { env, log: quiet }), /no release to roll back/);
  assert.equal(configText(), before);
  // The rolled-back releases stay on disk for tabs that still use them.
  for (const id of ids) assert.ok(fs.existsSync(path.join(dir, 'admin-users', id)));
});

test('rollback returns to what was live before the release, not to an older rolled-back one', () => {
  const t0 = Date.parse('2026-11-24T11:00:00Z');
  const first = release('adminUsers', { env, build: fakeBuild(), now: new Date(t0), log: quiet });
  rollback('adminUsers', { env, log: quiet });
  const second = release('adminUsers', {
    env,
    build: fakeBuild(),
    now: new Date(t0 + 1000),
    log: quiet,
  });
  assert.equal(second.previous, null);
  assert.equal(rollback('adminUsers', { env, log: quiet }).to, null);
  assert.equal(entryOf('adminUsers'), '/mfe/admin-users/mf-manifest.json');
  assert.ok(fs.existsSync(path.join(dir, 'admin-users', first.id)));
});

test(`the newest ${KEEP_RELEASES} releases are kept, older ones removed`, () => {
  const t0 = Date.parse('2026-11-24T10:00:00Z');
  const ids = [];
  for (let n = 0; n < KEEP_RELEASES + 2; n += 1) {
    ids.push(
      release('adminUsers', { env, build: fakeBuild(), now: new Date(t0 + n * 1000), log: quiet })
        .id,
    );
  }
  const kept = fs
    .readdirSync(path.join(dir, 'admin-users'))
    .filter((name) => name !== 'history.json');
  assert.deepEqual(kept.sort(), ids.slice(-KEEP_RELEASES).sort());
  assert.ok(KEEP_RELEASES >= 4, 'the current release and at least three before it');
});

test('an interrupted switch leaves the old config whole', () => {
  release('adminUsers', { env, build: fakeBuild(), log: quiet });
  const before = configText();
  const brokenRename = {
    ...fs,
    mkdirSync: fs.mkdirSync,
    writeFileSync: fs.writeFileSync,
    rmSync: fs.rmSync,
    renameSync: () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, rename'), { code: 'ENOSPC' });
    },
  };
  assert.throws(
    () => switchConfig(dir, findRemote('adminUsers'), 'other', undefined, brokenRename),
    /ENOSPC/,
  );
  assert.equal(configText(), before);
  assert.deepEqual(
    fs.readdirSync(dir).filter((name) => name.endsWith('.tmp')),
    [],
    'no temp file left behind',
  );
});

test('the command line names a bad remote, exits non-zero and changes nothing', () => {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'releases.mjs'), 'release', 'nope'],
    {
      env: { ...process.env, RELEASES_DIR: dir },
      encoding: 'utf8',
    },
  );
  assert.equal(result.status, 2);
  assert.match(result.stderr, /Unknown remote 'nope'.*Nothing was changed\./);
  assert.deepEqual(fs.readdirSync(dir), []);
});

test('the history says who released: RELEASED_BY, else the git author', () => {
  release('adminUsers', {
    env: { ...env, RELEASED_BY: 'Equipo Usuarios <usuarios@bolsos.test>' },
    build: fakeBuild(),
    log: quiet,
  });
  assert.equal(
    readHistory(dir, findRemote('adminUsers'))[0].releasedBy,
    'Equipo Usuarios <usuarios@bolsos.test>',
  );
  const git = spawnSync('git', ['var', 'GIT_AUTHOR_IDENT'], { cwd: ROOT, encoding: 'utf8' });
  const expected =
    git.status === 0 ? git.stdout.replace(/\s+\d+\s+[-+]\d{4}\s*$/, '').trim() : null;
  assert.equal(releasedBy({}), expected || null);
});

test('for a fleet the switch goes through the API’s command line, not a config file', () => {
  const { calls, apiCli } = apiSwitches('adminUsers now runs it');
  const fleet = { ...env, RELEASES_DRIVER: 'shared', RELEASED_BY: 'ci' };
  const { id } = release('adminUsers', { env: fleet, build: fakeBuild(), log: quiet, apiCli });
  assert.ok(fs.existsSync(path.join(dir, 'admin-users', id, 'mf-manifest.json')));
  assert.equal(configText(), null);
  const version = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'mfe-admin-users', 'package.json'), 'utf8'),
  ).version;
  assert.deepEqual(calls, [
    [
      'release-record',
      '--remote',
      'adminUsers',
      '--id',
      id,
      '--version',
      version,
      '--released-by',
      'ci',
    ],
  ]);
  rollback('admin-users', { env: fleet, log: quiet, apiCli });
  assert.deepEqual(calls[1], ['release-rollback', '--remote', 'adminUsers']);
  // The API refusing (nothing to roll back) is the command's refusal.
  assert.throws(
    () =>
      rollback('adminUsers', {
        env: fleet,
        log: quiet,
        apiCli: apiSwitches(() => {
          throw new ReleaseError('nothing to roll back');
        }).apiCli,
      }),
    /nothing to roll back/,
  );
});

test('a fleet release the API does not take fails, says why, and leaves no folder behind', () => {
  const fleet = { ...env, STORAGE_DRIVER: 's3', S3_BUCKET: 'bolsos-media' };
  const { apiCli } = apiSwitches(() => {
    throw new ReleaseError('cannot open the database mysql://db:3306/bolsos: connect ECONNREFUSED');
  });
  const lines = [];
  assert.throws(
    () =>
      release('adminUsers', { env: fleet, build: fakeBuild(), log: (l) => lines.push(l), apiCli }),
    (error) =>
      error instanceof ReleaseError &&
      /adminUsers \S+ did not reach the fleet \(RELEASES_DRIVER=s3, database sqlite:.*, bucket bolsos-media\), so no replica serves it: cannot open the database mysql:\/\/db:3306\/bolsos: connect ECONNREFUSED/.test(
        error.message,
      ),
  );
  assert.deepEqual(lines, []);
  assert.deepEqual(
    fs.readdirSync(path.join(dir, 'admin-users')),
    [],
    'no release folder, no config, no history',
  );
  assert.equal(configText(), null);
});

test('a canary is built, kept and recorded through the API’s command line; the live config stays', () => {
  const { calls, apiCli } = apiSwitches('adminUsers runs it for 10% of visitors (a canary)');
  const first = release('adminUsers', { env, build: fakeBuild(), log: quiet });
  const live = configText();
  const canary = release('adminUsers', {
    env: { ...env, RELEASED_BY: 'ci' },
    build: fakeBuild(),
    log: quiet,
    apiCli,
    canary: '10',
    now: new Date(Date.now() + 1000),
  });
  assert.equal(canary.share, 10);
  assert.equal(configText(), live, 'one server’s live config is untouched');
  assert.equal(entryOf('adminUsers'), first.entry);
  assert.ok(fs.existsSync(path.join(dir, 'admin-users', canary.id, 'mf-manifest.json')));
  assert.deepEqual(
    readHistory(dir, findRemote('adminUsers')).map((entry) => [entry.id, entry.previous]),
    [
      [first.id, null],
      [canary.id, first.id],
    ],
  );
  assert.equal(calls.length, 1);
  assert.deepEqual(calls[0].slice(0, 5), [
    'release-record',
    '--remote',
    'adminUsers',
    '--id',
    canary.id,
  ]);
  assert.deepEqual(calls[0].slice(-4), ['--released-by', 'ci', '--share', '10']);
  // A fleet passes the share along the same way.
  release('adminUsers', {
    env: { ...env, STORAGE_DRIVER: 's3', S3_BUCKET: 'bolsos-media' },
    build: fakeBuild(),
    log: quiet,
    apiCli,
    canary: 25,
    now: new Date(Date.now() + 2000),
  });
  assert.deepEqual(calls[1].slice(-2), ['--share', '25']);
  rollback('adminUsers', { env, log: quiet, apiCli, canary: true });
  assert.deepEqual(calls[2], ['release-rollback', '--remote', 'adminUsers', '--canary']);
  // npm run promote: the canary for everyone, or another share of visitors (1–100).
  promote('adminUsers', { env, log: quiet, apiCli });
  assert.deepEqual(calls[3], ['release-promote', '--remote', 'adminUsers']);
  promote('admin-users', { env, log: quiet, apiCli, share: '50' });
  assert.deepEqual(calls[4], ['release-promote', '--remote', 'adminUsers', '--share', '50']);
  for (const share of ['0', '101', 'half', ''])
    assert.throws(
      () => promote('adminUsers', { env, log: quiet, apiCli, share }),
      /--share takes a share of visitors from 1 to 100/,
    );
  assert.equal(calls.length, 5, 'a refused share asks the API nothing');
});

test('a canary the API refuses leaves no folder and no history entry behind', () => {
  release('adminUsers', { env, build: fakeBuild(), log: quiet });
  const before = readHistory(dir, findRemote('adminUsers'));
  const folders = fs.readdirSync(path.join(dir, 'admin-users')).sort();
  assert.throws(
    () =>
      release('adminUsers', {
        env,
        build: fakeBuild(),
        log: quiet,
        canary: 5,
        now: new Date(Date.now() + 1000),
        apiCli: apiSwitches(() => {
          throw new ReleaseError('another canary runs');
        }).apiCli,
      }),
    /another canary runs/,
  );
  assert.deepEqual(readHistory(dir, findRemote('adminUsers')), before);
  assert.deepEqual(fs.readdirSync(path.join(dir, 'admin-users')).sort(), folders);
});

test('--canary takes 1 to 99 per cent, and refuses anything else before building', () => {
  assert.equal(canaryShare('1'), 1);
  assert.equal(canaryShare(99), 99);
  for (const bad of ['0', '100', '10.5', 'ten', '', undefined, '-3']) {
    assert.throws(() => canaryShare(bad), /from 1 to 99/);
  }
  let built = false;
  assert.throws(
    () =>
      release('adminUsers', {
        env,
        build: () => {
          built = true;
        },
        log: quiet,
        canary: '150',
      }),
    /from 1 to 99/,
  );
  assert.equal(built, false);
});

const API_DIST = path.join(ROOT, 'services', 'api', 'dist');

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The API as a server runs it (services/api/dist, built by api:build, which this project's test
 * depends on) on its own SQLite database and releases folder, with a release token its command
 * line created.
 */
async function startApi() {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-api-'));
  const apiEnv = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    DATA_DIR: data,
    RELEASES_DIR: path.join(data, 'releases'),
  };
  const created = spawnSync(
    process.execPath,
    [path.join(API_DIST, 'cli.js'), 'release-token', 'create', '--name', 'Team Users'],
    { cwd: ROOT, env: apiEnv, encoding: 'utf8' },
  );
  assert.equal(created.status, 0, created.stderr);
  const token = /bolsos_rt_\S+/.exec(created.stdout)?.[0];
  assert.ok(token, created.stdout);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(API_DIST, 'main.js')], {
    cwd: ROOT,
    env: { ...apiEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('close', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(data, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    if (output.includes('Bolsos is running')) {
      const ready = await fetch(`${url}/api/health/ready`).catch(() => null);
      if (ready?.status === 200) return { url, token, data, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the API did not start:\n${output.slice(-2000)}`);
}

/** A remote's build with a chunk in a subfolder, as Rsbuild lays it out. */
function nestedBuild(name = 'adminUsers') {
  const base = fakeBuild(name);
  return (options) => {
    base(options);
    fs.mkdirSync(path.join(options.outDir, 'static', 'js', 'async'), { recursive: true });
    fs.writeFileSync(
      path.join(options.outDir, 'static', 'js', 'async', 'users.1a2b.js'),
      `console.log(${JSON.stringify(options.publicPath)});`,
    );
  };
}

test('--api needs the site’s address and RELEASE_TOKEN, and says so before building', async () => {
  let built = false;
  const build = () => {
    built = true;
  };
  await assert.rejects(
    releaseThroughApi('adminUsers', { api: 'https://shop.example', env: {}, build, log: quiet }),
    /set RELEASE_TOKEN/,
  );
  await assert.rejects(
    releaseThroughApi('adminUsers', {
      api: 'shop.example',
      env: { RELEASE_TOKEN: 'x' },
      build,
      log: quiet,
    }),
    /--api takes the site's address/,
  );
  assert.equal(built, false);
  assert.deepEqual(apiTarget('https://shop.example/', { RELEASE_TOKEN: ' t ' }), {
    base: 'https://shop.example',
    token: 't',
  });
});

test('--api: a pipeline releases, runs a canary and rolls back through a running API with its token', async () => {
  const api = await startApi();
  try {
    const lines = [];
    const teamEnv = { RELEASE_TOKEN: api.token, RELEASED_BY: 'pipeline usuarios' };
    const first = await releaseThroughApi('adminUsers', {
      api: api.url,
      env: teamEnv,
      build: nestedBuild(),
      log: (line) => lines.push(line),
    });
    assert.equal(first.live, first.id);
    assert.equal(first.files, 3);
    assert.match(lines.join('\n'), /3 uploaded/);
    // Built with its release's public path, uploaded into the server's releases folder, served.
    const chunk = await fetch(
      `${api.url}/mfe/admin-users/releases/${first.id}/static/js/async/users.1a2b.js`,
    );
    assert.equal(chunk.status, 200);
    assert.equal(
      await chunk.text(),
      `console.log(${JSON.stringify(`/mfe/admin-users/releases/${first.id}/`)});`,
    );
    const config = await (await fetch(`${api.url}/remotes.config.json`)).json();
    assert.equal(
      config.remotes.find((r) => r.name === 'adminUsers').entry,
      `/mfe/admin-users/releases/${first.id}/mf-manifest.json`,
    );

    const canary = await releaseThroughApi('adminUsers', {
      api: api.url,
      env: teamEnv,
      build: nestedBuild(),
      log: quiet,
      canary: '10',
      now: new Date(Date.now() + 1000),
    });
    assert.deepEqual([canary.live, canary.canary, canary.share], [first.id, canary.id, 10]);
    const listed = await (
      await fetch(`${api.url}/api/releases`, {
        headers: { Authorization: `Bearer ${api.token}`, Accept: 'application/json' },
      })
    ).json();
    const releases = listed.remotes.find((r) => r.remote === 'adminUsers').releases;
    assert.deepEqual(
      releases.map((r) => [r.id, r.status, r.share, r.released_by]),
      [
        [canary.id, 'canary', 10, 'pipeline usuarios'],
        [first.id, 'live', 100, 'pipeline usuarios'],
      ],
    );

    // Wider, through the API: the same canary for 30 % of visitors.
    const widened = await promoteThroughApi('adminUsers', {
      api: api.url,
      env: teamEnv,
      log: quiet,
      share: '30',
    });
    assert.deepEqual([widened.live, widened.canary], [first.id, canary.id]);
    const shares = await (
      await fetch(`${api.url}/api/releases`, {
        headers: { Authorization: `Bearer ${api.token}`, Accept: 'application/json' },
      })
    ).json();
    assert.equal(
      shares.remotes.find((r) => r.remote === 'adminUsers').releases.find((r) => r.id === canary.id)
        .share,
      30,
    );

    const stopped = await rollbackThroughApi('adminUsers', {
      api: api.url,
      env: teamEnv,
      log: quiet,
      canary: true,
    });
    assert.deepEqual([stopped.live, stopped.canary], [first.id, null]);
    // No canary left: the API's refusal, in words.
    await assert.rejects(
      rollbackThroughApi('adminUsers', { api: api.url, env: teamEnv, log: quiet, canary: true }),
      /409.*No canary is running/,
    );
    const back = await rollbackThroughApi('adminUsers', { api: api.url, env: teamEnv, log: quiet });
    assert.equal(back.live, null);
    // No canary to promote: said so; then a new canary promoted to everyone.
    await assert.rejects(
      promoteThroughApi('adminUsers', { api: api.url, env: teamEnv, log: quiet }),
      /adminUsers runs no canary: there is nothing to promote/,
    );
    const again = await releaseThroughApi('adminUsers', {
      api: api.url,
      env: teamEnv,
      build: nestedBuild(),
      log: quiet,
      canary: '20',
      now: new Date(Date.now() + 2000),
    });
    const promoted = await promoteThroughApi('adminUsers', {
      api: api.url,
      env: teamEnv,
      log: quiet,
    });
    assert.deepEqual([promoted.live, promoted.canary], [again.id, null]);

    // A wrong token: refused, in words, with the script's failure exit code.
    const refused = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'releases.mjs'), 'rollback', 'adminUsers', '--api', api.url],
      {
        env: { ...process.env, RELEASE_TOKEN: `bolsos_rt_${'A'.repeat(43)}` },
        encoding: 'utf8',
      },
    );
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /the release token was refused/);
  } finally {
    await api.stop();
  }
  // The API gone: unreachable, said so.
  await assert.rejects(
    rollbackThroughApi('adminUsers', {
      api: api.url,
      env: { RELEASE_TOKEN: api.token },
      log: quiet,
    }),
    /the API at http:\/\/127\.0\.0\.1:\d+ is unreachable \(ECONNREFUSED\)/,
  );
});
