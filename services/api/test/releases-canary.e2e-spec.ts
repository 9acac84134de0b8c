import {
  RELEASE_BUCKET_COOKIE,
  type ReleasesOverview,
  type RemoteRelease,
  type RemoteReleases,
} from '@bolsos/contracts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { ReleaseHealth } from '../src/releases/health/entities/release-health.entity';
import { ReleaseHealthNetwork } from '../src/releases/health/entities/release-health-network.entity';
import { ReleaseHealthService } from '../src/releases/health/release-health.service';
import { releaseCommand } from '../src/releases/release-cli';
import { abortCanary, addRelease, startCanary } from '../src/releases/release-ledger';
import { ReleasesService } from '../src/releases/releases.service';
import { DIALECTS } from './support/databases';
import { BrowserAt, confirmLoad, pageLoadToken, reportFailure } from './support/release-beacons';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 32 §3: canary releases. A release served to a share of visitors, each with a sticky
 * bucket cookie (0–99) that decides, alike, the remotes config their browser loads, the
 * storefront build the server renders their pages with and the page cache entry they get.
 */
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

/** A storefront build's manifest as Module Federation writes it (what page-assets.ts reads). */
const manifest = (publicPath: string, id: string) =>
  JSON.stringify({
    name: 'storefront',
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'routes',
        assets: { js: { sync: [`static/js/routes.${id}.js`] }, css: { sync: [] } },
      },
    ],
  });

/** A shell server bundle that says which storefront server bundle it was given. */
const SHELL_BUNDLE = `exports.render = async ({ url, remotes }) => ({
  html: '<main data-url="' + url + '">storefront:' +
    (remotes.storefront ? require(remotes.storefront).release : 'none') + '</main>',
});`;

function site(root: string) {
  const webRoot = path.join(root, 'web');
  write(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="es"><head><title>Bolsos</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  write(path.join(webRoot, 'shell', 'dist', 'server', 'index.js'), SHELL_BUNDLE);
  const dist = path.join(webRoot, 'mfe-storefront', 'dist');
  write(path.join(dist, 'mf-manifest.json'), manifest('/mfe/storefront/', 'default'));
  write(path.join(dist, 'server', 'index.js'), "exports.release = 'default';");
  return webRoot;
}

/** A storefront release folder as scripts/releases.mjs leaves it. */
function buildStorefront(releasesDir: string, id: string) {
  const dir = path.join(releasesDir, 'storefront', id);
  write(path.join(dir, 'mf-manifest.json'), manifest(`/mfe/storefront/releases/${id}/`, id));
  write(path.join(dir, 'builds', 'latest.json'), `{"version":"${id}"}`);
  write(path.join(dir, 'static', 'js', `routes.${id}.js`), `var storefront = '${id}';`);
  write(path.join(dir, 'server', 'index.js'), `exports.release = '${id}';`);
}

const entry = (id: string | null) =>
  id ? `/mfe/storefront/releases/${id}/mf-manifest.json` : '/mfe/storefront/mf-manifest.json';
const cookie = (bucket: number | string) => `${RELEASE_BUCKET_COOKIE}=${bucket}`;
/** The bucket a Set-Cookie header gives, else null. */
const givenBucket = (res: request.Response): number | null => {
  const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const set = header.find((line) => line.startsWith(`${RELEASE_BUCKET_COOKIE}=`));
  return set ? Number(/=(\d+)/.exec(set)?.[1]) : null;
};
const storefront = (body: ReleasesOverview): RemoteReleases =>
  body.remotes.find((r) => r.remote === 'storefront') as RemoteReleases;
const release = (body: ReleasesOverview, id: string): RemoteRelease | undefined =>
  storefront(body).releases.find((r) => r.id === id);

describe.each(DIALECTS)('canary releases (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-canary-'));
  const releasesDir = path.join(root, 'releases');
  const webRoot = site(root);

  const config = (bucket?: number | string) => {
    const req = request(t.http).get('/remotes.config.json');
    return bucket === undefined ? req : req.set('Cookie', cookie(bucket));
  };
  const configEntry = (res: request.Response) =>
    (res.body.remotes as { name: string; entry: string }[]).find((r) => r.name === 'storefront')
      ?.entry;
  const page = (url: string, bucket?: number | string) => {
    const req = request(t.http).get(url).set('Accept', 'text/html');
    return bucket === undefined ? req : req.set('Cookie', cookie(bucket));
  };
  /** The storefront manifests a page's HTML names (its preloads) and the build it rendered with. */
  const pageRelease = (res: request.Response) => ({
    manifests: [...new Set(res.text.match(/\/mfe\/storefront\/[0-9a-z./-]*mf-manifest\.json/g))],
    rendered: /storefront:([0-9a-z.-]+)/.exec(res.text)?.[1],
  });
  const rendered = (res: request.Response) => res.headers['server-timing'] !== undefined;
  const auditEntries = async () =>
    (await admin.get('/api/audit?entity=release')).body.data as {
      changes: Record<string, { before: unknown; after: unknown }>;
      details: Record<string, string>;
      actor_name: string | null;
    }[];

  beforeAll(async () => {
    t = await startTestApp(dialect, { WEB_ROOT: webRoot, RELEASES_DIR: releasesDir });
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Max' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
    for (const id of ['1.0.0-a', '1.1.0-b', '1.2.0-c', '1.3.0-d']) buildStorefront(releasesDir, id);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sets no bucket cookie while no canary runs: the config and pages are everyone’s', async () => {
    const live = await admin.post('/api/releases', {
      remote: 'storefront',
      id: '1.0.0-a',
      version: '1.0.0',
    });
    expect(live.status).toBe(200);
    expect(storefront(live.body)).toMatchObject({ live: '1.0.0-a', canary: null });
    const res = await config();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(configEntry(res)).toBe(entry('1.0.0-a'));
    const html = await page('/en');
    expect(html.status).toBe(200);
    expect(html.headers['set-cookie']).toBeUndefined();
    expect(html.headers['cache-control']).toMatch(/^public/);
    expect(pageRelease(html)).toEqual({ manifests: [entry('1.0.0-a')], rendered: '1.0.0-a' });
  });

  it('records a release with a share below 100 as the canary, beside the live one, audited', async () => {
    const res = await admin.post('/api/releases', {
      remote: 'storefront',
      id: '1.1.0-b',
      version: '1.1.0',
      share: 10,
      released_by: 'pipeline de la tienda',
    });
    expect(res.status).toBe(200);
    expect(storefront(res.body)).toMatchObject({ live: '1.0.0-a', canary: '1.1.0-b' });
    expect(release(res.body, '1.1.0-b')).toMatchObject({
      status: 'canary',
      share: 10,
      previous: '1.0.0-a',
      released_by: 'pipeline de la tienda',
      aborted_by: null,
      loads: 0,
      failures: 0,
    });
    expect(release(res.body, '1.0.0-a')).toMatchObject({ status: 'live', share: 100 });
    // On one server the live config file is the live release's, whoever is in the canary.
    const file = JSON.parse(fs.readFileSync(path.join(releasesDir, 'remotes.config.json'), 'utf8'));
    expect(file.remotes.find((r: { name: string }) => r.name === 'storefront').entry).toBe(
      entry('1.0.0-a'),
    );
    expect((await auditEntries())[0]).toMatchObject({
      actor_name: 'Ana Admin',
      changes: { canary: { before: null, after: '1.1.0-b' }, share: { before: 0, after: 10 } },
      details: {
        remote: 'storefront',
        switch: 'canary',
        via: 'api',
        release: '1.1.0-b',
        released_by: 'pipeline de la tienda',
      },
    });
  });

  it('answers the remotes config per bucket: below the share the canary, else the live release', async () => {
    for (const [bucket, id] of [
      [0, '1.1.0-b'],
      [9, '1.1.0-b'],
      [10, '1.0.0-a'],
      [99, '1.0.0-a'],
    ] as const) {
      const res = await config(bucket);
      expect([bucket, configEntry(res)]).toEqual([bucket, entry(id)]);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
    }
    // A visitor without a valid bucket is given one, and the answer is that bucket's.
    const seen = new Set<boolean>();
    for (const sent of [undefined, 'x', '100', '-1', '7.5']) {
      for (let i = 0; i < 12; i++) {
        const res = await config(sent);
        const bucket = givenBucket(res);
        expect(bucket).not.toBeNull();
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(100);
        expect(configEntry(res)).toBe(entry((bucket as number) < 10 ? '1.1.0-b' : '1.0.0-a'));
        expect(res.headers['cache-control']).toBe('private, no-cache');
        const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join();
        expect(header).toMatch(/Max-Age=31536000/);
        expect(header).toMatch(/Path=\//);
        expect(header).toMatch(/SameSite=Lax/);
        expect(header).toMatch(/HttpOnly/);
        seen.add((bucket as number) < 10);
      }
    }
    // 60 visitors at 10 %: the chance none or all of them land in the canary is negligible.
    expect(seen.size).toBe(2);
  });

  it('renders each page with the release the visitor’s bucket gets, and names that build’s files', async () => {
    for (const [bucket, id] of [
      [3, '1.1.0-b'],
      [50, '1.0.0-a'],
    ] as const) {
      for (const url of ['/en', '/en/products/backpacks']) {
        const html = await page(url, bucket);
        expect(html.status).toBe(200);
        expect([url, bucket, pageRelease(html)]).toEqual([
          url,
          bucket,
          { manifests: [entry(id)], rendered: id },
        ]);
        // What the browser then loads for the same cookie is what the page names.
        expect(configEntry(await config(bucket))).toBe(entry(id));
        expect(html.headers['set-cookie']).toBeUndefined();
        expect(html.headers.vary).toMatch(/Cookie/);
      }
    }
    // A first visit: the page of the bucket the answer sets, from the cache or rendered.
    for (let i = 0; i < 20; i++) {
      const html = await page(i % 2 ? '/en' : '/en/products/backpacks');
      const bucket = givenBucket(html);
      expect(bucket).not.toBeNull();
      const id = (bucket as number) < 10 ? '1.1.0-b' : '1.0.0-a';
      expect(pageRelease(html)).toEqual({ manifests: [entry(id)], rendered: id });
      expect(html.headers['cache-control']).toBe('private, no-cache');
      expect(configEntry(await config(bucket as number))).toBe(entry(id));
    }
  });

  it('keeps one cached page per variant and never serves one variant’s page to the other', async () => {
    const first = {
      canary: await page('/en/products/tote-bags', 1),
      live: await page('/en/products/tote-bags', 80),
    };
    expect(rendered(first.canary)).toBe(true);
    expect(rendered(first.live)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const canary = await page('/en/products/tote-bags', 5);
      const live = await page('/en/products/tote-bags', 42);
      expect(rendered(canary)).toBe(false);
      expect(rendered(live)).toBe(false);
      expect(canary.text).toBe(first.canary.text);
      expect(live.text).toBe(first.live.text);
      expect(pageRelease(canary).rendered).toBe('1.1.0-b');
      expect(pageRelease(live).rendered).toBe('1.0.0-a');
    }
    // A validator from one variant is no 304 for the other.
    const other = await page('/en/products/tote-bags', 42).set(
      'If-None-Match',
      first.canary.headers.etag,
    );
    expect(other.status).toBe(200);
    expect(pageRelease(other).rendered).toBe('1.0.0-a');
  });

  it('draws a first visitor’s bucket once, whichever variant’s page is kept: each bucket alike, the canary exactly its share', async () => {
    // Each bucket 0–99 drawn in turn, for a page whose live variant is kept and whose canary
    // variant is not (as after every switch or catalogue write): the page cache looks the visitor
    // up first, and Express renders what it does not keep. A second draw on the way (issue 44)
    // would hand a canary bucket's visitor another bucket, and the canary less than its share.
    const draws: number[] = [];
    let next = 0;
    const original = crypto.randomInt;
    const randomInt = jest.spyOn(crypto, 'randomInt').mockImplementation(((...args: unknown[]) => {
      if (args.length !== 1 || args[0] !== 100)
        return (original as (...a: unknown[]) => unknown)(...args);
      // The draw after the visitor's own is another bucket on the other side of the share.
      const bucket = draws.length % 2 ? (next + 50) % 100 : next;
      draws.push(bucket);
      return bucket;
    }) as typeof crypto.randomInt);
    try {
      let inCanary = 0;
      for (next = 0; next < 100; next++) {
        const url = `/en/products/backpacks?min_price=${next + 1}`;
        expect(pageRelease(await page(url, 80)).rendered).toBe('1.0.0-a');
        draws.length = 0;
        const res = await page(url);
        const id = next < 10 ? '1.1.0-b' : '1.0.0-a';
        expect([next, draws, givenBucket(res), pageRelease(res)]).toEqual([
          next,
          [next],
          next,
          { manifests: [entry(id)], rendered: id },
        ]);
        if ((givenBucket(res) as number) < 10) inCanary++;
      }
      expect(inCanary).toBe(10);
    } finally {
      randomInt.mockRestore();
    }
  });

  it('changes the canary’s share through Promote, audited, and moves the buckets with it', async () => {
    const res = await admin.post('/api/releases/storefront/promote', { id: '1.1.0-b', share: 50 });
    expect(res.status).toBe(200);
    expect(release(res.body, '1.1.0-b')).toMatchObject({ status: 'canary', share: 50 });
    expect((await auditEntries())[0]).toMatchObject({
      changes: { share: { before: 10, after: 50 } },
      details: { switch: 'canary', release: '1.1.0-b', from: 'promote' },
    });
    expect(configEntry(await config(30))).toBe(entry('1.1.0-b'));
    expect(pageRelease(await page('/en/products/tote-bags', 30)).rendered).toBe('1.1.0-b');
    expect(configEntry(await config(50))).toBe(entry('1.0.0-a'));
  });

  it('refuses what cannot be, in the user’s language, and lets only admins switch', async () => {
    admin.lang = 'es';
    const ofLive = await admin.post('/api/releases/storefront/promote', {
      id: '1.0.0-a',
      share: 20,
    });
    expect(ofLive.status).toBe(409);
    expect(ofLive.body.message).toMatch(/ya está en vivo/);
    const created = await admin.post('/api/releases', {
      remote: 'storefront',
      id: '1.2.0-c',
      version: '1.2.0',
      share: 5,
    });
    expect(created.status).toBe(409);
    expect(created.body.message).toContain('1.1.0-b');
    admin.lang = 'en';
    for (const share of [0, 101, 2.5, '10']) {
      const bad = await admin.post('/api/releases/storefront/promote', { id: '1.1.0-b', share });
      expect([share, bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([
        share,
        422,
        ['share'],
      ]);
    }
    expect((await admin.post('/api/releases/shell/abort')).status).toBe(404);
    expect((await admin.post('/api/releases/adminUsers/abort')).body.message).toMatch(
      /No canary is running/,
    );
    expect((await manager.post('/api/releases/storefront/abort')).status).toBe(403);
    expect(
      (await manager.post('/api/releases/storefront/promote', { id: '1.1.0-b', share: 90 })).status,
    ).toBe(403);
    const visitor = new Client(t.http);
    await visitor.csrf();
    expect((await visitor.post('/api/releases/storefront/abort')).status).toBe(401);
    admin.lang = undefined;
    // Nothing changed.
    expect(storefront((await admin.get('/api/releases')).body)).toMatchObject({
      live: '1.0.0-a',
      canary: '1.1.0-b',
    });
  });

  it('promotes the canary to 100 %: live for everyone, the old live one previous, no cookie any more', async () => {
    const res = await admin.post('/api/releases/storefront/promote', { id: '1.1.0-b', share: 100 });
    expect(res.status).toBe(200);
    expect(storefront(res.body)).toMatchObject({ live: '1.1.0-b', canary: null });
    expect(release(res.body, '1.1.0-b')).toMatchObject({
      status: 'live',
      share: 100,
      previous: '1.0.0-a',
    });
    expect(release(res.body, '1.0.0-a')).toMatchObject({ status: 'previous', share: 0 });
    expect((await auditEntries())[0]).toMatchObject({
      changes: { live: { before: '1.0.0-a', after: '1.1.0-b' } },
      details: { switch: 'promote', via: 'api' },
    });
    for (const bucket of [undefined, 1, 80]) {
      const res = await config(bucket);
      expect(configEntry(res)).toBe(entry('1.1.0-b'));
      expect(res.headers['set-cookie']).toBeUndefined();
      const html = await page('/en/products/tote-bags', bucket);
      expect(pageRelease(html)).toEqual({ manifests: [entry('1.1.0-b')], rendered: '1.1.0-b' });
      expect(html.headers['set-cookie']).toBeUndefined();
      expect(html.headers.vary ?? '').not.toMatch(/Cookie/);
    }
  });

  it('aborts a canary: everyone back on the live release, audited; a second abort is a 409', async () => {
    const started = await admin.post('/api/releases', {
      remote: 'storefront',
      id: '1.2.0-c',
      version: '1.2.0',
      share: 30,
    });
    expect(storefront(started.body)).toMatchObject({ live: '1.1.0-b', canary: '1.2.0-c' });
    expect(configEntry(await config(10))).toBe(entry('1.2.0-c'));
    expect(pageRelease(await page('/en', 10)).rendered).toBe('1.2.0-c');
    const res = await admin.post('/api/releases/storefront/abort');
    expect(res.status).toBe(200);
    expect(storefront(res.body)).toMatchObject({ live: '1.1.0-b', canary: null });
    expect(release(res.body, '1.2.0-c')).toMatchObject({
      status: 'aborted',
      share: 0,
      aborted_by: 'manual',
    });
    expect((await auditEntries())[0]).toMatchObject({
      actor_name: 'Ana Admin',
      changes: { canary: { before: '1.2.0-c', after: null }, share: { before: 30, after: 0 } },
      details: { switch: 'abort', via: 'api', release: '1.2.0-c', reason: 'manual' },
    });
    expect(configEntry(await config(10))).toBe(entry('1.1.0-b'));
    expect(pageRelease(await page('/en', 10)).rendered).toBe('1.1.0-b');
    admin.lang = 'es';
    const again = await admin.post('/api/releases/storefront/abort');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/canaria/);
    admin.lang = undefined;
  });

  it('rolls back while a canary runs: the canary is aborted too, and the audit entry says so', async () => {
    // An aborted release can run as a canary again.
    const started = await admin.post('/api/releases/storefront/promote', {
      id: '1.2.0-c',
      share: 20,
    });
    expect(release(started.body, '1.2.0-c')).toMatchObject({ status: 'canary', aborted_by: null });
    const res = await admin.post('/api/releases/storefront/rollback');
    expect(res.status).toBe(200);
    expect(storefront(res.body)).toMatchObject({ live: '1.0.0-a', canary: null });
    expect(release(res.body, '1.2.0-c')).toMatchObject({ status: 'aborted', aborted_by: 'manual' });
    expect((await auditEntries())[0]).toMatchObject({
      changes: {
        live: { before: '1.1.0-b', after: '1.0.0-a' },
        canary: { before: '1.2.0-c', after: null },
      },
      details: { switch: 'rollback', canary_aborted: '1.2.0-c' },
    });
    for (const bucket of [0, 99]) {
      expect(configEntry(await config(bucket))).toBe(entry('1.0.0-a'));
      expect(pageRelease(await page('/en', bucket)).rendered).toBe('1.0.0-a');
    }
  });

  it('releases for everyone over a running canary: the canary stops', async () => {
    await admin.post('/api/releases/storefront/promote', { id: '1.2.0-c', share: 20 });
    const res = await admin.post('/api/releases', {
      remote: 'storefront',
      id: '1.1.0-b',
      version: '1.1.0',
    });
    expect(storefront(res.body)).toMatchObject({ live: '1.1.0-b', canary: null });
    expect((await auditEntries())[0]).toMatchObject({
      details: { switch: 'release', canary_aborted: '1.2.0-c' },
    });
  });

  /** Health counts start afresh: each test below weighs its own reports alone. */
  const clearHealth = async () => {
    await t.dataSource.getRepository(ReleaseHealth).clear();
    await t.dataSource.getRepository(ReleaseHealthNetwork).clear();
  };
  /** Writes what was counted, then waits for the abort check that follows. */
  const checked = async () => {
    await t.app.get(ReleaseHealthService).flush();
    await t.app.get(ReleasesService).healthChecked();
    return (await admin.get('/api/releases')).body as ReleasesOverview;
  };
  /** Runs `job(0…count-1)`, a few at a time, as many browsers at once do. */
  const inParallel = async (count: number, job: (i: number) => Promise<unknown>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < count) await job(next++);
      }),
    );
  };
  /** `count` page loads that rendered the canary (buckets 0–9), each from its own browser. */
  const confirmedLoads = (count: number, network: string) =>
    inParallel(count, async (i) => {
      // Ten loads an address, as ten visitors of one office would.
      const visitor = new BrowserAt(
        t.http,
        `${network}.${Math.floor(i / 10) % 250}.${1 + (i % 10)}`,
      );
      await visitor.csrf();
      const token = await pageLoadToken(t.http, i % 10);
      expect((await confirmLoad(visitor, 'storefront', '1.3.0-d', token)).status).toBe(204);
    });

  it('counts as loads only the page loads browsers confirm, each with its remotes config answer’s token', async () => {
    await admin.post('/api/releases', {
      remote: 'storefront',
      id: '1.3.0-d',
      version: '1.3.0',
      share: 10,
    });
    await clearHealth();
    // Answers alone (a page that never ran, a version poll, a script) are no loads.
    const tokens = [];
    for (const bucket of [0, 1, 2, 50]) {
      const res = await config(bucket);
      expect(res.body.load_token).toEqual(expect.any(String));
      tokens.push(res.body.load_token as string);
    }
    let overview = await checked();
    expect(release(overview, '1.3.0-d')).toMatchObject({ status: 'canary', loads: 0, failures: 0 });
    const browser = new BrowserAt(t.http, '10.60.0.1');
    await browser.csrf();
    for (const token of tokens.slice(0, 3))
      expect((await confirmLoad(browser, 'storefront', '1.3.0-d', token)).status).toBe(204);
    // Bucket 50 was given the live release: its token is no load of the canary.
    expect((await confirmLoad(browser, 'storefront', '1.3.0-d', tokens[3])).status).toBe(204);
    overview = await checked();
    expect(release(overview, '1.3.0-d')).toMatchObject({ status: 'canary', loads: 3, failures: 0 });
  });

  it('keeps a canary running through 1,000 failure reports from one address, with and without fresh cookies, and 300 from four networks', async () => {
    await clearHealth();
    const statuses = new Map<number, number>();
    const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // One address: half from one browser that keeps its cookies, half from fresh ones.
    const kept = new BrowserAt(t.http, '10.61.0.1');
    await kept.csrf();
    await inParallel(1000, async (i) => {
      let visitor: Client = kept;
      if (i % 2) {
        visitor = new BrowserAt(t.http, '10.61.0.1');
        await visitor.csrf();
      }
      const token = await pageLoadToken(t.http, i % 10);
      tally((await reportFailure(visitor, 'storefront', '1.3.0-d', token)).status);
    });
    // The address's network's 30 in five minutes; the rest refused before they are read.
    expect(Object.fromEntries(statuses)).toEqual({ 204: 30, 429: 970 });
    let overview = await checked();
    expect(storefront(overview).canary).toBe('1.3.0-d');
    expect(release(overview, '1.3.0-d')).toMatchObject({ status: 'canary', failures: 30 });

    // 300 from four other networks, each sending from many addresses within it, every report
    // with a token of its own (counted afresh). Each network's 30 in five minutes count;
    // addresses change nothing.
    await clearHealth();
    statuses.clear();
    await inParallel(300, async (i) => {
      const visitor = new BrowserAt(t.http, `10.${62 + (i % 4)}.0.${1 + Math.floor(i / 16)}`);
      await visitor.csrf();
      const token = await pageLoadToken(t.http, i % 10);
      tally((await reportFailure(visitor, 'storefront', '1.3.0-d', token)).status);
    });
    expect(Object.fromEntries(statuses)).toEqual({ 204: 120, 429: 180 });
    overview = await checked();
    // No load confirmed, 120 failures: only four networks, so it runs on.
    expect(storefront(overview).canary).toBe('1.3.0-d');
    expect(release(overview, '1.3.0-d')).toMatchObject({
      status: 'canary',
      loads: 0,
      failures: 120,
      aborted_by: null,
    });
  }, 180_000);

  it('aborts a canary once 30 of its 500 confirmed loads fail in six networks, and the audit entry names the figures', async () => {
    await clearHealth();
    const warn = jest.spyOn(Logger.prototype, 'warn');
    await confirmedLoads(500, '10.70');
    /** A failing page load in network 10.8n.0.0/24: its own token, its own browser. */
    const failingLoad = async (network: number, host: number) => {
      const visitor = new BrowserAt(t.http, `10.8${network}.0.${host}`);
      await visitor.csrf();
      const token = await pageLoadToken(t.http, host % 10);
      expect((await reportFailure(visitor, 'storefront', '1.3.0-d', token)).status).toBe(204);
    };
    // Ten failures from six networks, but 10 of 500 is 2 %: not more than it.
    await inParallel(10, (i) => failingLoad(i % 6, 1 + i));
    let overview = await checked();
    expect(storefront(overview).canary).toBe('1.3.0-d');
    expect(release(overview, '1.3.0-d')).toMatchObject({
      status: 'canary',
      loads: 500,
      failures: 10,
    });
    // Twenty more: 30 failures in six networks, 6 % of 500 loads.
    await inParallel(20, (i) => failingLoad(i % 6, 20 + i));
    overview = await checked();
    expect(storefront(overview)).toMatchObject({ live: '1.1.0-b', canary: null });
    expect(release(overview, '1.3.0-d')).toMatchObject({
      status: 'aborted',
      aborted_by: 'failures',
      loads: 500,
      failures: 30,
    });
    expect((await auditEntries())[0]).toMatchObject({
      actor_name: null,
      changes: { canary: { before: '1.3.0-d', after: null }, share: { before: 10, after: 0 } },
      details: {
        switch: 'abort',
        via: 'health',
        release: '1.3.0-d',
        reason: 'failures',
        loads: '500',
        failures: '30',
        networks: '6',
        window: '5 min',
      },
    });
    expect(warn.mock.calls.map(([message]) => String(message))).toContain(
      'storefront: canary 1.3.0-d aborted: 30 failures in 500 loads, from 6 networks',
    );
    warn.mockRestore();
    expect(configEntry(await config(0))).toBe(entry('1.1.0-b'));
  }, 120_000);

  it('starts and stops a canary from the release command on one server (local driver)', async () => {
    // Another process (npm run release -- storefront --canary 15): its own config object.
    const cli = { ...t.config };
    const args = ['--remote', 'storefront', '--id', '1.2.0-c', '--version', '1.2.0'];
    await expect(
      releaseCommand('release-record', [...args, '--share', 'lots'], t.dataSource, cli),
    ).rejects.toThrow(/^share: /);
    expect(
      await releaseCommand(
        'release-record',
        [...args, '--share', '15', '--released-by', 'CI de la tienda'],
        t.dataSource,
        cli,
      ),
    ).toBe('storefront runs 1.2.0-c for 15% of visitors (a canary)');
    // What the server's once-a-second look at the database does.
    await t.app.get(ReleasesService).refresh();
    expect(configEntry(await config(14))).toBe(entry('1.2.0-c'));
    expect(pageRelease(await page('/en', 14)).rendered).toBe('1.2.0-c');
    expect(configEntry(await config(15))).toBe(entry('1.1.0-b'));
    expect((await auditEntries())[0]).toMatchObject({
      actor_name: null,
      details: { switch: 'canary', via: 'cli', released_by: 'CI de la tienda' },
    });
    expect(
      await releaseCommand(
        'release-rollback',
        ['--remote', 'storefront', '--canary'],
        t.dataSource,
        cli,
      ),
    ).toBe("storefront's canary stopped: everyone runs 1.1.0-b");
    await t.app.get(ReleasesService).refresh();
    expect(configEntry(await config(14))).toBe(entry('1.1.0-b'));
    await expect(
      releaseCommand('release-rollback', ['--remote', 'storefront', '--canary'], t.dataSource, cli),
    ).rejects.toThrow(/No canary is running/);
    expect(storefront((await admin.get('/api/releases')).body)).toMatchObject({
      live: '1.1.0-b',
      canary: null,
    });

    // npm run promote -- storefront [--share 40]: the running canary, wider, then for everyone.
    await expect(
      releaseCommand('release-promote', ['--remote', 'storefront'], t.dataSource, cli),
    ).rejects.toThrow('storefront runs no canary: there is nothing to promote');
    await releaseCommand('release-record', [...args, '--share', '15'], t.dataSource, cli);
    await expect(
      releaseCommand(
        'release-promote',
        ['--remote', 'storefront', '--share', 'all'],
        t.dataSource,
        cli,
      ),
    ).rejects.toThrow(/^share: /);
    expect(
      await releaseCommand(
        'release-promote',
        ['--remote', 'storefront', '--share', '40'],
        t.dataSource,
        cli,
      ),
    ).toBe('storefront runs 1.2.0-c for 40% of visitors (a canary)');
    await t.app.get(ReleasesService).refresh();
    expect(configEntry(await config(39))).toBe(entry('1.2.0-c'));
    expect(configEntry(await config(40))).toBe(entry('1.1.0-b'));
    expect(
      await releaseCommand('release-promote', ['--remote', 'storefront'], t.dataSource, cli),
    ).toBe('storefront now runs 1.2.0-c for everyone');
    await t.app.get(ReleasesService).refresh();
    expect(configEntry(await config(99))).toBe(entry('1.2.0-c'));
    expect(storefront((await admin.get('/api/releases')).body)).toMatchObject({
      live: '1.2.0-c',
      canary: null,
    });
    expect((await auditEntries())[0]).toMatchObject({
      details: { switch: 'promote', via: 'cli' },
    });
  });
});

describe.each(DIALECTS)('canary releases in a fleet (RELEASES_DRIVER=shared, %s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-canary-fleet-'));
  const releasesDir = path.join(root, 'releases');
  const webRoot = site(root);
  const entryFor = async (bucket: number) => {
    const res = await request(t.http).get('/remotes.config.json').set('Cookie', cookie(bucket));
    return (res.body.remotes as { name: string; entry: string }[]).find(
      (r) => r.name === 'storefront',
    )?.entry;
  };
  const rendered = async (bucket: number) =>
    /storefront:([0-9a-z.-]+)/.exec(
      (await request(t.http).get('/en').set('Accept', 'text/html').set('Cookie', cookie(bucket)))
        .text,
    )?.[1];

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      WEB_ROOT: webRoot,
      RELEASES_DIR: releasesDir,
      RELEASES_DRIVER: 'shared',
    });
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    for (const id of ['3.0.0-a', '3.1.0-b']) buildStorefront(releasesDir, id);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the canary the database holds to its share, and no config file decides it', async () => {
    const res = await admin.post('/api/releases', {
      remote: 'storefront',
      id: '3.0.0-a',
      version: '3.0.0',
      share: 20,
    });
    expect(storefront(res.body)).toMatchObject({ live: null, canary: '3.0.0-a' });
    expect(fs.existsSync(path.join(releasesDir, 'remotes.config.json'))).toBe(false);
    expect([await entryFor(19), await entryFor(20)]).toEqual([entry('3.0.0-a'), entry(null)]);
    expect([await rendered(19), await rendered(20)]).toEqual(['3.0.0-a', 'default']);
  });

  it('takes up a canary another replica changed when told to re-read, and drops the pages it rendered', async () => {
    // Cached now, under both variants.
    expect([await rendered(5), await rendered(90)]).toEqual(['3.0.0-a', 'default']);
    await t.dataSource.transaction(async (manager) => {
      await abortCanary(manager, 'storefront', 'manual');
      await addRelease(manager, {
        remote: 'storefront',
        releaseId: '3.1.0-b',
        version: '3.1.0',
        releasedBy: 'otra réplica',
        files: 4,
        size: 100,
        manifestUrl: entry('3.1.0-b'),
      });
      await startCanary(manager, 'storefront', '3.1.0-b', 50);
    });
    // Not told yet: this replica still serves what it read.
    expect(await entryFor(5)).toBe(entry('3.0.0-a'));
    await t.app.get(ReleasesService).refresh();
    expect([await entryFor(5), await entryFor(49), await entryFor(50)]).toEqual([
      entry('3.1.0-b'),
      entry('3.1.0-b'),
      entry(null),
    ]);
    expect([await rendered(5), await rendered(90)]).toEqual(['3.1.0-b', 'default']);
  });
});
