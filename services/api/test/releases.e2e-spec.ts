import type { ReleasesOverview, RemoteReleases } from '@bolsos/contracts';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { releaseCommand } from '../src/releases/release-cli';
import { addRelease, switchLive } from '../src/releases/release-ledger';
import { ReleasesService } from '../src/releases/releases.service';
import { DIALECTS } from './support/databases';
import { freePort } from './support/replica';
import { TestS3Server } from './support/s3-server';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 32: releases recorded in the database, with their history, switches audited, and the
 * same actions for admins in the API. On one server (the default) the live release stays the
 * remotes.config.json the release script writes; in a fleet (RELEASES_DRIVER=shared) it is
 * database state.
 */
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A release folder as scripts/releases.mjs leaves it. */
function buildRelease(releasesDir: string, id: string, name = 'adminUsers') {
  const dir = path.join(releasesDir, 'admin-users', id);
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name, id }));
  write(path.join(dir, 'builds', 'latest.json'), '{"version":"r"}');
  write(path.join(dir, 'static', 'js', 'admin-users.js'), `var adminUsers = '${id}';`);
  return dir;
}

const entry = (id: string | null) =>
  id ? `/mfe/admin-users/releases/${id}/mf-manifest.json` : '/mfe/admin-users/mf-manifest.json';

/** What the release script writes when it releases `id` (history entry, then the config). */
function scriptRelease(releasesDir: string, id: string, previous: string | null, by: string) {
  buildRelease(releasesDir, id);
  const historyFile = path.join(releasesDir, 'admin-users', 'history.json');
  const history = fs.existsSync(historyFile)
    ? (JSON.parse(fs.readFileSync(historyFile, 'utf8')) as { releases: unknown[] }).releases
    : [];
  history.push({
    id,
    version: '0.1.0',
    builtAt: new Date().toISOString(),
    previous,
    releasedBy: by,
  });
  write(historyFile, JSON.stringify({ releases: history }));
  scriptSwitch(releasesDir, id);
}

function scriptSwitch(releasesDir: string, id: string | null) {
  const file = path.join(releasesDir, 'remotes.config.json');
  write(
    `${file}.tmp`,
    JSON.stringify({ remotes: [{ name: 'adminUsers', entry: entry(id), routes: '/admin/users' }] }),
  );
  // A later mtime, as a later write would have.
  fs.utimesSync(`${file}.tmp`, new Date(), new Date(Date.now() + Math.random() * 100_000));
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * `npm run release`/`rollback` (scripts/releases.mjs's command line, main) in a process of its
 * own with exactly `env`, Rsbuild stood in for by a build written there. Not execFileSync: the
 * S3 server the command uploads to runs in this process.
 */
function releaseCommandLine(
  argv: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const script = `
import fs from 'node:fs';
import path from 'node:path';
import { main } from './scripts/releases.mjs';
const build = ({ outDir }) => {
  const id = path.basename(outDir).replace(/^\\.building-/, '');
  fs.mkdirSync(path.join(outDir, 'static', 'js'), { recursive: true });
  fs.mkdirSync(path.join(outDir, 'builds'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'mf-manifest.json'), JSON.stringify({ name: 'adminUsers', id, exposes: [{ name: 'routes' }] }));
  fs.writeFileSync(path.join(outDir, 'static', 'js', 'routes.js'), "var release = '" + id + "';");
  fs.writeFileSync(path.join(outDir, 'builds', 'latest.json'), JSON.stringify({ id }));
};
process.exitCode = await main(process.argv.slice(1), { build });
`;
  return new Promise((resolve) =>
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, ...argv],
      { cwd: path.resolve(__dirname, '../../..'), env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

const adminUsers = (body: ReleasesOverview): RemoteReleases =>
  body.remotes.find((r) => r.remote === 'adminUsers') as RemoteReleases;

describe.each(DIALECTS)('remote releases (%s)', (dialect) => {
  describe('one server (RELEASES_DRIVER=local)', () => {
    let t: TestApp;
    let admin: Client;
    let manager: Client;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-rel-'));
    const releasesDir = path.join(root, 'releases');
    const liveEntry = async () => {
      const res = await request(t.http).get('/remotes.config.json');
      return (res.body.remotes as { name: string; entry: string }[]).find(
        (r) => r.name === 'adminUsers',
      )?.entry;
    };

    beforeAll(async () => {
      t = await startTestApp(dialect, { RELEASES_DIR: releasesDir });
      await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
      await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Max' });
      admin = new Client(t.http);
      await admin.login('admin@bolsos.test');
      manager = new Client(t.http);
      await manager.login('manager@bolsos.test');
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('lists every remote on its default build before any release', async () => {
      const res = await admin.get('/api/releases');
      expect(res.status).toBe(200);
      expect(res.body.driver).toBe('local');
      expect(res.body.remotes.map((r: RemoteReleases) => [r.remote, r.live])).toEqual([
        ['storefront', null],
        ['adminUsers', null],
        ['adminProducts', null],
      ]);
    });

    it('records what the release script did on disk: who, files, size, and an audit entry', async () => {
      scriptRelease(releasesDir, '0.1.0-a', null, 'Equipo Usuarios <usuarios@bolsos.test>');
      const res = await admin.get('/api/releases');
      const remote = adminUsers(res.body);
      expect(remote.live).toBe('0.1.0-a');
      expect(remote.releases).toHaveLength(1);
      expect(remote.releases[0]).toMatchObject({
        id: '0.1.0-a',
        version: '0.1.0',
        released_by: 'Equipo Usuarios <usuarios@bolsos.test>',
        files: 3,
        status: 'live',
        share: 100,
        previous: null,
        available: true,
        manifest_url: entry('0.1.0-a'),
      });
      expect(remote.releases[0].size).toBeGreaterThan(40);
      const audit = await admin.get('/api/audit?entity=release');
      expect(audit.body.data[0]).toMatchObject({
        entity: 'release',
        action: 'update',
        actor_name: null,
        changes: { live: { before: 'default', after: '0.1.0-a' } },
        details: { remote: 'adminUsers', switch: 'release', via: 'cli' },
      });
      // Read again, nothing new: the same switch is recorded once.
      await admin.get('/api/releases');
      expect((await admin.get('/api/audit?entity=release')).body.data).toHaveLength(1);
    });

    it('rolls back from the API: the config file, the history and the audit log agree', async () => {
      scriptRelease(releasesDir, '0.1.0-b', '0.1.0-a', 'Equipo Usuarios');
      expect(adminUsers((await admin.get('/api/releases')).body).live).toBe('0.1.0-b');
      const res = await admin.post('/api/releases/adminUsers/rollback');
      expect(res.status).toBe(200);
      const remote = adminUsers(res.body);
      expect(remote.live).toBe('0.1.0-a');
      expect(remote.releases.map((r) => [r.id, r.status])).toEqual([
        ['0.1.0-b', 'rolled_back'],
        ['0.1.0-a', 'live'],
      ]);
      expect(await liveEntry()).toBe(entry('0.1.0-a'));
      const audit = await admin.get('/api/audit?entity=release');
      expect(audit.body.data[0]).toMatchObject({
        actor_name: 'Ana Admin',
        changes: { live: { before: '0.1.0-b', after: '0.1.0-a' } },
        details: { remote: 'adminUsers', switch: 'rollback', via: 'api' },
      });
    });

    it('promotes a kept release, and rolls back to the default build, then has nothing to undo', async () => {
      const promoted = await admin.post('/api/releases/adminUsers/promote', { id: '0.1.0-b' });
      expect(promoted.status).toBe(200);
      expect(adminUsers(promoted.body).live).toBe('0.1.0-b');
      expect(await liveEntry()).toBe(entry('0.1.0-b'));
      // 0.1.0-b was promoted over 0.1.0-a: a rollback returns there, then to the default build.
      expect(adminUsers((await admin.post('/api/releases/adminUsers/rollback')).body).live).toBe(
        '0.1.0-a',
      );
      expect(adminUsers((await admin.post('/api/releases/adminUsers/rollback')).body).live).toBe(
        null,
      );
      expect(await liveEntry()).toBe(entry(null));
      admin.lang = 'es';
      const refused = await admin.post('/api/releases/adminUsers/rollback');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/versión de base/);
      admin.lang = undefined;
    });

    it('notices a rollback made by the script and records it as one', async () => {
      await admin.post('/api/releases/adminUsers/promote', { id: '0.1.0-b' });
      scriptSwitch(releasesDir, '0.1.0-a');
      const remote = adminUsers((await admin.get('/api/releases')).body);
      expect(remote.live).toBe('0.1.0-a');
      const audit = await admin.get('/api/audit?entity=release');
      expect(audit.body.data[0]).toMatchObject({
        changes: { live: { before: '0.1.0-b', after: '0.1.0-a' } },
        details: { switch: 'rollback', via: 'cli' },
      });
    });

    it('records a release whose files are in place (the CLI through the API)', async () => {
      buildRelease(releasesDir, '0.2.0-c');
      const res = await admin.post('/api/releases', {
        remote: 'adminUsers',
        id: '0.2.0-c',
        version: '0.2.0',
        released_by: 'pipeline de usuarios',
      });
      expect(res.status).toBe(200);
      const release = adminUsers(res.body).releases[0];
      expect(release).toMatchObject({
        id: '0.2.0-c',
        version: '0.2.0',
        released_by: 'pipeline de usuarios',
        status: 'live',
        previous: '0.1.0-a',
      });
      expect(await liveEntry()).toBe(entry('0.2.0-c'));
    });

    it('refuses files that are not there or not this remote, a pruned release, bad input', async () => {
      const missing = await admin.post('/api/releases', {
        remote: 'adminUsers',
        id: '9.9.9-none',
        version: '9.9.9',
      });
      expect(missing.status).toBe(422);
      buildRelease(releasesDir, '0.3.0-x', 'storefront');
      expect(
        (await admin.post('/api/releases', { remote: 'adminUsers', id: '0.3.0-x', version: '1' }))
          .status,
      ).toBe(422);
      const bad = await admin.post('/api/releases', { remote: 'shell', id: '../x', version: '1' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['id', 'remote']);
      fs.rmSync(path.join(releasesDir, 'admin-users', '0.1.0-b'), { recursive: true });
      const pruned = await admin.post('/api/releases/adminUsers/promote', { id: '0.1.0-b' });
      expect(pruned.status).toBe(409);
      expect(
        adminUsers((await admin.get('/api/releases')).body).releases.find((r) => r.id === '0.1.0-b')
          ?.available,
      ).toBe(false);
      expect(
        (await admin.post('/api/releases/adminUsers/promote', { id: '0.0.0-never' })).status,
      ).toBe(404);
      expect((await admin.post('/api/releases/shell/rollback')).status).toBe(404);
      expect(await liveEntry()).toBe(entry('0.2.0-c'));
    });

    it('is for admins only', async () => {
      expect((await manager.get('/api/releases')).status).toBe(403);
      expect((await manager.post('/api/releases/adminUsers/rollback')).status).toBe(403);
      expect((await new Client(t.http).get('/api/releases')).status).toBe(401);
    });
  });

  describe('a fleet (RELEASES_DRIVER=shared)', () => {
    let t: TestApp;
    let admin: Client;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-rel-'));
    const releasesDir = path.join(root, 'releases');
    const liveEntry = async () => {
      const res = await request(t.http).get('/remotes.config.json');
      return (res.body.remotes as { name: string; entry: string }[]).find(
        (r) => r.name === 'adminUsers',
      )?.entry;
    };

    beforeAll(async () => {
      t = await startTestApp(dialect, { RELEASES_DIR: releasesDir, RELEASES_DRIVER: 'shared' });
      await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
      admin = new Client(t.http);
      await admin.login('admin@bolsos.test');
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('serves the release the database says is live, and no config file decides it', async () => {
      buildRelease(releasesDir, '1.0.0-a');
      // A config file (a single server's) is not the fleet's state.
      scriptSwitch(releasesDir, '1.0.0-a');
      expect(await liveEntry()).toBe(entry(null));
      const res = await admin.post('/api/releases', {
        remote: 'adminUsers',
        id: '1.0.0-a',
        version: '1.0.0',
      });
      expect(res.status).toBe(200);
      expect(res.body.driver).toBe('shared');
      expect(await liveEntry()).toBe(entry('1.0.0-a'));
      const served = await request(t.http).get(
        '/mfe/admin-users/releases/1.0.0-a/mf-manifest.json',
      );
      expect(served.status).toBe(200);
      fs.rmSync(path.join(releasesDir, 'remotes.config.json'));
      expect((await admin.post('/api/releases/adminUsers/rollback')).body.remotes[1].live).toBe(
        null,
      );
      expect(await liveEntry()).toBe(entry(null));
      expect(fs.existsSync(path.join(releasesDir, 'remotes.config.json'))).toBe(false);
    });

    it('takes up a switch another replica wrote when it is told to re-read', async () => {
      buildRelease(releasesDir, '1.1.0-b');
      await t.dataSource.transaction(async (manager) => {
        await addRelease(manager, {
          remote: 'adminUsers',
          releaseId: '1.1.0-b',
          version: '1.1.0',
          releasedBy: 'otra réplica',
          files: 3,
          size: 100,
          manifestUrl: entry('1.1.0-b'),
        });
        await switchLive(manager, 'adminUsers', '1.1.0-b', 'release');
      });
      expect(await liveEntry()).toBe(entry(null));
      await t.app.get(ReleasesService).refresh();
      expect(await liveEntry()).toBe(entry('1.1.0-b'));
    });

    it('records the release script’s switches through the API’s command line, audited', async () => {
      buildRelease(releasesDir, '1.2.0-c');
      // Another process: its own config object, so nothing it keeps in memory reaches the app.
      const cli = { ...t.config };
      const args = ['--remote', 'adminUsers', '--id', '1.2.0-c', '--version', '1.2.0'];
      expect(
        await releaseCommand(
          'release-record',
          [...args, '--released-by', 'CI de usuarios'],
          t.dataSource,
          cli,
        ),
      ).toBe('adminUsers now runs 1.2.0-c');
      await t.app.get(ReleasesService).refresh();
      expect(await liveEntry()).toBe(entry('1.2.0-c'));
      const audit = await admin.get('/api/audit?entity=release');
      expect(audit.body.data[0]).toMatchObject({
        actor_name: null,
        changes: { live: { before: '1.1.0-b', after: '1.2.0-c' } },
        details: { switch: 'release', via: 'cli', released_by: 'CI de usuarios' },
      });
      expect(
        await releaseCommand('release-rollback', ['--remote', 'adminUsers'], t.dataSource, cli),
      ).toBe('adminUsers now runs 1.1.0-b');
      await expect(
        releaseCommand(
          'release-record',
          ['--remote', 'adminUsers', '--id', '9.9.9-none', '--version', '9'],
          t.dataSource,
          cli,
        ),
      ).rejects.toThrow(/release_files_missing|not in place/);
    });

    it('keeps the files of the newest five releases and the live one’s previous, and removes older ones', async () => {
      const folders = () =>
        fs
          .readdirSync(path.join(releasesDir, 'admin-users'), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort();
      const ids = ['2.0.0-a', '2.0.0-b', '2.0.0-c', '2.0.0-d', '2.0.0-e', '2.0.0-f', '2.0.0-g'];
      for (const id of ids) {
        buildRelease(releasesDir, id);
        const res = await admin.post('/api/releases', {
          remote: 'adminUsers',
          id,
          version: '2.0.0',
        });
        expect(res.status).toBe(200);
      }
      const live = adminUsers((await admin.get('/api/releases')).body);
      expect(live.live).toBe('2.0.0-g');
      // The newest five (c … g) stay; b, and every older release (1.x), are history only.
      expect(folders()).toEqual(['2.0.0-c', '2.0.0-d', '2.0.0-e', '2.0.0-f', '2.0.0-g']);
      expect(
        live.releases
          .filter((r) => !r.available)
          .map((r) => r.id)
          .sort(),
      ).toEqual(expect.arrayContaining(['1.0.0-a', '1.2.0-c', '2.0.0-a', '2.0.0-b']));
      // A rollback returns to f, whose files are kept.
      const back = await admin.post('/api/releases/adminUsers/rollback');
      expect(adminUsers(back.body).live).toBe('2.0.0-f');
    });
  });
  describe('a fleet with releases in object storage (RELEASES_DRIVER=s3)', () => {
    let t: TestApp;
    let admin: Client;
    let s3: TestS3Server;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-rel-s3-'));
    // The replica's own disk, empty at first, and the disk of the machine that built the release.
    const replicaDir = path.join(root, 'replica');
    const builtDir = path.join(root, 'built');
    const liveEntry = async () => {
      const res = await request(t.http).get('/remotes.config.json');
      return (res.body.remotes as { name: string; entry: string }[]).find(
        (r) => r.name === 'adminUsers',
      )?.entry;
    };

    beforeAll(async () => {
      s3 = await new TestS3Server().start();
      t = await startTestApp(dialect, {
        ...s3.env(),
        RELEASES_DIR: replicaDir,
        RELEASES_DRIVER: 's3',
      });
      await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
      admin = new Client(t.http);
      await admin.login('admin@bolsos.test');
    });
    afterAll(async () => {
      await t.close();
      await s3.stop();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('uploads a release from where it was built, and every replica serves it from its own copy', async () => {
      buildRelease(builtDir, '2.0.0-a');
      const cli = { ...t.config, releasesDir: builtDir };
      expect(
        await releaseCommand(
          'release-record',
          ['--remote', 'adminUsers', '--id', '2.0.0-a', '--version', '2.0.0'],
          t.dataSource,
          cli,
        ),
      ).toBe('adminUsers now runs 2.0.0-a');
      expect(fs.existsSync(path.join(replicaDir, 'admin-users', '2.0.0-a'))).toBe(false);
      await t.app.get(ReleasesService).refresh();
      expect(await liveEntry()).toBe(entry('2.0.0-a'));
      const chunk = await request(t.http).get(
        '/mfe/admin-users/releases/2.0.0-a/static/js/admin-users.js',
      );
      expect(chunk.status).toBe(200);
      expect(chunk.text).toBe("var adminUsers = '2.0.0-a';");
      expect(chunk.headers['cache-control']).toContain('immutable');
      const remote = adminUsers((await admin.get('/api/releases')).body);
      expect(remote.releases[0]).toMatchObject({
        id: '2.0.0-a',
        files: 3,
        available: true,
        status: 'live',
      });
      expect(remote.releases[0].size).toBe(
        fs
          .readdirSync(path.join(builtDir, 'admin-users', '2.0.0-a'), { recursive: true })
          .map((file) => path.join(builtDir, 'admin-users', '2.0.0-a', String(file)))
          .filter((file) => fs.statSync(file).isFile())
          .reduce((sum, file) => sum + fs.statSync(file).size, 0),
      );
    });

    it('records through the API only a release that is whole in the bucket', async () => {
      buildRelease(replicaDir, '2.1.0-local');
      // On this replica's disk but never uploaded: the other replicas could not serve it.
      const refused = await admin.post('/api/releases', {
        remote: 'adminUsers',
        id: '2.1.0-local',
        version: '2.1.0',
      });
      expect(refused.status).toBe(422);
      expect(await liveEntry()).toBe(entry('2.0.0-a'));
    });

    it('rolls back and promotes releases kept in the bucket', async () => {
      expect(adminUsers((await admin.post('/api/releases/adminUsers/rollback')).body).live).toBe(
        null,
      );
      expect(await liveEntry()).toBe(entry(null));
      // A replica's copy may go (a new disk): it is fetched again before it is served.
      fs.rmSync(path.join(replicaDir, 'admin-users', '2.0.0-a'), { recursive: true });
      const promoted = await admin.post('/api/releases/adminUsers/promote', { id: '2.0.0-a' });
      expect(adminUsers(promoted.body).live).toBe('2.0.0-a');
      expect(await liveEntry()).toBe(entry('2.0.0-a'));
      expect(
        fs.existsSync(path.join(replicaDir, 'admin-users', '2.0.0-a', 'mf-manifest.json')),
      ).toBe(true);
    });

    it('keeps on each replica only the copies of the releases kept, as one server keeps its folders', async () => {
      const ids = ['3.0.0-a', '3.0.0-b', '3.0.0-c', '3.0.0-d', '3.0.0-e', '3.0.0-f', '3.0.0-g'];
      const cli = { ...t.config, releasesDir: builtDir };
      for (const id of ids) {
        buildRelease(builtDir, id);
        await releaseCommand(
          'release-record',
          ['--remote', 'adminUsers', '--id', id, '--version', '3.0.0'],
          t.dataSource,
          cli,
        );
        // The switch as another replica hears it: copied here, then served.
        await t.app.get(ReleasesService).refresh();
        expect(await liveEntry()).toBe(entry(id));
      }
      // The newest five stay; 3.0.0-a, 3.0.0-b and 2.0.0-a (copied when it was live) go. A
      // folder that is no release of record (2.1.0-local, refused above) is not this rule's.
      expect(
        fs
          .readdirSync(path.join(replicaDir, 'admin-users'), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort(),
      ).toEqual(['2.1.0-local', '3.0.0-c', '3.0.0-d', '3.0.0-e', '3.0.0-f', '3.0.0-g']);
      // Every release stays in the bucket: an old one comes back when promoted.
      const promoted = await admin.post('/api/releases/adminUsers/promote', { id: '3.0.0-a' });
      expect(adminUsers(promoted.body).live).toBe('3.0.0-a');
      const chunk = await request(t.http).get(
        '/mfe/admin-users/releases/3.0.0-a/static/js/admin-users.js',
      );
      expect(chunk.text).toBe("var adminUsers = '3.0.0-a';");
    });
  });
  describe('the release command with docs/releasing.md’s fleet settings (STORAGE_DRIVER=s3, no RELEASES_DRIVER)', () => {
    let t: TestApp;
    let s3: TestS3Server;
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-rel-cmd-'));
    const builtDir = path.join(root, 'built');
    const liveEntry = async () => {
      const res = await request(t.http).get('/remotes.config.json');
      return (res.body.remotes as { name: string; entry: string }[]).find(
        (r) => r.name === 'adminUsers',
      )?.entry;
    };
    /** What docs/releasing.md has set where the command runs: the replicas' database and bucket. */
    let settings: Record<string, string>;

    beforeAll(async () => {
      s3 = await new TestS3Server().start();
      // A replica set up the same way: it reads releases from the bucket (RELEASES_DRIVER's
      // default with STORAGE_DRIVER=s3) into a disk of its own.
      t = await startTestApp(dialect, { ...s3.env(), RELEASES_DIR: path.join(root, 'replica') });
      const db = t.config.database;
      settings = {
        ...s3.env(),
        DATABASE_URL: db.type === 'sqlite' ? `sqlite:${db.file}` : db.url,
        RELEASES_DIR: builtDir,
        RELEASED_BY: 'Equipo Usuarios',
      };
      expect(settings).not.toHaveProperty('RELEASES_DRIVER');
    });
    afterAll(async () => {
      await t.close();
      await s3.stop();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('releases to the bucket and the database the replicas read, and rolls back there (issue 44)', async () => {
      const released = await releaseCommandLine(['release', 'admin-users'], settings);
      expect([released.code, released.stderr]).toEqual([0, '']);
      const id = /Released adminUsers (\S+) /.exec(released.stdout)?.[1] as string;
      expect(released.stdout).toMatch(/for the fleet \(RELEASES_DRIVER=s3, /);
      // Whole in the bucket (its list written last), recorded, and served by the replica.
      expect(await s3.keys()).toEqual(
        expect.arrayContaining([
          `releases/admin-users/${id}.files.json`,
          `releases/admin-users/${id}/mf-manifest.json`,
          `releases/admin-users/${id}/static/js/routes.js`,
        ]),
      );
      await t.app.get(ReleasesService).refresh();
      expect(await liveEntry()).toBe(entry(id));
      const chunk = await request(t.http).get(
        `/mfe/admin-users/releases/${id}/static/js/routes.js`,
      );
      expect(chunk.text).toBe(`var release = '${id}';`);
      const admin = new Client(t.http);
      await t.createUser({ email: 'cmd@bolsos.test', roles: ['admin'], name: 'Ana' });
      await admin.login('cmd@bolsos.test');
      expect(adminUsers((await admin.get('/api/releases')).body)).toMatchObject({
        live: id,
        releases: [{ id, released_by: 'Equipo Usuarios', status: 'live' }],
      });
      // No one-server switch on the machine that built it: no file a replica would never read.
      expect(fs.existsSync(path.join(builtDir, 'remotes.config.json'))).toBe(false);
      expect(fs.existsSync(path.join(builtDir, 'admin-users', 'history.json'))).toBe(false);

      const rolledBack = await releaseCommandLine(['rollback', 'adminUsers'], settings);
      expect([rolledBack.code, rolledBack.stderr]).toEqual([0, '']);
      expect(rolledBack.stdout).toMatch(/Rolled back adminUsers for the fleet/);
      await t.app.get(ReleasesService).refresh();
      expect(await liveEntry()).toBe(entry(null));
      const again = await releaseCommandLine(['rollback', 'adminUsers'], settings);
      expect(again.code).toBe(2);
      expect(again.stderr).toMatch(/did not roll adminUsers back/);
      // Nine processes started one after the other (each command asks the API's command line).
    }, 180_000);

    it('fails, saying why, when the fleet cannot be reached, and leaves nothing behind', async () => {
      const closed = await freePort();
      const unreachable = {
        ...settings,
        DATABASE_URL: `mysql://bolsos:secret@127.0.0.1:${closed}/bolsos`,
      };
      const before = fs.readdirSync(path.join(builtDir, 'admin-users'));
      const res = await releaseCommandLine(['release', 'adminUsers'], unreachable);
      expect(res.code).toBe(2);
      expect(res.stdout).not.toMatch(/Released/);
      expect(res.stderr).toMatch(
        new RegExp(
          `^release: adminUsers \\S+ did not reach the fleet \\(RELEASES_DRIVER=s3, database mysql://127\\.0\\.0\\.1:${closed}/bolsos, bucket ${s3.bucket} at ${s3.endpoint.replace(/\./g, '\\.')}\\), so no replica serves it: cannot open the database mysql://127\\.0\\.0\\.1:${closed}/bolsos: .*ECONNREFUSED.*Nothing was changed\\.`,
        ),
      );
      expect(res.stderr).not.toMatch(/secret/);
      expect(fs.readdirSync(path.join(builtDir, 'admin-users'))).toEqual(before);
      // A bucket that cannot be reached: refused the same way, nothing recorded.
      const noBucket = await releaseCommandLine(['release', 'adminUsers'], {
        ...settings,
        ...s3.env(`http://127.0.0.1:${closed}`),
      });
      expect(noBucket.code).toBe(2);
      expect(noBucket.stderr).toMatch(
        /did not reach the fleet .*, so no replica serves it: cannot upload \S+ to the bucket /,
      );
      expect(fs.readdirSync(path.join(builtDir, 'admin-users'))).toEqual(before);
      await t.app.get(ReleasesService).refresh();
      expect(await liveEntry()).toBe(entry(null));
    }, 180_000);

    it('records a switch when Redis cannot be told, and says so instead of waiting for ever', async () => {
      const closed = await freePort();
      buildRelease(builtDir, '5.0.0-redis');
      // The command line's own settings, with the replicas' Redis out of reach.
      const cli = {
        ...t.config,
        releasesDir: builtDir,
        session: {
          ...t.config.session,
          store: 'redis' as const,
          redisUrl: `redis://127.0.0.1:${closed}`,
        },
      };
      const said = await releaseCommand(
        'release-record',
        ['--remote', 'adminUsers', '--id', '5.0.0-redis', '--version', '5.0.0'],
        t.dataSource,
        cli,
      );
      expect(said).toMatch(
        new RegExp(
          `^adminUsers now runs 5\\.0\\.0-redis \\(recorded; Redis at redis://127\\.0\\.0\\.1:${closed} could not be told \\(.+\\), so replicas take it up within 5 s\\)$`,
        ),
      );
      // What every replica's look at the database every 5 s does.
      await t.app.get(ReleasesService).refresh();
      expect(await liveEntry()).toBe(entry('5.0.0-redis'));
    });
  });
});
