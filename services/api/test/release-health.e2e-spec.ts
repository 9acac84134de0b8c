import {
  RELEASE_ABORT_NETWORKS,
  RELEASE_ABORT_RATIO,
  RELEASE_HEALTH_WINDOW_MS,
  RELEASE_LOAD_TOKEN_FIELD,
} from '@bolsos/contracts';
import request from 'supertest';
import { Metrics } from '../src/common/metrics/metrics';
import { loadConfig } from '../src/config/app-config';
import { ReleaseHealth } from '../src/releases/health/entities/release-health.entity';
import { ReleaseHealthNetwork } from '../src/releases/health/entities/release-health-network.entity';
import { clientNetwork, LOAD_TOKEN_TTL_MS, LoadTokens } from '../src/releases/health/load-token';
import {
  healthKey,
  isFailing,
  ReleaseHealthService,
} from '../src/releases/health/release-health.service';
import { addRelease } from '../src/releases/release-ledger';
import { DIALECTS } from './support/databases';
import {
  BrowserAt,
  confirmLoad,
  metricSample,
  pageLoadToken,
  reportFailure,
} from './support/release-beacons';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 32 §4, issue 44: the shell's beacons report a remote's release failing in a browser, or
 * rendering (a confirmed load), each with the load token its page's remotes config gave it;
 * loads, failures and the failures' client networks are counted per release and minute,
 * fleet-wide, over a five-minute window. A report without a valid, unused token is dropped.
 */
const RULE = { abortNetworks: RELEASE_ABORT_NETWORKS, abortRatio: RELEASE_ABORT_RATIO };

describe('isFailing', () => {
  it('needs failures from enough distinct networks and more than the share of confirmed loads', () => {
    expect(isFailing({ failures: 6, networks: 5, loads: 100 }, RULE)).toBe(true);
    // However many failures, from four networks they stop nothing.
    expect(isFailing({ failures: 1000, networks: 4, loads: 0 }, RULE)).toBe(false);
    // 20 of 1,000 loads is exactly 2 %: not more than it.
    expect(isFailing({ failures: 20, networks: 20, loads: 1000 }, RULE)).toBe(false);
    expect(isFailing({ failures: 21, networks: 5, loads: 1000 }, RULE)).toBe(true);
    expect(isFailing({ failures: 2, networks: 2, loads: 0 }, { ...RULE, abortNetworks: 2 })).toBe(
      true,
    );
  });
});

describe('client networks', () => {
  it('are an IPv4 /24 or an IPv6 /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.99')).toBe('203.0.113.0/24');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
  });

  it('are kept as keyed hashes: the same network alike, no address in sight', () => {
    const tokens = new LoadTokens('a-secret-of-at-least-thirty-two-chars');
    expect(tokens.networkKey('198.51.100.1')).toBe(tokens.networkKey('198.51.100.250'));
    expect(tokens.networkKey('198.51.100.1')).not.toBe(tokens.networkKey('198.51.101.1'));
    expect(tokens.networkKey('198.51.100.1')).not.toMatch(/198|51|100/);
  });
});

describe('load tokens', () => {
  const tokens = new LoadTokens('a-secret-of-at-least-thirty-two-chars');

  it('are signed for the releases served, with a key of their own, and expire', () => {
    const now = Date.now();
    const token = tokens.issue({ storefront: '1.0.0-a', adminUsers: 'default' }, now);
    expect(tokens.read(token, now)).toMatchObject({
      ok: true,
      token: { releases: { storefront: '1.0.0-a', adminUsers: 'default' } },
    });
    expect(tokens.read(token, now + LOAD_TOKEN_TTL_MS + 1)).toEqual({
      ok: false,
      reason: 'expired_token',
    });
    // Another server's secret, or one changed byte, is not ours.
    const other = new LoadTokens('another-secret-of-thirty-two-chars!');
    expect(other.read(token, now)).toEqual({ ok: false, reason: 'invalid_token' });
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      r: Record<string, string>;
    };
    payload.r.storefront = '6.6.6-x';
    const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
    expect(tokens.read(forged, now)).toEqual({ ok: false, reason: 'invalid_token' });
    expect(tokens.read('nonsense', now)).toEqual({ ok: false, reason: 'invalid_token' });
    // Two answers, two tokens.
    expect(tokens.issue({ storefront: 'default' }, now)).not.toBe(
      tokens.issue({ storefront: 'default' }, now),
    );
  });
});

describe('the abort rule settings', () => {
  it('default to 5 networks and 2 %, and refuse nonsense', () => {
    expect(loadConfig({}).releaseHealth).toEqual({ abortNetworks: 5, abortRatio: 0.02 });
    expect(
      loadConfig({ RELEASE_ABORT_NETWORKS: '2', RELEASE_ABORT_PERCENT: '0.5' }).releaseHealth,
    ).toEqual({ abortNetworks: 2, abortRatio: 0.005 });
    expect(() => loadConfig({ RELEASE_ABORT_NETWORKS: '0' })).toThrow(/RELEASE_ABORT_NETWORKS/);
    expect(() => loadConfig({ RELEASE_ABORT_PERCENT: 'lots' })).toThrow(/RELEASE_ABORT_PERCENT/);
  });
});

describe.each(DIALECTS)('release health (%s)', (dialect) => {
  let t: TestApp;
  let health: ReleaseHealthService;
  let scrape: () => Promise<string>;
  /** Addresses no other test here used: the rate limits remember them. */
  let nextNetwork = 0;
  const browser = async (network = ++nextNetwork, host = 1) => {
    const client = new BrowserAt(t.http, `10.77.${network}.${host}`);
    await client.csrf();
    return client;
  };
  const dropped = async (result: string, report = 'failure') =>
    metricSample(await scrape(), 'bolsos_release_health_reports_total', { report, result });

  beforeAll(async () => {
    t = await startTestApp(dialect, { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    health = t.app.get(ReleaseHealthService);
    const port = t.app.get(Metrics).servedOn;
    scrape = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
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
  beforeEach(async () => {
    await t.dataSource.getRepository(ReleaseHealth).clear();
    await t.dataSource.getRepository(ReleaseHealthNetwork).clear();
  });

  it('gives each remotes config answer a token of its own for the releases it served, which counts a confirmed load and a failure', async () => {
    const answer = await request(t.http).get('/remotes.config.json');
    expect(answer.status).toBe(200);
    const token = answer.body[RELEASE_LOAD_TOKEN_FIELD] as string;
    expect(token).toEqual(expect.any(String));
    expect(await pageLoadToken(t.http)).not.toBe(token);
    // Answers with no release of record are no loads: only the shell's confirmation is.
    expect((await health.counts()).get(healthKey('storefront', 'default'))).toBeUndefined();
    const visitor = await browser();
    expect((await confirmLoad(visitor, 'storefront', 'default', token)).status).toBe(204);
    expect((await reportFailure(visitor, 'storefront', 'default', token, 'render')).status).toBe(
      204,
    );
    expect((await health.counts()).get(healthKey('storefront', 'default'))).toEqual({
      loads: 1,
      failures: 1,
      networks: 1,
    });
  });

  it('counts each token once for a load and once for a failure: a reused one is dropped, and counted in /metrics', async () => {
    const visitor = await browser();
    const token = health.issueToken({ adminUsers: '1.0.0-a' });
    const reusedFailures = await dropped('reused_token');
    const reusedLoads = await dropped('reused_token', 'load');
    const counted = await dropped('counted');
    for (let i = 0; i < 3; i++) {
      expect((await confirmLoad(visitor, 'adminUsers', '1.0.0-a', token)).status).toBe(204);
      expect((await reportFailure(visitor, 'adminUsers', '1.0.0-a', token)).status).toBe(204);
    }
    // A fresh visitor with the same token (another address, fresh cookies) is no new load.
    const other = await browser();
    expect((await reportFailure(other, 'adminUsers', '1.0.0-a', token, 'render')).status).toBe(204);
    expect((await health.counts()).get(healthKey('adminUsers', '1.0.0-a'))).toEqual({
      loads: 1,
      failures: 1,
      networks: 1,
    });
    expect(await dropped('counted')).toBe(counted + 1);
    expect(await dropped('reused_token')).toBe(reusedFailures + 3);
    expect(await dropped('reused_token', 'load')).toBe(reusedLoads + 2);
  });

  it('drops a report without a token, with one it did not sign, one that expired, one for another release, or for a release not on record', async () => {
    const visitor = await browser();
    const now = Date.now();
    const before = {
      none: await dropped('no_token'),
      invalid: await dropped('invalid_token'),
      expired: await dropped('expired_token'),
      notServed: await dropped('not_served'),
      unknown: await dropped('unknown_release'),
      invalidLoads: await dropped('invalid_token', 'load'),
    };
    const served = health.issueToken({ adminUsers: '1.0.0-a' });
    const [body] = served.split('.');
    const sends = [
      reportFailure(visitor, 'adminUsers', '1.0.0-a'),
      reportFailure(visitor, 'adminUsers', '1.0.0-a', 'made.up'),
      reportFailure(visitor, 'adminUsers', '1.0.0-a', `${body}.${'A'.repeat(43)}`),
      reportFailure(
        visitor,
        'adminUsers',
        '1.0.0-a',
        health.issueToken({ adminUsers: '1.0.0-a' }, now - LOAD_TOKEN_TTL_MS - 1000),
      ),
      // The token a visitor outside the canary got names the live release, not this one.
      reportFailure(visitor, 'adminUsers', '1.0.0-a', health.issueToken({ adminUsers: 'default' })),
      reportFailure(visitor, 'storefront', '1.0.0-a', served),
      reportFailure(
        visitor,
        'adminUsers',
        '9.9.9-nope',
        health.issueToken({ adminUsers: '9.9.9-nope' }),
      ),
      confirmLoad(visitor, 'adminUsers', '1.0.0-a', 'made.up'),
    ];
    for (const send of sends) expect((await send).status).toBe(204);
    await health.flush();
    expect(await t.dataSource.getRepository(ReleaseHealth).count()).toBe(0);
    expect(await t.dataSource.getRepository(ReleaseHealthNetwork).count()).toBe(0);
    expect({
      none: await dropped('no_token'),
      invalid: await dropped('invalid_token'),
      expired: await dropped('expired_token'),
      notServed: await dropped('not_served'),
      unknown: await dropped('unknown_release'),
      invalidLoads: await dropped('invalid_token', 'load'),
    }).toEqual({
      none: before.none + 1,
      invalid: before.invalid + 2,
      expired: before.expired + 1,
      notServed: before.notServed + 2,
      unknown: before.unknown + 1,
      invalidLoads: before.invalidLoads + 1,
    });
    // The token those drops did not use is still good.
    expect((await reportFailure(visitor, 'adminUsers', '1.0.0-a', served)).status).toBe(204);
    expect((await health.counts()).get(healthKey('adminUsers', '1.0.0-a'))?.failures).toBe(1);
  });

  it('refuses a report it cannot read, field by field, in the visitor’s language', async () => {
    const visitor = await browser();
    visitor.lang = 'en';
    const res = await visitor.post('/api/releases/health', {
      remote: 'shell',
      release: '../x',
      kind: 'crash',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['kind', 'release', 'remote']);
    expect(res.body.errors.kind[0]).toMatch(/invalid|must be one of/i);
    const load = await visitor.post('/api/releases/health/loads', { remote: 'storefront' });
    expect(load.status).toBe(422);
    expect(Object.keys(load.body.errors).sort()).toEqual(['release', 'token']);
  });

  it('needs the XSRF token like every write, and caps what one address may send', async () => {
    const bare = new Client(t.http);
    const token = health.issueToken({ adminUsers: 'default' });
    expect((await reportFailure(bare, 'adminUsers', 'default', token)).status).toBe(419);
    expect((await confirmLoad(bare, 'adminUsers', 'default', token)).status).toBe(419);
    const visitor = await browser();
    for (let i = 0; i < 30; i++) {
      const fresh = health.issueToken({ adminUsers: 'default' });
      expect((await reportFailure(visitor, 'adminUsers', 'default', fresh)).status).toBe(204);
    }
    const refused = await reportFailure(
      visitor,
      'adminUsers',
      'default',
      health.issueToken({ adminUsers: 'default' }),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Thirty failures, one network.
    expect((await health.counts()).get(healthKey('adminUsers', 'default'))).toEqual({
      loads: 0,
      failures: 30,
      networks: 1,
    });
  });

  it('adds each replica’s flush to the minute’s rows, networks once each, and counts only the window', async () => {
    const now = Date.now();
    const release = { remote: 'adminUsers' as const, release: '1.0.0-a' };
    const token = () => health.issueToken({ adminUsers: '1.0.0-a' }, now);
    await health.confirmLoad({ ...release, token: token() }, now);
    await health.report({ ...release, kind: 'load', token: token() }, '10.1.1.1', now);
    await health.flush();
    // A second flush for the same minute (another replica's, or this one's later) adds to it;
    // the same network in the same minute is one row.
    await health.confirmLoad({ ...release, token: token() }, now);
    await health.report({ ...release, kind: 'render', token: token() }, '10.1.1.2', now);
    await health.report({ ...release, kind: 'render', token: token() }, '10.1.2.1', now);
    // Six minutes ago: outside the window.
    const old = now - RELEASE_HEALTH_WINDOW_MS - 60_000;
    await health.report(
      { ...release, kind: 'load', token: health.issueToken({ adminUsers: '1.0.0-a' }, old) },
      '10.1.3.1',
      old,
    );
    await health.flush();
    expect(await t.dataSource.getRepository(ReleaseHealth).count()).toBe(2);
    expect(await t.dataSource.getRepository(ReleaseHealthNetwork).count()).toBe(3);
    expect((await health.counts(now)).get(healthKey('adminUsers', '1.0.0-a'))).toEqual({
      loads: 2,
      failures: 3,
      networks: 2,
    });
  });

  it('tells its listeners after each flush', async () => {
    const seen: number[] = [];
    health.onFlushed(async () => {
      seen.push(await t.dataSource.getRepository(ReleaseHealth).count());
    });
    await health.confirmLoad({
      remote: 'storefront',
      release: 'default',
      token: health.issueToken({ storefront: 'default' }),
    });
    await health.flush();
    expect(seen).toEqual([1]);
  });
});
