import {
  RELEASES_API,
  type ReleaseFile,
  type ReleasesOverview,
  type RemoteReleases,
} from '@bolsos/contracts';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ReleaseToken } from '../src/releases/tokens/entities/release-token.entity';
import { releaseTokenCommand } from '../src/releases/tokens/release-token-cli';
import { ReleasesService } from '../src/releases/releases.service';
import { DIALECTS } from './support/databases';
import { TestS3Server } from './support/s3-server';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 32 §5: a team's pipeline releases through the API with a release token of its own (no
 * admin password, no database credentials). The token opens the releases routes and nothing
 * else, and never lets a browser session skip its CSRF check.
 */
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

function buildRelease(releasesDir: string, id: string) {
  const dir = path.join(releasesDir, 'admin-users', id);
  write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'adminUsers', id }));
  write(path.join(dir, 'static', 'js', 'admin-users.js'), `var adminUsers = '${id}';`);
}

const adminUsers = (body: ReleasesOverview): RemoteReleases =>
  body.remotes.find((r) => r.remote === 'adminUsers') as RemoteReleases;

/** The files of a build folder, as the CLI lists them. */
function filesOf(dir: string): ReleaseFile[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return {
        path: path.relative(dir, full).split(path.sep).join('/'),
        size: fs.statSync(full).size,
      };
    });
}

const tokenIn = (output: string) => /bolsos_rt_[A-Za-z0-9_-]{43}/.exec(output)?.[0] as string;

let address = 0;

describe.each(DIALECTS)('release tokens (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let token: string;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-rel-tok-'));
  const releasesDir = path.join(root, 'releases');

  /** A pipeline's request: no cookies, the token in Authorization, its own address. */
  const bearer = (
    method: 'get' | 'post',
    url: string,
    /** null: no Authorization header */
    secret: string | null = token,
    ip = `192.0.2.${++address % 250}`,
  ) => {
    const test = request(t.http)[method](url).set('X-Forwarded-For', ip);
    if (secret !== null) test.set('Authorization', `Bearer ${secret}`);
    return test.set('Accept', 'application/json');
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { RELEASES_DIR: releasesDir });
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates a token once on the command line, keeping only its SHA-256', async () => {
    const created = await releaseTokenCommand(['create', '--name', 'Team Users'], t.dataSource);
    token = tokenIn(created);
    expect(token).toBeDefined();
    const rows = await t.dataSource.getRepository(ReleaseToken).find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Team Users',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      lastUsedAt: null,
      revokedAt: null,
    });
    // A working token's name is taken.
    await expect(
      releaseTokenCommand(['create', '--name', 'Team Users'], t.dataSource),
    ).rejects.toThrow(/revoke it first/);
    const listed = await releaseTokenCommand(['list'], t.dataSource);
    expect(listed).toContain('Team Users');
    expect(listed).not.toContain(token);
    expect(listed).not.toContain('bolsos_rt_');
  });

  it('releases, starts a canary, promotes it and rolls back with the token alone (no CSRF header)', async () => {
    const listed = await bearer('get', '/api/releases');
    expect(listed.status).toBe(200);
    buildRelease(releasesDir, '1.0.0-a');
    const released = await bearer('post', '/api/releases').send({
      remote: 'adminUsers',
      id: '1.0.0-a',
      version: '1.0.0',
    });
    expect(released.status).toBe(200);
    expect(adminUsers(released.body).live).toBe('1.0.0-a');
    buildRelease(releasesDir, '1.1.0-b');
    const canary = await bearer('post', '/api/releases').send({
      remote: 'adminUsers',
      id: '1.1.0-b',
      version: '1.1.0',
      share: 10,
    });
    expect(canary.status).toBe(200);
    expect(adminUsers(canary.body).canary).toBe('1.1.0-b');
    const promoted = await bearer('post', '/api/releases/adminUsers/promote').send({
      id: '1.1.0-b',
    });
    expect(adminUsers(promoted.body)).toMatchObject({ live: '1.1.0-b', canary: null });
    const rolledBack = await bearer('post', '/api/releases/adminUsers/rollback');
    expect(rolledBack.status).toBe(200);
    expect(adminUsers(rolledBack.body).live).toBe('1.0.0-a');

    const audit = await admin.get('/api/audit?entity=release');
    const entries = audit.body.data as { actor_id: number | null; actor_name: string | null }[];
    expect(entries.slice(0, 4).map((e) => [e.actor_id, e.actor_name])).toEqual(
      Array.from({ length: 4 }, () => [null, 'Release token: Team Users']),
    );
    const row = await t.dataSource.getRepository(ReleaseToken).findOneOrFail({ where: {} });
    expect(row.lastUsedAt).not.toBeNull();
    expect(Date.now() - (row.lastUsedAt as Date).getTime()).toBeLessThan(60_000);
  });

  it('refuses no token, a wrong one and a malformed one with 401', async () => {
    expect((await bearer('get', '/api/releases', null)).status).toBe(401);
    const wrong = `bolsos_rt_${'A'.repeat(43)}`;
    expect((await bearer('get', '/api/releases', wrong)).status).toBe(401);
    expect((await bearer('post', '/api/releases/adminUsers/rollback', wrong)).status).toBe(401);
    expect((await bearer('get', '/api/releases', 'not a token')).status).toBe(401);
    expect((await bearer('get', '/api/releases', '')).status).toBe(401);
  });

  it('opens no other route: a token on /api/users or /api/audit is 401', async () => {
    expect((await bearer('get', '/api/users')).status).toBe(401);
    expect((await bearer('get', '/api/audit')).status).toBe(401);
  });

  it('never lets a session skip CSRF, nor its roles, by adding a token', async () => {
    // An admin's session with a valid token beside it but no XSRF header: still a forgery.
    const forged = await admin
      .raw('post', '/api/releases/adminUsers/rollback')
      .set('Accept', 'application/json')
      .set('Authorization', `Bearer ${token}`);
    expect(forged.status).toBe(419);
    // A manager's session is the manager's, whatever token it carries.
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Max' });
    const manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
    const listed = await manager
      .raw('get', '/api/releases')
      .set('Accept', 'application/json')
      .set('Authorization', `Bearer ${token}`);
    expect(listed.status).toBe(403);
  });

  it('counts wrong tokens per address like failed sign-ins: 429 past the limit', async () => {
    const ip = '198.51.100.7';
    const wrong = `bolsos_rt_${'B'.repeat(43)}`;
    for (let i = 0; i < 20; i++)
      expect((await bearer('get', '/api/releases', wrong, ip)).status).toBe(401);
    const limited = await bearer('get', '/api/releases', token, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by them.
    expect((await bearer('get', '/api/releases', token)).status).toBe(200);
  });

  it('revokes a token: refused from then on, listed as revoked, and its name can be given a new one', async () => {
    expect(await releaseTokenCommand(['revoke', '--name', 'Team Users'], t.dataSource)).toMatch(
      /revoked/,
    );
    expect((await bearer('get', '/api/releases')).status).toBe(401);
    const listed = await releaseTokenCommand(['list'], t.dataSource);
    const line = listed.split('\n').find((l) => l.startsWith('Team Users')) as string;
    expect(line.split('\t')[3]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await expect(
      releaseTokenCommand(['revoke', '--name', 'Team Users'], t.dataSource),
    ).rejects.toThrow(/No working release token/);
    const renewed = tokenIn(
      await releaseTokenCommand(['create', '--name', 'Team Users'], t.dataSource),
    );
    expect(renewed).not.toBe(token);
    expect((await bearer('get', '/api/releases', token)).status).toBe(401);
    expect((await bearer('get', '/api/releases', renewed)).status).toBe(200);
  });
});

describe.each(DIALECTS)(
  'releases uploaded through the API with a release token (%s)',
  (dialect) => {
    describe.each(['local', 's3'] as const)('RELEASES_DRIVER=%s', (driver) => {
      let t: TestApp;
      let admin: Client;
      let token: string;
      let s3: TestS3Server | undefined;
      const root = fs.mkdtempSync(path.join(os.tmpdir(), `bolsos-rel-up-${driver}-`));
      const serverDir = path.join(root, 'server');
      // Where the pipeline built it: not the server's disk.
      const builtDir = path.join(root, 'built');

      const call = (method: 'get' | 'post' | 'put', url: string) =>
        request(t.http)
          [method](url)
          .set('X-Forwarded-For', `203.0.113.${++address % 250}`)
          .set('Accept', 'application/json')
          .set('Authorization', `Bearer ${token}`);
      const put = (id: string, file: string, bytes: Buffer | string) =>
        call('put', `/api${RELEASES_API.file('adminUsers', id, file)}`)
          .set('Content-Type', 'application/octet-stream')
          .send(Buffer.from(bytes));
      const upload = async (id: string) => {
        const dir = path.join(builtDir, 'admin-users', id);
        for (const file of filesOf(dir))
          expect(
            (await put(id, file.path, fs.readFileSync(path.join(dir, file.path)))).status,
          ).toBe(204);
        return filesOf(dir);
      };
      const served = async (id: string) => {
        await t.app.get(ReleasesService).refresh();
        return request(t.http).get(`/mfe/admin-users/releases/${id}/static/js/admin-users.js`);
      };

      beforeAll(async () => {
        s3 = driver === 's3' ? await new TestS3Server().start() : undefined;
        t = await startTestApp(dialect, {
          ...(s3 ? { ...s3.env(), RELEASES_DRIVER: 's3' } : {}),
          RELEASES_DIR: serverDir,
        });
        await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
        admin = new Client(t.http);
        await admin.login('admin@bolsos.test');
        token = tokenIn(
          await releaseTokenCommand(['create', '--name', 'Team Users'], t.dataSource),
        );
      });
      afterAll(async () => {
        await t.close();
        await s3?.stop();
        fs.rmSync(root, { recursive: true, force: true });
      });

      it('uploads each file, records the release as a canary, promotes it and rolls back', async () => {
        buildRelease(builtDir, '3.0.0-a');
        const files = await upload('3.0.0-a');
        const released = await call('post', '/api/releases').send({
          remote: 'adminUsers',
          id: '3.0.0-a',
          version: '3.0.0',
          files,
        });
        expect(released.status).toBe(200);
        expect(adminUsers(released.body).releases[0]).toMatchObject({
          id: '3.0.0-a',
          files: 2,
          size: files.reduce((sum, f) => sum + f.size, 0),
          status: 'live',
        });
        const chunk = await served('3.0.0-a');
        expect(chunk.status).toBe(200);
        expect(chunk.text).toBe("var adminUsers = '3.0.0-a';");

        buildRelease(builtDir, '3.1.0-b');
        const canary = await call('post', '/api/releases').send({
          remote: 'adminUsers',
          id: '3.1.0-b',
          version: '3.1.0',
          share: 10,
          files: await upload('3.1.0-b'),
        });
        expect(adminUsers(canary.body)).toMatchObject({ live: '3.0.0-a', canary: '3.1.0-b' });
        const promoted = await call('post', '/api/releases/adminUsers/promote').send({
          id: '3.1.0-b',
        });
        expect(adminUsers(promoted.body)).toMatchObject({ live: '3.1.0-b', canary: null });
        expect((await served('3.1.0-b')).text).toBe("var adminUsers = '3.1.0-b';");
        const rolledBack = await call('post', '/api/releases/adminUsers/rollback');
        expect(adminUsers(rolledBack.body).live).toBe('3.0.0-a');

        const audit = await admin.get('/api/audit?entity=release');
        expect(
          (audit.body.data as { actor_name: string }[]).slice(0, 4).map((e) => e.actor_name),
        ).toEqual(Array.from({ length: 4 }, () => 'Release token: Team Users'));
      });

      it('refuses a path out of the release (422) and a recorded release’s files (409)', async () => {
        for (const bad of [
          '../escape.js',
          'static/../../escape.js',
          '/etc/passwd',
          'a\\b.js',
          '.env',
          'a b.js',
        ]) {
          const res = await put('3.9.0-bad', bad, 'x');
          expect([bad, res.status]).toEqual([bad, 422]);
          expect(res.body.errors.path).toHaveLength(1);
        }
        expect(fs.existsSync(path.join(serverDir, 'admin-users', 'escape.js'))).toBe(false);
        expect(fs.existsSync(path.join(root, 'escape.js'))).toBe(false);
        const again = await put('3.0.0-a', 'static/js/admin-users.js', 'var changed = 1;');
        expect(again.status).toBe(409);
        expect((await served('3.0.0-a')).text).toBe("var adminUsers = '3.0.0-a';");
        const json = await call('put', `/api${RELEASES_API.file('adminUsers', '3.9.0-c', 'a.js')}`)
          .set('Content-Type', 'application/json')
          .send('{}');
        expect(json.status).toBe(415);
      });

      it('refuses to record an incomplete upload (422), and records it once it is whole', async () => {
        buildRelease(builtDir, '4.0.0-c');
        const dir = path.join(builtDir, 'admin-users', '4.0.0-c');
        const files = filesOf(dir);
        const manifest = files.find((f) => f.path === 'mf-manifest.json') as ReleaseFile;
        expect(
          (await put('4.0.0-c', manifest.path, fs.readFileSync(path.join(dir, manifest.path))))
            .status,
        ).toBe(204);
        const refused = await call('post', '/api/releases').send({
          remote: 'adminUsers',
          id: '4.0.0-c',
          version: '4.0.0',
          files,
        });
        expect(refused.status).toBe(422);
        expect(refused.body.errors.files[0]).toContain('static/js/admin-users.js');
        expect(adminUsers((await admin.get('/api/releases')).body).live).toBe('3.0.0-a');
        // The rest arrives: now it is whole, and recorded.
        await upload('4.0.0-c');
        const recorded = await call('post', '/api/releases').send({
          remote: 'adminUsers',
          id: '4.0.0-c',
          version: '4.0.0',
          files,
        });
        expect(recorded.status).toBe(200);
        expect(adminUsers(recorded.body).live).toBe('4.0.0-c');
      });

      it('takes files up to 25 MiB: 413 beyond', async () => {
        const big = Buffer.alloc(25 * 1024 * 1024 + 1, 1);
        const res = await put('5.0.0-big', 'static/big.bin', big);
        expect(res.status).toBe(413);
      });
    });
  },
);
