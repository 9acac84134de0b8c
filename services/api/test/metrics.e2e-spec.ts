import fs from 'node:fs';
import request from 'supertest';
import { Metrics } from '../src/common/metrics/metrics';
import { DIALECTS, describeOn } from './support/databases';
import { standInSite } from './support/stand-in-site';
import { Client, startTestApp, type TestApp } from './support/test-app';

/** One sample of a metric in Prometheus's text format (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    // label values may hold spaces ("page cache"): the value is what follows the last one
    const cut = line.lastIndexOf(' ');
    const labelText = line.slice(name.length, cut);
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.slice(cut + 1));
  }
  return 0;
}

describe.each(DIALECTS)('Prometheus metrics on their own port (%s)', (dialect) => {
  let t: TestApp;
  let scrape: () => Promise<string>;
  const site = standInSite();

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      METRICS_PORT: '0',
      METRICS_HOST: '127.0.0.1',
      WEB_ROOT: site.webRoot,
    });
    const port = t.app.get(Metrics).servedOn;
    scrape = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    await t.createUser({ email: 'ana@bolsos.test', roles: ['admin'] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(site.webRoot, { recursive: true, force: true });
  });

  it('is not served on the public port', async () => {
    const res = await request(t.http).get('/metrics').set('Accept', 'text/plain');
    expect(res.text).not.toContain('bolsos_http_requests_total');
  });

  it('counts requests by route pattern and status, with latency', async () => {
    const before = await scrape();
    const client = new Client(t.http);
    await client.login('ana@bolsos.test');
    expect((await client.get('/api/users/999999')).status).toBe(404);
    expect((await client.get('/api/users/999998')).status).toBe(404);
    const after = await scrape();
    const labels = { route: '/api/users/:id', method: 'GET', status: '404' };
    expect(
      sample(after, 'bolsos_http_requests_total', labels) -
        sample(before, 'bolsos_http_requests_total', labels),
    ).toBe(2);
    // one series for the pattern, none per id
    expect(after).not.toContain('/api/users/999999');
    expect(
      sample(after, 'bolsos_http_request_duration_seconds_count', {
        route: '/api/users/:id',
        method: 'GET',
      }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts catalogue and page cache hits and misses', async () => {
    const before = await scrape();
    const url = '/api/catalog/products?lang=zh&category=crossbody';
    await request(t.http).get(url);
    await request(t.http).get(url);
    await request(t.http).get('/zh').set('Accept', 'text/html');
    await request(t.http).get('/zh').set('Accept', 'text/html');
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      sample(after, 'bolsos_cache_lookups_total', labels) -
      sample(before, 'bolsos_cache_lookups_total', labels);
    expect(delta({ cache: 'api', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(delta({ cache: 'api', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(delta({ cache: 'pages', result: 'miss' })).toBe(1);
    expect(delta({ cache: 'pages', result: 'hit' })).toBe(1);
    expect(
      sample(after, 'bolsos_http_requests_total', { route: 'page cache', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts failed sign-ins and sent mail', async () => {
    const before = await scrape();
    const client = new Client(t.http);
    await client.csrf();
    expect(
      (await client.post('/api/login', { email: 'ana@bolsos.test', password: 'nope-nope' })).status,
    ).toBe(422);
    await client.post('/api/password/forgot', { email: 'ana@bolsos.test' });
    await t.inbox.waitFor('ana@bolsos.test');
    const after = await scrape();
    expect(
      sample(after, 'bolsos_login_failures_total') - sample(before, 'bolsos_login_failures_total'),
    ).toBe(1);
    expect(
      sample(after, 'bolsos_mail_total', { result: 'sent' }) -
        sample(before, 'bolsos_mail_total', { result: 'sent' }),
    ).toBe(1);
  });

  it('reports process figures, and the database pool on MySQL', async () => {
    const text = await scrape();
    expect(sample(text, 'bolsos_process_resident_memory_bytes')).toBeGreaterThan(0);
    if (dialect === 'mysql') {
      expect(sample(text, 'bolsos_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(text).not.toMatch(/^bolsos_db_pool_connections\{/m);
    }
  });
});

describeOn('sqlite')('metrics settings', () => {
  it('refuses METRICS_PORT equal to PORT', async () => {
    const { loadConfig } = await import('../src/config/app-config');
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });
});
