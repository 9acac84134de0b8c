import { API_PATHS, apiUrl, buildPath, RELEASE_BUCKET_COOKIE } from '@bolsos/contracts';
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { promisify } from 'node:util';
import { createTestDatabase, describeOn, type TestDatabase } from './support/databases';
import { Replica } from './support/replica';
import { RoundRobinProxy } from './support/round-robin-proxy';
import { TestS3Server } from './support/s3-server';
import { TcpLink } from './support/tcp-link';
import { STAND_IN_BUNDLE, standInSite } from './support/stand-in-site';
import { bagInput, createProduct, picture, upload } from './support/staff-products';
import { Client, type TestApp } from './support/test-app';
import { BrowserAt, confirmLoad, pageLoadToken, reportFailure } from './support/release-beacons';

const ROOT = path.resolve(__dirname, '../../..');

/** A storefront build: its manifest as Module Federation writes it, and its server bundle. */
function writeStorefront(dir: string, release: string, publicPath: string) {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'storefront',
      metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'routes', assets: { js: { sync: ['static/js/routes.js'] }, css: { sync: [] } } },
      ],
    }),
  );
  fs.writeFileSync(path.join(dir, 'static', 'js', 'routes.js'), `var storefront = '${release}';`);
  fs.writeFileSync(path.join(dir, 'server', 'index.js'), `exports.release = '${release}';`);
}
const run = promisify(execFile);
const describeReplicas = process.env.REDIS_URL ? describeOn('mysql') : describe.skip;

/**
 * Issue 15 §2: two API processes as production runs them, on one MariaDB, one Redis and one S3
 * server, behind a round-robin balancer of the test's own. Replica b reaches MariaDB through a
 * proxy of its own (another address in its DATABASE_URL), so the two hear each other's changes
 * only through the deployment's name, CACHE_CHANNEL.
 */
describeReplicas('two replicas behind a load balancer', () => {
  let db: TestDatabase;
  let s3: TestS3Server;
  let a: Replica;
  let b: Replica;
  let proxy: RoundRobinProxy;
  let databaseProxy: TcpLink;
  let site: string;
  let live: Replica[] = [];
  let replicaEnvironment: Record<string, string> = {};
  const web = standInSite();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-replicas-'));
  const admin = { email: 'owner@bolsos.test', password: 'Owner#2026replicas' };
  const client = (base: string) => new Client(base as unknown as TestApp['http']);

  beforeAll(async () => {
    // The stand-in shell also says which storefront server bundle it rendered with (a canary's
    // or the default build's), and the storefront's default build has one.
    fs.writeFileSync(
      web.bundle,
      `${STAND_IN_BUNDLE}
const renderNames = exports.render;
exports.render = async (input) => {
  const { html } = await renderNames(input);
  const storefront = input.remotes.storefront ? require(input.remotes.storefront).release : 'none';
  return { html: html + '<p>storefront:' + storefront + '</p>' };
};`,
    );
    writeStorefront(
      path.join(web.webRoot, 'mfe-storefront', 'dist'),
      'default',
      '/mfe/storefront/',
    );
    db = await createTestDatabase('mysql');
    if (db.config.type !== 'mysql') throw new Error('expected MySQL');
    s3 = await new TestS3Server().start();
    const env = {
      NODE_ENV: 'production',
      APP_URL: 'http://bolsos.test',
      SESSION_SECRET: 'replicas-test-secret-0123456789abcdef',
      ALLOW_OUTBOX_MAIL: 'true',
      DATABASE_URL: db.config.url,
      SESSION_STORE: 'redis',
      REDIS_URL: process.env.REDIS_URL as string,
      TRUST_PROXY: 'true',
      WEB_ROOT: web.webRoot,
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
      // Releases go to the bucket; each replica copies them to its own RELEASES_DIR to serve them.
      RELEASES_DRIVER: 's3',
      // A balancer checking readiness every 200 ms has stopped routing here by then.
      SHUTDOWN_GRACE_MS: '1000',
      ...s3.env(),
    };
    // Migrations run once, before the replicas start (MIGRATE_ON_START=false on them), as a
    // deployment runs them; then the first staff member.
    execFileSync(process.execPath, ['services/api/dist/cli.js', 'migrate'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    execFileSync(
      process.execPath,
      [
        'services/api/dist/cli.js',
        'create-user',
        '--email',
        admin.email,
        '--name',
        'Owner',
        '--role',
        'admin',
        '--password',
        admin.password,
      ],
      { cwd: ROOT, env: { ...process.env, ...env } },
    );
    const replicaEnv = {
      ...env,
      MIGRATE_ON_START: 'false',
      CACHE_CHANNEL: 'bolsos-replicas-test',
    };
    replicaEnvironment = replicaEnv;
    const database = new URL(db.config.url);
    databaseProxy = new TcpLink({ host: database.hostname, port: Number(database.port || 3306) });
    const proxied = new URL(db.config.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(await databaseProxy.start());
    [a, b] = await Promise.all([
      new Replica('a', { ...replicaEnv, RELEASES_DIR: path.join(dataDir, 'releases-a') }).start(),
      new Replica('b', {
        ...replicaEnv,
        DATABASE_URL: proxied.toString(),
        RELEASES_DIR: path.join(dataDir, 'releases-b'),
      }).start(),
    ]);
    live = [a, b];
    proxy = new RoundRobinProxy(() => live.map((replica) => replica.url));
    proxy.checkReadiness(200);
    site = await proxy.start();
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await databaseProxy?.stop();
    await s3?.stop();
    await db?.drop();
    fs.rmSync(web.webRoot, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a session made through one replica on the other', async () => {
    const viaA = client(a.url);
    await viaA.login(admin.email, admin.password);
    const cookie = viaA.agent.jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const onB = await fetch(`${b.url}/api/account`, {
      headers: { cookie, accept: 'application/json' },
    });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(admin.email);
  });

  it('counts failed sign-ins across both replicas', async () => {
    const attacker = client(site);
    await attacker.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await attacker.post('/api/login', { email: admin.email, password: `wrong-${i}` });
      statuses.push(res.status);
    }
    // 5 a minute per address, whichever replica answered each attempt
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });

  it("locks an account through one replica on the other, never the owner's browser (issue 44)", async () => {
    const owner = { email: 'lockout@bolsos.test', password: 'Lockout#2026replicas' };
    execFileSync(
      process.execPath,
      [
        'services/api/dist/cli.js',
        'create-user',
        '--email',
        owner.email,
        '--name',
        'Lockout',
        '--role',
        'manager',
        '--password',
        owner.password,
      ],
      { cwd: ROOT, env: { ...process.env, ...replicaEnvironment } },
    );
    // The owner's browser signs in through a (its device cookie), then leaves.
    const own = client(a.url);
    await own.login(owner.email, owner.password);
    expect((await own.post('/api/logout')).status).toBe(204);
    await own.csrf();
    // Strangers' failures, all through replica a, each from an address of its own.
    const statuses: number[] = [];
    for (let i = 1; i <= 50; i++) {
      const stranger = client(a.url);
      Object.assign(stranger, { ip: `203.0.113.${i}` });
      await stranger.csrf();
      statuses.push(
        (await stranger.post('/api/login', { email: owner.email, password: 'guess' })).status,
      );
    }
    expect(statuses).toEqual(Array(50).fill(422));
    // Replica b keeps a new browser out, even with the right password…
    const stranger = client(b.url);
    await stranger.csrf();
    const locked = await stranger.post('/api/login', owner);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
    // …and lets the owner's browser in, its device cookie checked with the secret both share.
    const cookie = own.agent.jar
      .getCookies({ domain: '127.0.0.1', path: '/api/login', secure: false, script: false })
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    expect(cookie).toContain('bolsos_device=');
    const onB = await fetch(`${b.url}/api/login`, {
      method: 'POST',
      headers: {
        cookie,
        accept: 'application/json',
        'content-type': 'application/json',
        'x-forwarded-for': own.ip,
        'x-xsrf-token': own.xsrf as string,
      },
      body: JSON.stringify(owner),
    });
    expect(onB.status).toBe(200);
    const id = ((await onB.json()) as { user: { id: number } }).user.id;
    // An administrator on b sees the lock and lifts it; a's next new browser signs in.
    const staff = client(b.url);
    await staff.login(admin.email, admin.password);
    expect((await staff.get(`/api/users/${id}`)).body.data.locked_until).toEqual(
      expect.any(String),
    );
    expect((await staff.delete(`/api/users/${id}/sign-in-lock`)).status).toBe(200);
    expect((await client(a.url).login(owner.email, owner.password)).status).toBe(200);
  });

  it('shows a product edited through one replica in the other’s cached JSON and HTML within 1 s', async () => {
    const staff = client(a.url);
    await staff.login(admin.email, admin.password);
    const product = await createProduct(staff, bagInput('Mochila Réplica', { published: true }));
    const slug = product.translations.es?.slug as string;
    const json = `${b.url}/api/catalog/products/es/${encodeURIComponent(slug)}`;
    const page = `${b.url}/productos/mochilas/${encodeURIComponent(slug)}`;
    // Both cached on B first.
    for (let i = 0; i < 2; i++) {
      expect((await fetch(json)).status).toBe(200);
      expect((await fetch(page, { headers: { accept: 'text/html' } })).status).toBe(200);
    }
    const edited = await staff.put(apiUrl(API_PATHS.product(product.id)), {
      ...bagInput('Mochila Réplica', { published: true }),
      translations: {
        es: { name: 'Mochila Renombrada', slug, description: 'Lona' },
      },
    });
    expect(edited.status).toBe(200);
    const changed = Date.now();
    let seenJson = -1;
    let seenPage = -1;
    while (Date.now() - changed < 1000 && (seenJson < 0 || seenPage < 0)) {
      if (seenJson < 0 && (await (await fetch(json)).text()).includes('Mochila Renombrada'))
        seenJson = Date.now() - changed;
      if (
        seenPage < 0 &&
        (await (await fetch(page, { headers: { accept: 'text/html' } })).text()).includes(
          'Mochila Renombrada',
        )
      )
        seenPage = Date.now() - changed;
    }
    expect(seenJson).toBeGreaterThanOrEqual(0);
    expect(seenPage).toBeGreaterThanOrEqual(0);
  });

  it('clears on the other replica only what an edit through one changed: the changed page fresh on both, an unrelated page still a cache hit', async () => {
    const staff = client(a.url);
    await staff.login(admin.email, admin.password);
    const edited = await createProduct(staff, bagInput('Mochila Etiqueta', { published: true }));
    const unrelated = await createProduct(
      staff,
      bagInput('Tote Aparte', { published: true, category: 'tote_bags' }),
    );
    const pathOf = (product: typeof edited) =>
      buildPath('es', {
        name: 'product',
        category: product.category,
        slug: product.translations.es?.slug as string,
      });
    const pages = {
      edited: pathOf(edited),
      unrelated: pathOf(unrelated),
      totes: buildPath('es', { name: 'category', category: 'tote_bags' }),
    };
    const html = (replica: Replica, page: string) =>
      fetch(`${replica.url}${encodeURI(page)}`, { headers: { accept: 'text/html' } });
    /** A cache hit says nothing of how long it took; the answer that built the entry does. */
    const hit = (res: Response) => res.headers.get('server-timing') === null;
    // Cached on both: asked until an answer is a hit (the creations' own clears may land late).
    for (const replica of [a, b])
      for (const page of Object.values(pages)) {
        let cached = false;
        for (let i = 0; i < 20 && !cached; i++) {
          const res = await html(replica, page);
          expect([page, res.status]).toEqual([page, 200]);
          cached = hit(res);
          await res.arrayBuffer();
        }
        expect([replica.name, page, cached]).toEqual([replica.name, page, true]);
      }

    const saved = await staff.put(apiUrl(API_PATHS.product(edited.id)), {
      ...bagInput('Mochila Etiqueta', { published: true }),
      translations: {
        es: {
          name: 'Mochila Etiqueta Nueva',
          slug: edited.translations.es?.slug,
          description: 'Lona',
        },
      },
    });
    expect(saved.status).toBe(200);
    const changed = performance.now();
    // The edited page: rendered again on B (told through Redis) within 1 s, and on A.
    let fresh = false;
    while (!fresh && performance.now() - changed < 1000) {
      const res = await html(b, pages.edited);
      fresh = (await res.text()).includes('Mochila Etiqueta Nueva');
      if (fresh) expect(hit(res)).toBe(false);
    }
    expect(fresh).toBe(true);
    const onA = await html(a, pages.edited);
    expect([hit(onA), (await onA.text()).includes('Mochila Etiqueta Nueva')]).toEqual([
      false,
      true,
    ]);
    // What the edit did not change stays cached on both: the tags crossed Redis, not a clear-all.
    for (const replica of [b, a])
      for (const page of [pages.unrelated, pages.totes]) {
        const res = await html(replica, page);
        expect([replica.name, page, res.status, hit(res)]).toEqual([replica.name, page, 200, true]);
        expect(await res.text()).not.toContain('Mochila Etiqueta Nueva');
      }
  });

  it('serves an image uploaded through one replica from the other', async () => {
    const staff = client(a.url);
    await staff.login(admin.email, admin.password);
    const product = await createProduct(staff, bagInput('Mochila Foto'));
    const res = await upload(staff, product.id, [
      { data: await picture('png', 77), name: 'foto.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    const image = res.body.data[0] as { url: string; variants: { url: string }[] };
    for (const url of [image.url, ...image.variants.map((v) => v.url)]) {
      const onB = await fetch(`${b.url}${url}`);
      expect([url, onB.status]).toEqual([url, 200]);
    }
  });

  /** A release built where the release command runs (not on either replica's disk). */
  const builtDir = path.join(dataDir, 'built');
  const buildRelease = (id: string) => {
    const dir = path.join(builtDir, 'admin-users', id);
    fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: 'adminUsers', id }),
    );
    fs.writeFileSync(path.join(dir, 'static', 'js', 'routes.js'), `var release = '${id}';`);
    return id;
  };
  /** `npm run release`'s switch for a fleet: the API's command line uploads, records, announces. */
  // Not execFileSync: the S3 server the command uploads to runs in this process.
  const releaseWithCli = (
    id: string,
    version: string,
    remote = 'adminUsers',
    more: string[] = [],
  ) =>
    run(
      process.execPath,
      [
        'services/api/dist/cli.js',
        'release-record',
        '--remote',
        remote,
        '--id',
        id,
        '--version',
        version,
        '--released-by',
        'CI',
        ...more,
      ],
      { cwd: ROOT, env: { ...process.env, ...replicaEnvironment, RELEASES_DIR: builtDir } },
    );
  /**
   * A team's pipeline (docs/releasing.md): `npm run release -- adminUsers --api <replica a>` with
   * the release token in RELEASE_TOKEN — scripts/releases.mjs's own --api mode (releaseThroughApi:
   * each file uploaded to the API, then the release recorded there), its Rsbuild step stood in
   * for by a build written here. Version and time make the id: `<version>-<time>`.
   */
  const releaseThroughApi = async (api: string, token: string, version: string, at: string) => {
    const appDir = path.join(dataDir, `app-${version}`);
    fs.mkdirSync(appDir, { recursive: true });
    fs.writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ version }));
    const script = `
import fs from 'node:fs';
import path from 'node:path';
import { releaseThroughApi } from './scripts/releases.mjs';
const [api, appDir, at] = process.argv.slice(1);
const build = ({ outDir }) => {
  const id = path.basename(outDir);
  fs.mkdirSync(path.join(outDir, 'static', 'js'), { recursive: true });
  fs.mkdirSync(path.join(outDir, 'builds'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'mf-manifest.json'), JSON.stringify({ name: 'adminUsers', id, exposes: [{ name: 'routes' }] }));
  fs.writeFileSync(path.join(outDir, 'static', 'js', 'routes.js'), "var release = '" + id + "';");
  fs.writeFileSync(path.join(outDir, 'builds', 'latest.json'), JSON.stringify({ id }));
};
const done = await releaseThroughApi('adminUsers', { api, appDir, now: new Date(at), build, log: () => {} });
process.stdout.write(JSON.stringify(done));
`;
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', script, api, appDir, at],
      {
        cwd: ROOT,
        // A pipeline has the site's address and its token: no database, bucket or Redis.
        env: { PATH: process.env.PATH ?? '', RELEASE_TOKEN: token, RELEASED_BY: 'CI' },
      },
    );
    return JSON.parse(stdout) as { id: string; files: number; live: string | null };
  };
  const releaseEntry = (id: string | null) =>
    id ? `/mfe/admin-users/releases/${id}/mf-manifest.json` : '/mfe/admin-users/mf-manifest.json';
  const servedEntry = async (replica: Replica) => {
    const res = await fetch(`${replica.url}/remotes.config.json`);
    const { remotes } = (await res.json()) as { remotes: { name: string; entry: string }[] };
    return remotes.find((remote) => remote.name === 'adminUsers')?.entry;
  };
  /** Milliseconds until both replicas serve `entry` (at most 3 s looked at). */
  const untilBothServe = async (entry: string) => {
    const started = performance.now();
    for (;;) {
      const served = await Promise.all([servedEntry(a), servedEntry(b)]);
      if (served.every((value) => value === entry)) return performance.now() - started;
      if (performance.now() - started > 3000) throw new Error(`still ${served.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('serves a release from the bucket on both replicas within 1 s, and a rollback or promote made through either', async () => {
    expect(await servedEntry(b)).toBe(releaseEntry(null));
    // The team's token, made on a server with the API's command line.
    const token = execFileSync(
      process.execPath,
      ['services/api/dist/cli.js', 'release-token', 'create', '--name', 'Team Users'],
      { cwd: ROOT, env: { ...process.env, ...replicaEnvironment }, encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .at(-1) as string;
    expect(token).toMatch(/^bolsos_rt_/);
    // Released through replica A alone; B is told through Redis and serves it within 1 s.
    const released = await releaseThroughApi(a.url, token, '0.9.0', '2026-11-27T12:00:00Z');
    const first = '0.9.0-20261127t120000000z';
    expect([released.id, released.files, released.live]).toEqual([first, 3, first]);
    expect(await untilBothServe(releaseEntry(first))).toBeLessThan(1000);
    // Each replica serves the release's files from its own copy of the bucket's.
    for (const replica of [a, b]) {
      const chunk = await fetch(
        `${replica.url}/mfe/admin-users/releases/${first}/static/js/routes.js`,
      );
      expect(chunk.status).toBe(200);
      expect(await chunk.text()).toBe(`var release = '${first}';`);
    }

    const viaB = client(b.url);
    await viaB.login(admin.email, admin.password);
    const rolledBack = await viaB.post('/api/releases/adminUsers/rollback');
    expect(rolledBack.status).toBe(200);
    expect(await untilBothServe(releaseEntry(null))).toBeLessThan(1000);

    const second = buildRelease('0.9.1-20261127t121500000z');
    await releaseWithCli(second, '0.9.1');
    expect(await untilBothServe(releaseEntry(second))).toBeLessThan(1000);

    const viaA = client(a.url);
    await viaA.login(admin.email, admin.password);
    const promoted = await viaA.post('/api/releases/adminUsers/promote', { id: first });
    expect(promoted.status).toBe(200);
    expect(await untilBothServe(releaseEntry(first))).toBeLessThan(1000);

    const history = await viaB.get('/api/releases');
    const remote = (
      history.body.remotes as {
        remote: string;
        live: string;
        releases: { id: string; released_by: string | null; files: number }[];
      }[]
    ).find((r) => r.remote === 'adminUsers');
    expect(remote?.live).toBe(first);
    expect(remote?.releases.map((r) => [r.id, r.released_by, r.files])).toEqual([
      [second, 'CI', 2],
      [first, 'CI', 3],
    ]);
    const audit = await viaA.get('/api/audit?entity=release');
    expect(
      audit.body.data.map(
        (e: { actor_name: string | null; details: { switch: string; via: string } }) =>
          `${e.details.switch}/${e.details.via}/${e.actor_name ?? '-'}`,
      ),
    ).toEqual([
      'promote/api/Owner',
      'release/cli/-',
      'rollback/api/Owner',
      'release/api/Release token: Team Users',
    ]);
  });

  it('sends a 10 % canary to 10 ± 3.5 % of 2,000 visitors, each always the same release on either replica, in the server HTML and the config alike', async () => {
    const canary = '2.0.0-20261127t130000000z';
    writeStorefront(
      path.join(builtDir, 'storefront', canary),
      canary,
      `/mfe/storefront/releases/${canary}/`,
    );
    const canaryEntry = `/mfe/storefront/releases/${canary}/mf-manifest.json`;
    const liveEntry = '/mfe/storefront/mf-manifest.json';
    await releaseWithCli(canary, '2.0.0', 'storefront', ['--share', '10']);
    /** The storefront entry `replica` gives a visitor in `bucket`. */
    const entryFor = async (replica: Replica, bucket: number) => {
      const res = await fetch(`${replica.url}/remotes.config.json`, {
        headers: { cookie: `${RELEASE_BUCKET_COOKIE}=${bucket}` },
      });
      const { remotes } = (await res.json()) as { remotes: { name: string; entry: string }[] };
      return remotes.find((remote) => remote.name === 'storefront')?.entry;
    };
    const started = performance.now();
    for (;;) {
      const served = await Promise.all([entryFor(a, 9), entryFor(b, 9)]);
      if (served.every((entry) => entry === canaryEntry)) break;
      if (performance.now() - started > 3000) throw new Error(`still ${served.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await Promise.all([entryFor(a, 10), entryFor(b, 10)])).toEqual([liveEntry, liveEntry]);

    /** What one answer gave a visitor: the release its HTML or config names. */
    const releaseOfPage = (html: string) => {
      const manifests = [
        ...new Set(html.match(/\/mfe\/storefront\/[0-9a-z./-]*mf-manifest\.json/g)),
      ];
      const rendered = /storefront:([0-9a-z.-]+)/.exec(html)?.[1];
      return { manifests, rendered };
    };
    const visitors = 2000;
    const mismatches: string[] = [];
    let inCanary = 0;
    const visit = async (n: number) => {
      const [first, other] = n % 2 ? [a, b] : [b, a];
      const page = n % 3 ? '/en' : '/en/products/backpacks';
      const res = await fetch(`${first.url}${page}`, { headers: { accept: 'text/html' } });
      const html = await res.text();
      const set = res.headers.get('set-cookie') ?? '';
      const bucket = Number(new RegExp(`${RELEASE_BUCKET_COOKIE}=(\\d+)`).exec(set)?.[1]);
      if (!(bucket >= 0 && bucket < 100)) {
        mismatches.push(`visitor ${n}: no bucket in '${set}'`);
        return;
      }
      const cookie = `${RELEASE_BUCKET_COOKIE}=${bucket}`;
      const expected = bucket < 10 ? canary : 'default';
      const expectedEntry = bucket < 10 ? canaryEntry : liveEntry;
      if (bucket < 10) inCanary++;
      const seen = [
        releaseOfPage(html),
        { manifests: [await entryFor(other, bucket)], rendered: expected },
        releaseOfPage(
          await (
            await fetch(`${other.url}${page}`, { headers: { accept: 'text/html', cookie } })
          ).text(),
        ),
        releaseOfPage(
          await (
            await fetch(`${first.url}${page}`, { headers: { accept: 'text/html', cookie } })
          ).text(),
        ),
        { manifests: [await entryFor(first, bucket)], rendered: expected },
      ];
      for (const [i, got] of seen.entries())
        if (got.manifests.join() !== expectedEntry || got.rendered !== expected)
          mismatches.push(`visitor ${n} (bucket ${bucket}), answer ${i}: ${JSON.stringify(got)}`);
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < visitors) await visit(next++);
      }),
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
    // Each first visitor's bucket is one fair draw of 0–99, so the canary's count is
    // Binomial(2000, 0.1): 200 ± 13.4. 130–270 (±5.2 standard deviations) fails a fair draw with
    // probability 1.3e-8 below plus 2.5e-7 above, about once in 3.7 million runs. A skew is caught
    // every time where it can be made to happen at will: release-bucket.spec.ts (the draw, the
    // share) and releases-canary.e2e-spec.ts (one draw per request, issue 44: a canary bucket was
    // drawn again wherever the canary's page was not kept, and the share fell).
    expect(inCanary).toBeGreaterThanOrEqual(130);
    expect(inCanary).toBeLessThanOrEqual(270);

    // Aborted through one replica: both give every bucket the live release within 1 s.
    const viaB = client(b.url);
    await viaB.login(admin.email, admin.password);
    expect((await viaB.post('/api/releases/storefront/abort')).status).toBe(200);
    /** How long after `since` both replicas gave the canary's bucket the live release. */
    const bothServeLive = async (since: number): Promise<number> => {
      for (;;) {
        const served = await Promise.all([entryFor(a, 0), entryFor(b, 0)]);
        if (served.every((entry) => entry === liveEntry)) return performance.now() - since;
        if (performance.now() - since > 3000) throw new Error(`still ${served.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    expect(await bothServeLive(performance.now())).toBeLessThan(1000);
    const after = await fetch(`${a.url}/en`, { headers: { accept: 'text/html' } });
    expect(after.headers.get('set-cookie')).toBeNull();

    // Run again, then failing in browsers, reported to either replica: the fleet's counts pass
    // the threshold (20 failures, over 2 % of its loads) and one replica's check aborts it.
    expect(
      (await viaB.post('/api/releases/storefront/promote', { id: canary, share: 10 })).status,
    ).toBe(200);
    await failInBrowsers(canary, 21);
    const reported = performance.now();
    let storefront: { canary: string | null; releases: { id: string; aborted_by: string }[] };
    for (;;) {
      const overview = await viaB.get('/api/releases');
      storefront = overview.body.remotes.find((r: { remote: string }) => r.remote === 'storefront');
      if (storefront.canary === null) break;
      if (performance.now() - reported > 10_000) throw new Error('the canary still runs');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const stopped = performance.now();
    expect(storefront.releases.find((r) => r.id === canary)?.aborted_by).toBe('failures');
    // The replica whose check stopped it serves the live release at once; the other hears it.
    expect(await bothServeLive(stopped)).toBeLessThan(1000);
    const audit = await viaB.get('/api/audit?entity=release');
    const stops = (audit.body.data as { details: Record<string, string> }[]).filter(
      (e) => e.details.reason === 'failures',
    );
    // Recorded once, by whichever replica's check stopped it.
    expect(stops.map((e) => [e.details.switch, e.details.via, e.details.release])).toEqual([
      ['abort', 'health', canary],
    ]);
    expect(`${a.output}${b.output}`).toMatch(
      new RegExp(
        `storefront: canary ${canary.replace(/\./g, '\\.')} aborted: \\d+ failures in \\d+ loads`,
      ),
    );
    expect(releaseOfPage(await after.text())).toEqual({
      manifests: [liveEntry],
      rendered: 'default',
    });
  }, 120_000);

  /** Waits (at most 3 s) until both replicas give bucket 0 the storefront canary `release`. */
  const bothServeCanary = async (release: string) => {
    const started = performance.now();
    for (;;) {
      const served = await Promise.all(
        [a, b].map(async (replica) => {
          const res = await fetch(`${replica.url}/remotes.config.json`, {
            headers: { cookie: `${RELEASE_BUCKET_COOKIE}=0` },
          });
          return JSON.stringify(await res.json()).includes(`/releases/${release}/`);
        }),
      );
      if (served.every(Boolean)) return;
      if (performance.now() - started > 3000) throw new Error(`${release} not served by both`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  /**
   * `count` page loads of the storefront canary `release` failing, each in a browser of its own
   * from one of six networks, its load token from one replica and its report to the other.
   */
  const failInBrowsers = async (release: string, count: number, networks = 6, offset = 0) => {
    await bothServeCanary(release);
    for (let i = 0; i < count; i++) {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      const browser = new BrowserAt(
        to.url as unknown as TestApp['http'],
        `10.90.${offset + (i % networks)}.${1 + i}`,
      );
      await browser.csrf();
      const token = await pageLoadToken(from.url, i % 10);
      expect((await reportFailure(browser, 'storefront', release, token)).status).toBe(204);
    }
  };

  it('counts a page load’s token once fleet-wide, and aborts a canary only by failures from enough networks over its confirmed loads', async () => {
    const canary = '2.1.0-20261127t140000000z';
    writeStorefront(
      path.join(builtDir, 'storefront', canary),
      canary,
      `/mfe/storefront/releases/${canary}/`,
    );
    await releaseWithCli(canary, '2.1.0', 'storefront', ['--share', '10']);
    const staff = client(b.url);
    await staff.login(admin.email, admin.password);
    const canaryOf = async () => {
      const overview = await staff.get('/api/releases');
      const storefront = (
        overview.body.remotes as {
          remote: string;
          canary: string | null;
          releases: { id: string; loads: number; failures: number; aborted_by: string | null }[];
        }[]
      ).find((r) => r.remote === 'storefront');
      return {
        running: storefront?.canary,
        release: storefront?.releases.find((r) => r.id === canary),
      };
    };
    /** Waits (at most 10 s) until the fleet's counts, flushed every 2 s, show `wanted`. */
    const until = async (wanted: (seen: Awaited<ReturnType<typeof canaryOf>>) => boolean) => {
      const started = performance.now();
      for (;;) {
        const seen = await canaryOf();
        if (wanted(seen)) return seen;
        if (performance.now() - started > 10_000) throw new Error(JSON.stringify(seen));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    // Both replicas give bucket 0 the canary (each hears of the release within a second).
    await bothServeCanary(canary);

    // 20 loads confirmed, each token from one replica, its confirmation to the other; sent
    // again, to the replica that gave it, it counts for nothing.
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      const browser = new BrowserAt(to.url as unknown as TestApp['http'], `10.91.0.${1 + i}`);
      await browser.csrf();
      const token = await pageLoadToken(from.url, i % 10);
      tokens.push(token);
      expect((await confirmLoad(browser, 'storefront', canary, token)).status).toBe(204);
    }
    for (const [i, token] of tokens.entries()) {
      const browser = new BrowserAt(
        (i % 2 ? a : b).url as unknown as TestApp['http'],
        `10.92.0.${1 + i}`,
      );
      await browser.csrf();
      expect((await confirmLoad(browser, 'storefront', canary, token)).status).toBe(204);
    }
    await until(({ release }) => release?.loads === 20);

    // Eight failures from four networks: over 2 % of 20 loads, but four networks stop nothing.
    await failInBrowsers(canary, 8, 4, 10);
    let seen = await until(({ release }) => release?.failures === 8);
    expect(seen.running).toBe(canary);
    // A fifth network: the rule holds on the fleet's counts, and one replica's check stops it.
    await failInBrowsers(canary, 1, 1, 20);
    seen = await until(({ running }) => running === null);
    expect(seen.release).toMatchObject({ aborted_by: 'failures', loads: 20, failures: 9 });
    const audit = await staff.get('/api/audit?entity=release');
    const stops = (audit.body.data as { details: Record<string, string> }[]).filter(
      (e) => e.details.reason === 'failures' && e.details.release === canary,
    );
    expect(stops.map((e) => e.details)).toEqual([
      expect.objectContaining({
        switch: 'abort',
        via: 'health',
        loads: '20',
        failures: '9',
        networks: '5',
        window: '5 min',
      }),
    ]);
  }, 90_000);

  it('drains a replica on SIGTERM under load: no request fails, the other takes the rest', async () => {
    const staff = client(site);
    await staff.login(admin.email, admin.password);
    const product = await createProduct(staff, bagInput('Mochila Carga', { published: true }));
    const slug = product.translations.es?.slug as string;
    const reads = [
      '/api/catalog/products?lang=es&category=backpacks',
      `/api/catalog/products/es/${encodeURIComponent(slug)}`,
      '/',
      '/en/products/backpacks',
      '/api/health/live',
    ];
    const failures: string[] = [];
    let done = 0;
    let stop = false;
    const reader = async (n: number) => {
      for (let i = n; !stop; i++) {
        const url = reads[i % reads.length] as string;
        try {
          const res = await fetch(`${site}${url}`, {
            headers: { accept: url.startsWith('/api') ? 'application/json' : 'text/html' },
          });
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`${url} → ${res.status}`);
        } catch (error) {
          failures.push(`${url} → ${String(error)}`);
        }
        done++;
      }
    };
    // Uploads take long enough to be in flight when the signal comes.
    const uploader = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const res = await upload(staff, product.id, [
          {
            data: await picture('jpeg', (n * 50 + i * 7) % 360, 1200, 900),
            name: 'u.jpg',
            type: 'image/jpeg',
          },
        ]).catch((error: unknown) => ({ status: String(error), body: {} }));
        if (res.status !== 201 && res.status !== 422) failures.push(`upload → ${res.status}`);
        done++;
        if (i >= 3) break;
      }
    };
    const workers = [...Array.from({ length: 16 }, (_, n) => reader(n)), uploader(0), uploader(1)];
    await new Promise((resolve) => setTimeout(resolve, 800));
    const before = proxy.served.get(a.url) ?? 0;
    const code = await a.terminate();
    const servedByBAtExit = proxy.served.get(b.url) ?? 0;
    live = [b];
    await new Promise((resolve) => setTimeout(resolve, 800));
    stop = true;
    await Promise.all(workers);
    // Nest re-raises the signal once it has closed everything: a clean exit by SIGTERM.
    expect([0, null]).toContain(code);
    expect({ failures, proxy: proxy.errors }).toEqual({ failures: [], proxy: [] });
    expect(before).toBeGreaterThan(0);
    expect(proxy.served.get(b.url) ?? 0).toBeGreaterThan(servedByBAtExit);
    expect(done).toBeGreaterThan(40);
    expect(a.output).not.toMatch(/"level":"error"/);
  }, 90_000);
});
