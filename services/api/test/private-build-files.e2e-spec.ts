import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DIALECTS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

const RELEASE = '0.1.0-20261124t100000000z';
const SECRET = '/* server bundle: must never leave the server */';
// Above the compression threshold, so the compressed copies are tried as well as express.static.
const body = (text: string) => `${text}\n${'// padding\n'.repeat(200)}`;

/** Issue 27 §2: private build files stay private however their path is spelled. */
describe.each(DIALECTS)('private files of the front-end builds (%s)', (dialect) => {
  let t: TestApp;
  let origin: string;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-private-'));
  const webRoot = path.join(root, 'web');
  const releasesDir = path.join(root, 'releases');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };

  beforeAll(async () => {
    const shell = path.join(webRoot, 'shell', 'dist');
    write(path.join(shell, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    write(path.join(shell, 'static', 'js', 'index.3f2a9c1d.js'), body('var shell;'));
    write(path.join(shell, 'static', 'js', 'index.3f2a9c1d.js.map'), body('{"version":3}'));
    write(path.join(shell, 'server', 'index.js'), body(SECRET));
    const storefront = path.join(webRoot, 'mfe-storefront', 'dist');
    write(path.join(storefront, 'mf-manifest.json'), body('{"name":"storefront"}'));
    write(path.join(storefront, 'static', 'js', 'storefront.js'), body('var storefront;'));
    write(path.join(storefront, 'static', 'js', 'storefront.js.map'), body('{"version":3}'));
    write(path.join(storefront, 'server', 'index.js'), body(SECRET));
    const release = path.join(releasesDir, 'storefront', RELEASE);
    write(path.join(release, 'mf-manifest.json'), body('{"name":"storefront"}'));
    write(path.join(release, 'static', 'js', 'storefront.js'), body('var released;'));
    write(path.join(release, 'static', 'js', 'storefront.js.map'), body('{"version":3}'));
    write(path.join(release, 'server', 'index.js'), body(SECRET));
    write(path.join(releasesDir, 'storefront', 'history.json'), body('{"releases":[]}'));
    t = await startTestApp(dialect, { WEB_ROOT: webRoot, RELEASES_DIR: releasesDir });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The path exactly as written: clients (and supertest's URL parsing) would tidy `//` and `.`. */
  const get = (rawPath: string, encoding: 'br' | 'identity') =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.get(
        `${origin}/`,
        { path: rawPath, headers: { Accept: '*/*', 'Accept-Encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
    });

  const expectNotServed = async (paths: string[]) => {
    for (const rawPath of paths) {
      for (const encoding of ['br', 'identity'] as const) {
        const res = await get(rawPath, encoding);
        expect([rawPath, encoding, res.status]).toEqual([rawPath, encoding, 404]);
        expect(res.text).not.toContain('server bundle');
        expect(res.text).not.toContain('"version":3');
      }
    }
  };

  it('serves the builds’ public files, compressed or not', async () => {
    for (const rawPath of [
      '/static/js/index.3f2a9c1d.js',
      '/mfe/storefront/mf-manifest.json',
      '/mfe/storefront/static/js/storefront.js',
      '/mfe/storefront/%73tatic/js/storefront.js',
      `/mfe/storefront/releases/${RELEASE}/static/js/storefront.js`,
      `/mfe/storefront/releases/${RELEASE}/mf-manifest.json`,
    ]) {
      for (const encoding of ['br', 'identity'] as const) {
        expect([rawPath, encoding, (await get(rawPath, encoding)).status]).toEqual([
          rawPath,
          encoding,
          200,
        ]);
      }
    }
  });

  it('never serves the shell’s or a remote’s server bundle, however the path is spelled', async () => {
    await expectNotServed([
      '/server/index.js',
      '/%73erver/index.js',
      '/%73%65%72%76%65%72/index.js',
      '//server/index.js',
      '/./server/index.js',
      '/static/../server/index.js',
      '/static/..%2fserver%2findex.js',
      '/static/%2e%2e/server/index.js',
      '/static/%2e%2e%2fserver%2findex.js',
      '/static/js/%2e%2e/%2e%2e/server/index.js',
      '/server%2findex.js',
      '/server/./index.js',
      '/mfe/storefront/server/index.js',
      '/mfe/storefront/%73erver/index.js',
      '/mfe/storefront//server/index.js',
      '/mfe/storefront/./server/index.js',
      '/mfe/storefront/static/..%2fserver%2findex.js',
      '/mfe/storefront/static/%2e%2e/server/index.js',
      '/mfe/%73torefront/server/index.js',
      '//mfe/storefront/server/index.js',
      '/mfe/./storefront/server/index.js',
    ]);
  });

  it('never serves source maps', async () => {
    await expectNotServed([
      '/static/js/index.3f2a9c1d.js.map',
      '/static/js/index.3f2a9c1d.js.%6dap',
      '/static/js/index.3f2a9c1d.js.MAP',
      '/mfe/storefront/static/js/storefront.js.map',
      `/mfe/storefront/releases/${RELEASE}/static/js/storefront.js.map`,
    ]);
  });

  it('never serves a release’s server bundle or the releases’ history', async () => {
    const base = '/mfe/storefront/releases';
    await expectNotServed([
      `${base}/${RELEASE}/server/index.js`,
      `${base}/${RELEASE}/%73erver/index.js`,
      `${base}/${RELEASE}//server/index.js`,
      `${base}/${RELEASE}/./server/index.js`,
      `${base}/${RELEASE}/static/..%2fserver%2findex.js`,
      `${base}/${RELEASE}/static/%2e%2e/server/index.js`,
      `${base}/history.json`,
      `${base}/%68istory.json`,
      `${base}//history.json`,
      `${base}/./history.json`,
      `${base}/${RELEASE}/..%2fhistory.json`,
      `${base}/${RELEASE}/%2e%2e/history.json`,
    ]);
  });

  it('answers a path that does not decode with a 404', async () => {
    await expectNotServed(['/static/js/%E0%A4%A.js', '/mfe/storefront/%zz.js', '/%c0%af.js']);
  });
});

/**
 * Issue 44 §5: Module Federation's mf-stats.json lists every shared library and its version; no
 * browser needs it (the runtime reads mf-manifest.json), so production serves it only when
 * PUBLISH_BUILD_STATS=true. What the browser does need stays served.
 */
describe.each(DIALECTS)('build statistics in production (%s)', (dialect) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-stats-'));
  const webRoot = path.join(root, 'web');
  const releasesDir = path.join(root, 'releases');
  const STATS = body('{"shared":[{"name":"react","version":"19.2.0"}],"commit":"4b3ae94"}');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const apps: Record<'hidden' | 'published', { t: TestApp; origin: string }> = {} as never;
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'build-stats-secret-0123456789abcdef',
    APP_URL: 'https://bolsos.test',
    SHUTDOWN_GRACE_MS: '0',
    LOG_FORMAT: 'text',
    WEB_ROOT: webRoot,
    RELEASES_DIR: releasesDir,
  };

  beforeAll(async () => {
    const shell = path.join(webRoot, 'shell', 'dist');
    write(path.join(shell, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    write(path.join(shell, 'mf-stats.json'), STATS);
    write(path.join(shell, 'builds', 'latest.json'), '{"version":"0.1.0+1a2b3c4d","builtAt":"x"}');
    for (const dir of [
      path.join(webRoot, 'mfe-storefront', 'dist'),
      path.join(releasesDir, 'storefront', RELEASE),
    ]) {
      write(path.join(dir, 'mf-manifest.json'), body('{"name":"storefront"}'));
      write(path.join(dir, 'mf-stats.json'), STATS);
      write(path.join(dir, 'builds', 'latest.json'), '{"version":"0.1.0+5e6f7a8b"}');
    }
    for (const [name, env] of [
      ['hidden', {}],
      ['published', { PUBLISH_BUILD_STATS: 'true' }],
    ] as const) {
      const t = await startTestApp(dialect, { ...production, ...env });
      await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
      apps[name] = { t, origin: `http://127.0.0.1:${(t.http.address() as AddressInfo).port}` };
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map(({ t }) => t.close()));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (origin: string, rawPath: string, encoding: 'br' | 'identity') =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.get(
        `${origin}/`,
        { path: rawPath, headers: { Accept: '*/*', 'Accept-Encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
    });
  const statsPaths = [
    '/mf-stats.json',
    '/%6Df-stats.json',
    '/mfe/storefront/mf-stats.json',
    '/mfe/storefront//mf-stats.json',
    '/mfe/storefront/static/..%2fmf-stats.json',
    `/mfe/storefront/releases/${RELEASE}/mf-stats.json`,
    `/mfe/storefront/releases/${RELEASE}/%6Df-stats.json`,
  ];
  /** Each path's status for both encodings; ` stats` when the plain answer is the stats file. */
  const statuses = async (origin: string, paths: string[]) => {
    const seen: string[] = [];
    for (const rawPath of paths)
      for (const encoding of ['br', 'identity'] as const) {
        const res = await get(origin, rawPath, encoding);
        const stats = encoding === 'identity' && res.text.includes('19.2.0') ? ' stats' : '';
        seen.push(`${rawPath} ${encoding} ${res.status}${stats}`);
      }
    return seen;
  };
  const all = (paths: string[], status: string, plain = status) =>
    paths.flatMap((p) => [`${p} br ${status}`, `${p} identity ${plain}`]);

  it('never serves mf-stats.json unless PUBLISH_BUILD_STATS=true, however the path is spelled', async () => {
    expect(apps.hidden.t.config.publishBuildStats).toBe(false);
    expect(await statuses(apps.hidden.origin, statsPaths)).toEqual(all(statsPaths, '404'));
    // Asked for, the file is served (the spellings that send would refuse aside).
    const real = statsPaths.filter((p) => !p.includes('..'));
    expect(await statuses(apps.published.origin, real)).toEqual(all(real, '200', '200 stats'));
  });

  it('still serves what the browser needs: the manifests and the version files', async () => {
    const needed = [
      '/builds/latest.json',
      '/mfe/storefront/mf-manifest.json',
      '/mfe/storefront/builds/latest.json',
      `/mfe/storefront/releases/${RELEASE}/mf-manifest.json`,
      `/mfe/storefront/releases/${RELEASE}/builds/latest.json`,
    ];
    expect(await statuses(apps.hidden.origin, needed)).toEqual(all(needed, '200'));
  });
});
