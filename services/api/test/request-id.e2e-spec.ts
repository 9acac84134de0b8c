import request from 'supertest';
import { JsonLogger } from '../src/common/lifecycle/json-logger';
import { describeOn } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/** Every answer carries an id a user can quote and an operator can find in the logs. */
describeOn('sqlite')('request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      'sqlite',
      { LOG_REQUESTS: 'true' },
      { logger: new JsonLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>)) },
    );
  });
  afterAll(() => t.close());

  it('answers every kind of response with an X-Request-Id, the proxy’s when it sent one', async () => {
    const paths = [
      '/api/health/live',
      '/api/catalog/products?lang=es',
      '/',
      '/en',
      '/no-such-page',
    ];
    const seen = new Set<string>();
    for (const path of paths) {
      // twice: the second catalogue and page answers come from the byte caches, ahead of Express
      for (let i = 0; i < 2; i++) {
        const res = await request(t.http).get(path);
        const id = res.headers['x-request-id'] as string;
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        seen.add(id);
      }
    }
    expect(seen.size).toBe(paths.length * 2);
    const proxied = await request(t.http).get('/api/health/live').set('X-Request-Id', 'edge-123');
    expect(proxied.headers['x-request-id']).toBe('edge-123');
  });

  it('logs one JSON line per request with its id, path (no query), status and time', async () => {
    lines.length = 0;
    const res = await request(t.http).get('/api/catalog/products?lang=es&category=backpacks');
    await new Promise((resolve) => setImmediate(resolve));
    const line = lines.find((l) => l.request_id === res.headers['x-request-id']);
    expect(line).toMatchObject({
      level: 'log',
      msg: 'request',
      method: 'GET',
      path: '/api/catalog/products',
      status: 200,
      ms: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain('backpacks');
  });

  it('puts the id in a 5xx body and on the error’s log line', async () => {
    lines.length = 0;
    await t.dataSource.destroy();
    try {
      const res = await request(t.http)
        .get('/api/catalog/products?lang=en&category=tote_bags')
        .set('Accept-Language', 'en');
      expect(res.status).toBe(500);
      const id = res.headers['x-request-id'] as string;
      expect(res.body).toEqual({
        message: 'An error occurred while processing your request.',
        request_id: id,
      });
      const error = lines.find((l) => l.level === 'error');
      expect(error).toMatchObject({ request_id: id, context: 'HTTP', stack: expect.any(String) });
    } finally {
      await t.dataSource.initialize();
    }
  });
});
