import type { Request, Response } from 'express';
import { LOGIN_FAILURE_LIMITS } from '../src/auth/login-throttle.service';
import { anonymousXsrf } from '../src/common/http/anonymous-xsrf';
import type { AppConfig } from '../src/config/app-config';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { DIALECTS } from './support/databases';
import { documentedRoutes, fillPath } from './support/openapi-routes';
import { sessionIdFrom, sessionRows } from './support/session-rows';

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
}

function sessionId(res: { headers: Record<string, unknown> }): string | undefined {
  return setCookies(res)
    .map((c) => c.match(/^bolsos_session=([^;]+)/)?.[1])
    .find(Boolean);
}

describe.each(DIALECTS)('session auth, Sanctum-compatible (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Admin' });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Manager' });
  });
  afterAll(() => t.close());

  it('hands out a signed XSRF-TOKEN cookie with 204 and no session to a visitor; the HttpOnly, SameSite=Lax session cookie comes at login', async () => {
    const client = new Client(t.http);
    const res = await client.csrf();
    expect(res.status).toBe(204);
    const cookies = setCookies(res);
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(xsrf).toMatch(/SameSite=Lax/i);
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(cookies.find((c) => c.startsWith('bolsos_session='))).toBeUndefined();
    // signature.random value, both hex (csrf-csrf's signed double-submit token)
    expect(client.xsrf).toMatch(/^[0-9a-f]{64}\.[0-9a-f]{64}$/);
    // The same visitor asking again keeps the token it has.
    expect(setCookies(await client.csrf()).join()).toContain(`XSRF-TOKEN=${client.xsrf}`);
    const login = await client.post('/api/login', {
      email: 'admin@bolsos.test',
      password: 'Password#123',
    });
    const sess = setCookies(login).find((c) => c.startsWith('bolsos_session='));
    expect(sess).toMatch(/HttpOnly/i);
    expect(sess).toMatch(/SameSite=Lax/i);
  });

  it("refuses a visitor's token that is not ours, not in its cookie, or kept after signing in", async () => {
    const visitor = new Client(t.http);
    await visitor.csrf();
    const token = visitor.xsrf as string;
    const forgot = (cookie: string | undefined, header: string) => {
      const req = new Client(t.http).agent
        .post('/api/password/forgot')
        .set('Accept', 'application/json')
        .set('X-XSRF-TOKEN', header);
      return (cookie === undefined ? req : req.set('Cookie', `XSRF-TOKEN=${cookie}`)).send({
        email: 'nobody@bolsos.test',
      });
    };
    expect((await forgot(token, token)).status).toBe(202);
    // Double submit without a signature: any matching pair would do, so none does.
    const made = `${'a'.repeat(64)}.${'b'.repeat(64)}`;
    expect((await forgot(made, made)).status).toBe(419);
    // Signed by another server's secret.
    const elsewhere = anonymousXsrf({
      session: { ...t.config.session, secret: 'another-secret-of-32-characters!!' },
    } as AppConfig);
    const foreign = elsewhere.issue(
      { cookies: {} } as Request,
      { cookie: () => undefined } as unknown as Response,
    );
    expect(foreign).toMatch(/^[0-9a-f]{64}\.[0-9a-f]{64}$/);
    expect((await forgot(foreign, foreign)).status).toBe(419);
    // The header alone, or a cookie that differs from it.
    expect((await forgot(undefined, token)).status).toBe(419);
    const second = new Client(t.http);
    await second.csrf();
    expect((await forgot(second.xsrf, token)).status).toBe(419);
    // Once signed in, only the session's own token writes.
    await visitor.post('/api/login', { email: 'manager@bolsos.test', password: 'Password#123' });
    expect(visitor.xsrf).not.toBe(token);
    const stale = await visitor.agent
      .put('/api/profile/password')
      .set('Accept', 'application/json')
      .set('Cookie', `XSRF-TOKEN=${token}`)
      .set('X-XSRF-TOKEN', token)
      .send({});
    expect(stale.status).toBe(419);
  });

  it('answers 419 to every mutating route without a token or with a wrong one', async () => {
    const routes = (await documentedRoutes(t.http))
      .filter((route) => route.method !== 'get')
      .map((route) => ({ method: route.method, path: fillPath(route.path) }));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const signedIn = new Client(t.http);
    await signedIn.login('admin@bolsos.test');
    for (const { method, path } of routes) {
      for (const header of [undefined, 'forged-token']) {
        for (const client of [new Client(t.http), signedIn]) {
          let req = client.agent[method as 'post'](path).set('Accept', 'application/json');
          if (header) req = req.set('X-XSRF-TOKEN', header);
          const res = await req.send({});
          expect([method, path, header, res.status]).toEqual([method, path, header, 419]);
          expect(res.body.message).toBeTruthy();
        }
      }
    }
    // Still signed in: the 419s did not disturb the session.
    expect((await signedIn.get('/api/account')).status).toBe(200);
  });

  it('accepts the token in X-CSRF-TOKEN too', async () => {
    const client = new Client(t.http);
    await client.csrf();
    const res = await client.agent
      .post('/api/password/forgot')
      .set('X-CSRF-TOKEN', client.xsrf as string)
      .send({ email: 'nobody@bolsos.test' });
    expect(res.status).toBe(202);
  });

  it('regenerates the session id and the CSRF token at login', async () => {
    const client = new Client(t.http);
    // A session id someone else obtained (their own sign-in) and planted in this browser.
    const planted = await client.login('manager@bolsos.test');
    const oldSession = sessionId(planted);
    const oldToken = client.xsrf;
    const res = await client.post('/api/login', {
      email: 'ADMIN@bolsos.test',
      password: 'Password#123',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'admin@bolsos.test', roles: ['admin'] });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.user).not.toHaveProperty('password_hash');
    const newSession = sessionId(res);
    expect(oldSession).toBeDefined();
    expect(newSession).toBeDefined();
    expect(newSession).not.toEqual(oldSession);
    expect(client.xsrf).not.toEqual(oldToken);
    // The earlier session id carries no login any more.
    const fixated = await new Client(t.http).agent
      .get('/api/account')
      .set('Cookie', `bolsos_session=${oldSession}`);
    expect(fixated.status).toBe(401);
    // The old token no longer works for writes.
    const stale = await client.agent
      .put('/api/profile')
      .set('X-XSRF-TOKEN', oldToken as string)
      .send({ name: 'X', email: 'admin@bolsos.test' });
    expect(stale.status).toBe(419);
  });

  it('answers 401 to signed-out callers and account shows the user when signed in', async () => {
    const client = new Client(t.http);
    const anon = await client.get('/api/account');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: 'Debe iniciar sesión para continuar' });
    await client.login('manager@bolsos.test');
    const me = await client.get('/api/account');
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual({
      id: expect.any(Number),
      name: 'Manager',
      email: 'manager@bolsos.test',
      roles: ['manager'],
      password_set_at: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('rejects wrong credentials with 422 in the caller language, for unknown and known e-mails alike', async () => {
    for (const [lang, message] of [
      ['en', 'Username and password do not match'],
      ['es', 'El usuario y la contraseña no coinciden'],
      ['zh', '用户名和密码不匹配'],
    ]) {
      for (const email of ['admin@bolsos.test', 'ghost@bolsos.test']) {
        const client = new Client(t.http);
        client.lang = lang;
        await client.csrf();
        const res = await client.post('/api/login', { email, password: 'wrong-password' });
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(message);
        expect(res.body.errors.email).toEqual([message]);
      }
    }
  });

  it('prefers the lang cookie over Accept-Language', async () => {
    const client = new Client(t.http);
    await client.csrf();
    const res = await client.agent
      .post('/api/login')
      .set('Accept-Language', 'en')
      .set('Cookie', 'lang=zh')
      .set('X-XSRF-TOKEN', client.xsrf as string)
      .send({ email: 'admin@bolsos.test', password: 'nope' });
    expect(res.body.message).toBe('用户名和密码不匹配');
  });

  it('throttles login per e-mail and address with 429, Retry-After and X-RateLimit headers', async () => {
    const client = new Client(t.http);
    await client.csrf();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await client.post('/api/login', {
        email: 'manager@bolsos.test',
        password: 'bad-guess',
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.headers['x-ratelimit-limit']).toBe('5');
    expect(last!.headers['x-ratelimit-remaining']).toBe('0');
    expect(last!.body.message).toBe('Demasiados intentos, espere un momento');
    // Even the right password waits out the window…
    expect(
      (await client.post('/api/login', { email: 'manager@bolsos.test', password: 'Password#123' }))
        .status,
    ).toBe(429);
    // …but another account from the same address is not locked…
    expect(
      (await client.post('/api/login', { email: 'admin@bolsos.test', password: 'Password#123' }))
        .status,
    ).toBe(200);
    // …nor the same account from another address (the app takes the last X-Forwarded-For hop).
    const elsewhere = new Client(t.http);
    expect(elsewhere.ip).not.toBe(client.ip);
    const other = await elsewhere.login('manager@bolsos.test');
    expect(other.headers['x-ratelimit-remaining']).toBe('4');
    // A prepended, made-up hop does not make the locked address a new one.
    const forged = await client.agent
      .post('/api/login')
      .set('Accept', 'application/json')
      .set('X-Forwarded-For', `198.51.100.9, ${client.ip}`)
      .set('X-XSRF-TOKEN', client.xsrf as string)
      .send({ email: 'manager@bolsos.test', password: 'Password#123' });
    expect(forged.status).toBe(429);
  });

  /** One sign-in attempt from `ip`, as a fresh browser there would make it. */
  async function attempt(ip: string, email: string, password: string) {
    const agent = new Client(t.http).agent;
    const csrf = await agent.get('/sanctum/csrf-cookie').set('X-Forwarded-For', ip);
    const token = decodeURIComponent(
      setCookies(csrf)
        .find((c) => c.startsWith('XSRF-TOKEN='))!
        .split(/[=;]/)[1],
    );
    return agent
      .post('/api/login')
      .set('Accept', 'application/json')
      .set('X-Forwarded-For', ip)
      .set('X-XSRF-TOKEN', token)
      .send({ email, password });
  }

  it('caps failed sign-ins from one address across accounts; successful ones never count', async () => {
    const { limit, windowSeconds } = LOGIN_FAILURE_LIMITS.address;
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 1; i < limit; i++)
      statuses.push((await attempt(ip, `guess${i}@bolsos.test`, 'wrong-guess')).status);
    expect(statuses).toEqual(Array(limit - 1).fill(422));
    // The shop's own sign-ins from the same address go through and are not counted…
    for (let i = 0; i < 3; i++)
      expect((await attempt(ip, 'admin@bolsos.test', 'Password#123')).status).toBe(200);
    // …so the limit is reached only by the next failure.
    expect((await attempt(ip, 'last-guess@bolsos.test', 'wrong-guess')).status).toBe(422);
    const locked = await attempt(ip, 'manager@bolsos.test', 'Password#123');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Demasiados intentos, espere un momento');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(windowSeconds - 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    // Another address is not affected.
    expect((await attempt('203.0.113.8', 'manager@bolsos.test', 'Password#123')).status).toBe(200);
  });

  it('locks an account tried from many addresses, with Retry-After, and tells its owner once', async () => {
    const { limit, windowSeconds } = LOGIN_FAILURE_LIMITS.account;
    await t.createUser({ email: 'target@bolsos.test', name: 'Tina' });
    const statuses = new Set<number>();
    for (let i = 1; i <= limit; i++)
      statuses.add(
        (await attempt(`198.51.${100 + (i >> 8)}.${i & 255}`, 'target@bolsos.test', 'guess'))
          .status,
      );
    expect([...statuses]).toEqual([422]);
    // From anywhere, even with the right password, until the window ends.
    const locked = await attempt('192.0.2.99', 'TARGET@bolsos.test', 'Password#123');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(windowSeconds - 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    // Other accounts sign in from the same addresses.
    expect((await attempt('198.51.100.1', 'manager@bolsos.test', 'Password#123')).status).toBe(200);
    const notice = await t.inbox.waitFor('target@bolsos.test');
    expect(notice.subject).toBe('Bloqueamos el acceso a su cuenta de Bolsos por intentos fallidos');
    expect(notice.text).toContain(`Hubo ${limit} intentos fallidos`);
    expect(notice.text).toContain('Hola, Tina:');
    expect((await attempt('192.0.2.100', 'target@bolsos.test', 'guess')).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.inbox.messages.filter((m) => m.to.includes('target@bolsos.test'))).toHaveLength(1);
  });

  it('stores no session for visitors; one row from login, none after logout', async () => {
    const rowCount = async () =>
      Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM sessions'))[0].n);
    const before = await rowCount();
    for (let i = 0; i < 500; i += 50)
      await Promise.all(
        Array.from({ length: 50 }, () => new Client(t.http).agent.get('/sanctum/csrf-cookie')),
      );
    // Anonymous writes (a reset request, a failed login) store nothing either.
    const visitor = new Client(t.http);
    await visitor.csrf();
    expect(
      (await visitor.post('/api/password/forgot', { email: 'nobody@bolsos.test' })).status,
    ).toBe(202);
    expect(
      (await visitor.post('/api/login', { email: 'x@bolsos.test', password: 'no' })).status,
    ).toBe(422);
    expect(await rowCount()).toBe(before);
    const client = new Client(t.http);
    await client.csrf();
    const login = await client.login('manager@bolsos.test');
    const sid = sessionIdFrom(login) as string;
    const rows = await sessionRows(t, sid);
    expect(rows).toHaveLength(1);
    expect(await rowCount()).toBe(before + 1);
    const data = JSON.parse(rows[0].data);
    expect(data.passport.user.id).toBe(login.body.user.id);
    expect(data.csrfToken).toBe(client.xsrf);
    expect((await client.post('/api/logout')).status).toBe(204);
    expect(await sessionRows(t, sid)).toEqual([]);
  });

  it('logout destroys the session', async () => {
    const client = new Client(t.http);
    const login = await client.login('admin@bolsos.test');
    const sid = sessionId(login);
    const out = await client.post('/api/logout');
    expect(out.status).toBe(204);
    expect((await client.get('/api/account')).status).toBe(401);
    const replay = await new Client(t.http).agent
      .get('/api/account')
      .set('Cookie', `bolsos_session=${sid}`);
    expect(replay.status).toBe(401);
  });

  it('keeps a remembered session for 30 days', async () => {
    const client = new Client(t.http);
    await client.csrf();
    const res = await client.post('/api/login', {
      email: 'admin@bolsos.test',
      password: 'Password#123',
      remember: true,
    });
    const cookie = setCookies(res).find((c) => c.startsWith('bolsos_session='));
    const expires = new Date(cookie!.match(/Expires=([^;]+)/i)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });
});
