import { createClient } from 'redis';
import { describeOn } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

// Runs where a Redis server is available (CI sets REDIS_URL); the database store is covered everywhere.
const describeRedis = process.env.REDIS_URL ? describeOn('sqlite') : describe.skip;

describeRedis('sessions and rate limits in Redis (SESSION_STORE=redis)', () => {
  let t: TestApp;
  const redis = createClient({ url: process.env.REDIS_URL });

  beforeAll(async () => {
    await redis.connect();
    t = await startTestApp('sqlite', {
      SESSION_STORE: 'redis',
      REDIS_URL: process.env.REDIS_URL as string,
    });
    await t.createUser({ email: 'redis@bolsos.test', roles: ['admin'] });
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it('keeps the session in Redis, not in the sessions table, and destroys it at logout', async () => {
    const client = new Client(t.http);
    const login = await client.login('redis@bolsos.test');
    const sid = decodeURIComponent(
      ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('bolsos_session='))!
        .split(/[=;]/)[1],
    )
      .replace(/^s:/, '')
      .split('.')[0];
    expect(await redis.exists(`bolsos:sess:${sid}`)).toBe(1);
    expect(await t.dataSource.query('SELECT COUNT(*) AS n FROM sessions')).toEqual([{ n: 0 }]);
    expect((await client.get('/api/account')).status).toBe(200);
    await client.post('/api/logout');
    expect(await redis.exists(`bolsos:sess:${sid}`)).toBe(0);
  });

  it('stores nothing in Redis for visitors who only fetch the CSRF cookie', async () => {
    const before = (await redis.keys('bolsos:sess:*')).length;
    await Promise.all(
      Array.from({ length: 50 }, () => new Client(t.http).agent.get('/sanctum/csrf-cookie')),
    );
    expect((await redis.keys('bolsos:sess:*')).length).toBe(before);
  });

  it('shares login throttling through Redis', async () => {
    const client = new Client(t.http);
    await client.csrf();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await client.post('/api/login', { email: 'redis@bolsos.test', password: 'wrong-one' }))
          .status,
      );
    expect(statuses.at(-1)).toBe(429);
    const keys = await redis.keys('bolsos:rl:login:*');
    expect(keys.length).toBeGreaterThan(0);
    // Failures per address and per account too, so every replica counts them together.
    const failures = [
      ...(await redis.keys(`bolsos:rl:login-address:${client.ip}`)),
      ...(await redis.keys('bolsos:rl:login-account:redis@bolsos.test')),
    ];
    expect(failures).toHaveLength(2);
    await redis.del([...keys, ...failures]);
  });
});
