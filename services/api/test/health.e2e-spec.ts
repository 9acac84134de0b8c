import type { NestExpressApplication } from '@nestjs/platform-express';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { HEALTH_DB_TIMEOUT_MS } from '../src/health/health.controller';
import { createTestDatabase, describeOn, type TestDatabase } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

type Http = NestExpressApplication['getHttpServer'] extends () => infer H ? H : never;

async function health(http: Http) {
  const started = Date.now();
  const res = await request(http).get('/api/health').set('Accept', 'application/json');
  return {
    status: res.status,
    body: res.body,
    cache: res.headers['cache-control'],
    ms: Date.now() - started,
  };
}

const down = (type: string) => ({
  status: 'error',
  database: { status: 'down', type },
  version: expect.any(String),
});

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
    expect(gone).toMatchObject({ status: 503, cache: 'no-store', body: down('sqlite') });
    await t.dataSource.initialize();
    expect((await health(t.http)).status).toBe(200);
  });
});

/**
 * Sits between the app and MySQL so a test can take the database away: refuse
 * connections (server stopped) or accept them and never answer (network black hole).
 */
class DatabaseLink {
  mode: 'up' | 'refuse' | 'silent' = 'up';
  private readonly sockets = new Set<net.Socket>();
  private readonly server = net.createServer((client) => this.accept(client));

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: net.Socket) {
    this.track(client);
    if (this.mode === 'refuse') return void client.resetAndDestroy();
    if (this.mode === 'silent') return;
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  }

  /** Changes mode and drops every open connection, as a database restart would. */
  set(mode: DatabaseLink['mode']) {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
  }

  async stop() {
    this.set('refuse');
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describeOn('mysql')('health when MySQL goes away', () => {
  let db: TestDatabase;
  let link: DatabaseLink;
  let app: NestExpressApplication;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase('mysql');
    if (db.config.type !== 'mysql') throw new Error('expected MySQL');
    const real = new URL(db.config.url);
    link = new DatabaseLink({ host: real.hostname, port: Number(real.port || 3306) });
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
    expect(gone).toMatchObject({ status: 503, cache: 'no-store', body: down('mysql') });
    expect(gone.ms).toBeLessThan(HEALTH_DB_TIMEOUT_MS);
  });

  it('answers 503 within its time limit when the server accepts but never answers', async () => {
    link.set('silent');
    const silent = await health(app.getHttpServer());
    expect(silent).toMatchObject({ status: 503, body: down('mysql') });
    expect(silent.ms).toBeGreaterThanOrEqual(HEALTH_DB_TIMEOUT_MS - 50);
    expect(silent.ms).toBeLessThan(HEALTH_DB_TIMEOUT_MS + 1500);
  });

  it('answers 200 again once the database is back, without a restart', async () => {
    link.set('up');
    const back = await health(app.getHttpServer());
    expect(back).toMatchObject({ status: 200, body: { status: 'ok', database: { status: 'up' } } });
  });
});
