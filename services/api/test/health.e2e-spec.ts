import type { NestExpressApplication } from '@nestjs/platform-express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { HEALTH_DB_TIMEOUT_MS } from '../src/health/health.controller';
import { Readiness } from '../src/common/lifecycle/readiness';
import { createTestDatabase, describeOn, type TestDatabase } from './support/databases';
import { TcpLink } from './support/tcp-link';
import { Client, startTestApp, type TestApp } from './support/test-app';

type Http = NestExpressApplication['getHttpServer'] extends () => infer H ? H : never;

async function health(http: Http, path = '/api/health') {
  const started = Date.now();
  const res = await request(http).get(path).set('Accept', 'application/json');
  return {
    status: res.status,
    body: res.body,
    cache: res.headers['cache-control'],
    ms: Date.now() - started,
  };
}

// Exactly this: no version and no database type for a visitor to read.
const down = () => ({ status: 'error', database: { status: 'down' } });

describeOn('sqlite')('health when the SQLite database is gone', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers 503 while the data source is closed, and 200 once it is back', async () => {
    expect((await health(t.http)).status).toBe(200);
    await t.dataSource.destroy();
    const gone = await health(t.http);
    expect(gone).toMatchObject({ status: 503, cache: 'no-store' });
    expect(gone.body).toEqual(down());
    expect(await health(t.http, '/api/health/ready')).toMatchObject({
      status: 503,
      body: down(),
    });
    // Live but not ready: a balancer stops routing to it, nothing restarts it.
    const live = await health(t.http, '/api/health/live');
    expect(live).toMatchObject({ status: 200, cache: 'no-store' });
    expect(live.body).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
    await t.dataSource.initialize();
    expect((await health(t.http)).status).toBe(200);
    expect((await health(t.http, '/api/health/ready')).status).toBe(200);
  });
});

describeOn('sqlite')('readiness while a replica shuts down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('stops being ready as soon as shutdown begins, while it still answers', async () => {
    expect((await health(t.http, '/api/health/ready')).status).toBe(200);
    // What Nest calls first on SIGTERM, before it closes the HTTP server.
    await t.app.get(Readiness).beforeApplicationShutdown();
    expect(await health(t.http, '/api/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'error', database: { status: 'up' }, draining: true },
    });
    expect((await health(t.http, '/api/health/live')).status).toBe(200);
  });
});

// Runs where a Redis server is available (CI sets REDIS_URL).
(process.env.REDIS_URL ? describeOn('sqlite') : describe.skip)(
  'readiness with sessions in Redis when Redis goes away',
  () => {
    let link: TcpLink;
    let t: TestApp;
    let staff: Client;

    beforeAll(async () => {
      const real = new URL(process.env.REDIS_URL as string);
      link = new TcpLink({ host: real.hostname, port: Number(real.port || 6379) });
      const linked = new URL(real.toString());
      linked.host = `127.0.0.1:${await link.start()}`;
      t = await startTestApp('sqlite', { SESSION_STORE: 'redis', REDIS_URL: linked.toString() });
      await t.createUser({ email: 'staff@bolsos.test', roles: ['manager'] });
      staff = new Client(t.http);
      await staff.login('staff@bolsos.test');
    });
    afterAll(async () => {
      link.set('up');
      await t.close();
      await link.stop();
    });

    it('is live but not ready without Redis, and ready again when it is back', async () => {
      expect(await health(t.http, '/api/health/ready')).toMatchObject({
        status: 200,
        body: { services: { redis: 'up' } },
      });
      link.set('refuse');
      const gone = await health(t.http, '/api/health/ready');
      expect(gone).toMatchObject({
        status: 503,
        body: { status: 'error', database: { status: 'up' }, services: { redis: 'down' } },
      });
      expect(gone.ms).toBeLessThan(HEALTH_DB_TIMEOUT_MS + 1500);
      expect((await health(t.http, '/api/health/live')).status).toBe(200);
      // Public reads need no session: they keep serving.
      expect((await request(t.http).get('/api/catalog/products?lang=es')).status).toBe(200);
      // A staff call needs its session from Redis: a clear 503 at once, never a hang.
      const asked = Date.now();
      const staffCall = await staff.get('/api/account');
      expect(Date.now() - asked).toBeLessThan(2000);
      expect([staffCall.status, staffCall.headers['retry-after']]).toEqual([503, '5']);
      expect(staffCall.body.message).toBe(
        'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.',
      );
      link.set('up');
      // node-redis reconnects on its own, with a back-off.
      let back = await health(t.http, '/api/health/ready');
      for (let i = 0; i < 20 && back.status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        back = await health(t.http, '/api/health/ready');
      }
      expect(back).toMatchObject({ status: 200, body: { services: { redis: 'up' } } });
      expect((await staff.get('/api/account')).status).toBe(200);
    });
  },
);

describeOn('mysql')('health when MySQL goes away', () => {
  let db: TestDatabase;
  let link: TcpLink;
  let app: NestExpressApplication;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase('mysql');
    if (db.config.type !== 'mysql') throw new Error('expected MySQL');
    const real = new URL(db.config.url);
    link = new TcpLink({ host: real.hostname, port: Number(real.port || 3306) });
    const linked = new URL(real.toString());
    linked.host = `127.0.0.1:${await link.start()}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-health-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    config.database = { ...db.config, url: linked.toString() };
    app = await createApp(config, { logger: false });
  });
  afterAll(async () => {
    link?.set('up');
    await app?.close();
    await link?.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 at once when the server refuses connections', async () => {
    expect((await health(app.getHttpServer())).status).toBe(200);
    link.set('refuse');
    const gone = await health(app.getHttpServer());
    expect(gone).toMatchObject({ status: 503, cache: 'no-store' });
    expect(gone.body).toEqual(down());
    expect(gone.ms).toBeLessThan(HEALTH_DB_TIMEOUT_MS);
  });

  it('answers 503 within its time limit when the server accepts but never answers', async () => {
    link.set('silent');
    const silent = await health(app.getHttpServer());
    expect(silent.status).toBe(503);
    expect(silent.body).toEqual(down());
    expect(silent.ms).toBeGreaterThanOrEqual(HEALTH_DB_TIMEOUT_MS - 50);
    expect(silent.ms).toBeLessThan(HEALTH_DB_TIMEOUT_MS + 1500);
  });

  it('answers API calls 503 with Retry-After at once while the database is down, and serves again after', async () => {
    link.set('refuse');
    const started = Date.now();
    const res = await request(app.getHttpServer())
      .get('/api/catalog/products?lang=en&category=fanny_packs')
      .set('Accept-Language', 'en');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      message: 'The service is unavailable right now. Please try again in a few seconds.',
      request_id: res.headers['x-request-id'],
    });
    link.set('up');
    const back = await request(app.getHttpServer()).get(
      '/api/catalog/products?lang=en&category=fanny_packs',
    );
    expect(back.status).toBe(200);
    link.set('silent');
  });

  it('answers 200 again once the database is back, without a restart', async () => {
    link.set('up');
    const back = await health(app.getHttpServer());
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ status: 'ok', database: { status: 'up' } });
  });
});
