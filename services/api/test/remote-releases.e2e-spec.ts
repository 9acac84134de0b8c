import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describeOn } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * What `npm run release` leaves on disk (scripts/releases.mjs) and how the site serves it: the
 * live remotes config the script renames into place, and immutable release folders.
 */
describeOn('sqlite')('serving remote releases', () => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-releases-'));
  const webRoot = path.join(root, 'web');
  const releasesDir = path.join(root, 'releases');
  const release = path.join(releasesDir, 'admin-users', '0.1.0-20261124t100000000z');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const liveConfig = path.join(releasesDir, 'remotes.config.json');
  const releasedEntry = '/mfe/admin-users/releases/0.1.0-20261124t100000000z/mf-manifest.json';

  beforeAll(async () => {
    write(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root">');
    write(path.join(webRoot, 'mfe-admin-users', 'dist', 'mf-manifest.json'), '{"v":"default"}');
    write(path.join(release, 'mf-manifest.json'), '{"v":"release"}');
    write(path.join(release, 'builds', 'latest.json'), '{"version":"r1"}');
    write(path.join(release, 'static', 'js', 'admin-users.js'), 'var adminUsers;');
    write(path.join(release, 'server', 'index.js'), 'module.exports = {};');
    write(path.join(releasesDir, 'admin-users', 'history.json'), '{"releases":[]}');
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot, RELEASES_DIR: releasesDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const config = async () => {
    const res = await request(t.http).get('/remotes.config.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    return Object.fromEntries(
      (res.body.remotes as { name: string; entry: string }[]).map((r) => [r.name, r.entry]),
    );
  };

  it('serves every default build until a release is switched in, then the released config', async () => {
    expect((await config()).adminUsers).toBe('/mfe/admin-users/mf-manifest.json');
    write(
      liveConfig,
      JSON.stringify({
        remotes: [
          { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' },
          { name: 'adminUsers', entry: releasedEntry, routes: '/admin/users' },
        ],
      }),
    );
    expect(await config()).toEqual({
      storefront: '/mfe/storefront/mf-manifest.json',
      adminUsers: releasedEntry,
    });
  });

  it('picks up a rollback (a new file renamed over the config) at once', async () => {
    const next = `${liveConfig}.next`;
    write(
      next,
      JSON.stringify({
        remotes: [
          {
            name: 'adminUsers',
            entry: '/mfe/admin-users/mf-manifest.json',
            routes: '/admin/users',
          },
        ],
      }),
    );
    // A different mtime, as a later write would have.
    fs.utimesSync(next, new Date(), new Date(Date.now() + 5000));
    fs.renameSync(next, liveConfig);
    expect((await config()).adminUsers).toBe('/mfe/admin-users/mf-manifest.json');
  });

  it('sends a release’s files as immutable, its manifest and version file as no-cache', async () => {
    const base = '/mfe/admin-users/releases/0.1.0-20261124t100000000z';
    const chunk = await request(t.http).get(`${base}/static/js/admin-users.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['mf-manifest.json', 'builds/latest.json']) {
      const res = await request(t.http).get(`${base}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await request(t.http).get(`${base}/mf-manifest.json`)).body).toEqual({ v: 'release' });
  });

  it('never serves a release’s server bundle, the history file or paths outside a release', async () => {
    const base = '/mfe/admin-users/releases';
    for (const url of [
      `${base}/0.1.0-20261124t100000000z/server/index.js`,
      `${base}/history.json`,
      `${base}/../../../releases/remotes.config.json`,
      `${base}/0.1.0-20261124t100000000z/nothing.js`,
    ]) {
      const res = await request(t.http).get(url).set('Accept', 'application/javascript');
      expect([url, res.status]).toEqual([url, 404]);
    }
  });

  it('lets REMOTES_CONFIG override the releases', async () => {
    const file = path.join(root, 'hand-made.json');
    write(
      file,
      JSON.stringify({
        remotes: [{ name: 'adminUsers', entry: 'https://cdn.test/u/mf-manifest.json' }],
      }),
    );
    const before = process.env.REMOTES_CONFIG;
    process.env.REMOTES_CONFIG = file;
    try {
      expect((await config()).adminUsers).toBe('https://cdn.test/u/mf-manifest.json');
    } finally {
      if (before === undefined) delete process.env.REMOTES_CONFIG;
      else process.env.REMOTES_CONFIG = before;
    }
  });
});
