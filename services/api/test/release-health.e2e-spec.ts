import { RELEASE_ABORT_FAILURES, RELEASE_HEALTH_WINDOW_MS } from '@bolsos/contracts';
import { ReleaseHealth } from '../src/releases/health/entities/release-health.entity';
import {
  healthKey,
  isFailing,
  ReleaseHealthService,
} from '../src/releases/health/release-health.service';
import { addRelease } from '../src/releases/release-ledger';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 32 §4: the shell's beacon reports a remote's release failing in a browser; loads and
 * failures are counted per release and minute, fleet-wide, over a five-minute window.
 */
describe('isFailing', () => {
  it('needs both the count and the share of loads', () => {
    expect(isFailing({ failures: RELEASE_ABORT_FAILURES, loads: 100 })).toBe(true);
    expect(isFailing({ failures: RELEASE_ABORT_FAILURES - 1, loads: 19 })).toBe(false);
    // 20 of 1,000 loads is exactly 2 %: not more than it.
    expect(isFailing({ failures: 20, loads: 1000 })).toBe(false);
    expect(isFailing({ failures: 21, loads: 1000 })).toBe(true);
  });
});

describe.each(DIALECTS)('release health (%s)', (dialect) => {
  let t: TestApp;
  let health: ReleaseHealthService;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    health = t.app.get(ReleaseHealthService);
    await addRelease(t.dataSource.manager, {
      remote: 'adminUsers',
      releaseId: '1.0.0-a',
      version: '1.0.0',
      releasedBy: null,
      files: 3,
      size: 100,
      manifestUrl: '/mfe/admin-users/releases/1.0.0-a/mf-manifest.json',
    });
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.getRepository(ReleaseHealth).clear());

  async function visitor() {
    const client = new Client(t.http);
    await client.csrf();
    return client;
  }

  it('counts an anonymous browser’s report for a release on record, and for a default build', async () => {
    const browser = await visitor();
    const sent = await browser.post('/api/releases/health', {
      remote: 'adminUsers',
      release: '1.0.0-a',
      kind: 'load',
    });
    expect(sent.status).toBe(204);
    expect(
      (
        await browser.post('/api/releases/health', {
          remote: 'storefront',
          release: 'default',
          kind: 'render',
        })
      ).status,
    ).toBe(204);
    health.recordLoad('adminUsers', '1.0.0-a');
    health.recordLoad('adminUsers', '1.0.0-a');
    const counts = await health.counts();
    expect(counts.get(healthKey('adminUsers', '1.0.0-a'))).toEqual({ loads: 2, failures: 1 });
    expect(counts.get(healthKey('storefront', 'default'))).toEqual({ loads: 0, failures: 1 });
  });

  it('ignores a release not on record: nobody can fill the table with made-up ids', async () => {
    const browser = await visitor();
    const res = await browser.post('/api/releases/health', {
      remote: 'adminUsers',
      release: '9.9.9-nope',
      kind: 'load',
    });
    expect(res.status).toBe(204);
    await health.flush();
    expect(await t.dataSource.getRepository(ReleaseHealth).count()).toBe(0);
  });

  it('refuses a report it cannot read, field by field, in the visitor’s language', async () => {
    const browser = await visitor();
    browser.lang = 'en';
    const res = await browser.post('/api/releases/health', {
      remote: 'shell',
      release: '../x',
      kind: 'crash',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['kind', 'release', 'remote']);
    expect(res.body.errors.kind[0]).toMatch(/invalid|must be one of/i);
  });

  it('needs the XSRF token like every write, and caps what one address may send', async () => {
    const bare = new Client(t.http);
    expect(
      (
        await bare.post('/api/releases/health', {
          remote: 'adminUsers',
          release: 'default',
          kind: 'load',
        })
      ).status,
    ).toBe(419);
    const browser = await visitor();
    const report = { remote: 'adminUsers', release: 'default', kind: 'load' };
    for (let i = 0; i < 30; i++)
      expect((await browser.post('/api/releases/health', report)).status).toBe(204);
    const refused = await browser.post('/api/releases/health', report);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await health.counts()).get(healthKey('adminUsers', 'default'))?.failures).toBe(30);
  });

  it('adds each replica’s flush to the minute’s row, and counts only the window', async () => {
    const now = Date.now();
    health.recordLoad('adminUsers', '1.0.0-a', now);
    await health.flush();
    // A second flush for the same minute (another replica's, or this one's later) adds to it.
    health.recordLoad('adminUsers', '1.0.0-a', now);
    await health.report({ remote: 'adminUsers', release: '1.0.0-a', kind: 'render' }, now);
    // Six minutes ago: outside the window.
    health.recordLoad('adminUsers', '1.0.0-a', now - RELEASE_HEALTH_WINDOW_MS - 60_000);
    await health.flush();
    expect(await t.dataSource.getRepository(ReleaseHealth).count()).toBe(2);
    expect((await health.counts(now)).get(healthKey('adminUsers', '1.0.0-a'))).toEqual({
      loads: 2,
      failures: 1,
    });
  });

  it('tells its listeners after each flush', async () => {
    const seen: number[] = [];
    health.onFlushed(async () => {
      seen.push((await t.dataSource.getRepository(ReleaseHealth).count()) as number);
    });
    health.recordLoad('storefront', 'default');
    await health.flush();
    expect(seen).toEqual([1]);
  });
});
