/**
 * Issue 44: the sign-in lock protects the owner, not the attacker (OWASP's device cookies).
 * Strangers' failures lock the account for browsers it never signed in on; a browser it signed
 * in on keeps signing in, with a limit of its own. A reset, an administrator, lifts the lock.
 */
import { buildPath } from '@bolsos/contracts';
import request from 'supertest';
import { DEVICE_COOKIE } from '../src/auth/device-cookies.service';
import { LOGIN_FAILURE_LIMITS } from '../src/auth/login-throttle.service';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service';
import { DIALECTS } from './support/databases';
import { firstLink } from './support/smtp-inbox';
import { Client, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'Password#123';
// Each lockout is fifty-odd argon2id checks, from a fresh browser each: on a busy machine a test
// can outlast the default minute.
jest.setTimeout(180_000);

/** Each attack comes from three addresses of its own (the address limit counts across accounts). */
let attacks = 0;

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
}

function deviceCookie(res: { headers: Record<string, unknown> }): string | undefined {
  return setCookies(res).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
}

describe.each(DIALECTS)('sign-in lockout with device cookies (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Admin' });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Manager' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
  });
  afterAll(() => t.close());

  /** One sign-in attempt from `ip`, as a fresh browser there would make it. */
  async function attempt(ip: string, email: string, password: string) {
    const browser = new Client(t.http);
    Object.assign(browser, { ip });
    await browser.csrf();
    return browser.post('/api/login', { email, password });
  }

  /**
   * The pentest's attack: `total` wrong passwords, five a minute from each of three addresses.
   * The route's own limit is five a minute per account and address; the minute passing is its
   * counter forgetting them, as it does when its window ends.
   */
  async function guess(email: string, total: number): Promise<number[]> {
    const attack = ++attacks;
    const addresses = [1, 2, 3].map((n) => `198.51.100.${attack * 3 + n}`);
    const statuses: number[] = [];
    const limits = t.app.get(RateLimitService);
    while (statuses.length < total) {
      for (const ip of addresses)
        for (let i = 0; i < 5 && statuses.length < total; i++)
          statuses.push((await attempt(ip, email, 'wrong-guess')).status);
      for (const ip of addresses) await limits.reset(`login:${email}|${ip}`);
    }
    return statuses;
  }

  /** A browser the account signs in on, then leaves (signed out, its device cookie kept). */
  async function ownBrowser(email: string): Promise<Client> {
    const browser = new Client(t.http);
    const login = await browser.login(email);
    expect(deviceCookie(login)).toBeDefined();
    expect((await browser.post('/api/logout')).status).toBe(204);
    await browser.csrf();
    return browser;
  }

  it('gives a signed-in browser an HttpOnly, SameSite=Lax device cookie for a year, sent only to sign-in', async () => {
    await t.createUser({ email: 'cookie@bolsos.test', name: 'Cora' });
    const browser = new Client(t.http);
    const cookie = deviceCookie(await browser.login('cookie@bolsos.test'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/login(;|$)/i);
    // APP_URL is http here: not Secure (it is when APP_URL is https).
    expect(cookie).not.toMatch(/Secure/i);
    const maxAge = Number(cookie?.match(/Max-Age=(\d+)/i)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(364 * 86_400);
    // The login's id, a nonce and a signature: no e-mail, no secret.
    const value = cookie?.split(';')[0].split('=')[1] ?? '';
    expect(value.split('.')).toHaveLength(3);
    expect(value).not.toContain('cookie%40bolsos');
    // A failed attempt gets no device cookie.
    expect(deviceCookie(await attempt('192.0.2.40', 'cookie@bolsos.test', 'nope'))).toBeUndefined();
  });

  it("60 failures from 3 addresses lock out new browsers but not the owner's, and tell the owner", async () => {
    const owner = await t.createUser({ email: 'owner@bolsos.test', name: 'Olga' });
    const own = await ownBrowser('owner@bolsos.test');
    // Another account's browser: its device cookie is not this account's.
    const colleague = await ownBrowser('manager@bolsos.test');

    const statuses = await guess('owner@bolsos.test', 60);
    const { limit, windowSeconds } = LOGIN_FAILURE_LIMITS.account;
    expect(statuses).toEqual([...Array(limit).fill(422), ...Array(60 - limit).fill(429)]);

    // A new browser, anywhere, with the right password: locked.
    const stranger = await attempt('192.0.2.41', 'owner@bolsos.test', PASSWORD);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(windowSeconds - 300);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    const borrowed = await colleague.post('/api/login', {
      email: 'owner@bolsos.test',
      password: PASSWORD,
    });
    expect(borrowed.status).toBe(429);
    // Another account's device cookie with this account's id in it is no device cookie.
    const real = deviceCookie(await new Client(t.http).login('cookie@bolsos.test'));
    const [, nonce, signature] = (real?.split(';')[0].split('=')[1] ?? '').split('.');
    const forger = new Client(t.http);
    await forger.csrf();
    const forged = await request(t.http)
      .post('/api/login')
      .set('Accept', 'application/json')
      .set('X-Forwarded-For', forger.ip)
      .set('X-XSRF-TOKEN', forger.xsrf as string)
      .set(
        'Cookie',
        `XSRF-TOKEN=${encodeURIComponent(forger.xsrf as string)}; ${DEVICE_COOKIE}=${owner.id}.${nonce}.${signature}`,
      )
      .send({ email: 'owner@bolsos.test', password: PASSWORD });
    expect(forged.status).toBe(429);

    // The browser the owner signed in on before: it signs in.
    const signedIn = await own.post('/api/login', {
      email: 'owner@bolsos.test',
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe('owner@bolsos.test');
    expect(deviceCookie(signedIn)).toBeDefined();

    const notice = await t.inbox.waitFor('owner@bolsos.test');
    expect(notice.text).toContain(`Hubo ${limit} intentos fallidos`);
    expect(notice.text).toContain(
      'Los navegadores en los que ya inició sesión antes siguen pudiendo entrar',
    );
    expect(firstLink(notice.text)).toBe(
      `http://bolsos.test${buildPath('es', { name: 'auth', page: 'password-forgot' })}`,
    );
  });

  it("limits a trusted browser's own failures, and only that browser's", async () => {
    await t.createUser({ email: 'careless@bolsos.test', name: 'Carla' });
    const own = await ownBrowser('careless@bolsos.test');
    const other = await ownBrowser('careless@bolsos.test');
    const { limit, windowSeconds } = LOGIN_FAILURE_LIMITS.device;
    const limits = t.app.get(RateLimitService);
    const statuses: number[] = [];
    for (let i = 0; i < limit; i++) {
      statuses.push(
        (await own.post('/api/login', { email: 'careless@bolsos.test', password: 'typo' })).status,
      );
      await limits.reset(`login:careless@bolsos.test|${own.ip}`);
    }
    expect(statuses).toEqual(Array(limit).fill(422));
    const locked = await own.post('/api/login', {
      email: 'careless@bolsos.test',
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(windowSeconds - 300);
    // Its failures were its own: the account is not locked, nor the owner's other browser.
    expect((await attempt('192.0.2.42', 'careless@bolsos.test', PASSWORD)).status).toBe(200);
    expect(
      (await other.post('/api/login', { email: 'careless@bolsos.test', password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('a completed password reset lifts the lock', async () => {
    await t.createUser({ email: 'forgetful@bolsos.test', name: 'Fede' });
    await guess('forgetful@bolsos.test', LOGIN_FAILURE_LIMITS.account.limit);
    expect((await attempt('192.0.2.43', 'forgetful@bolsos.test', PASSWORD)).status).toBe(429);
    await t.inbox.waitFor('forgetful@bolsos.test');
    t.inbox.clear();

    const browser = new Client(t.http);
    await browser.csrf();
    expect(
      (await browser.post('/api/password/forgot', { email: 'forgetful@bolsos.test' })).status,
    ).toBe(202);
    const url = new URL(firstLink((await t.inbox.waitFor('forgetful@bolsos.test')).text));
    const reset = await browser.post('/api/password/reset', {
      token: url.searchParams.get('token'),
      email: url.searchParams.get('email'),
      password: 'NewPass#2026',
      password_confirmation: 'NewPass#2026',
    });
    expect(reset.status).toBe(200);
    expect((await attempt('192.0.2.44', 'forgetful@bolsos.test', 'NewPass#2026')).status).toBe(200);
  });

  it("an invitation's first password lifts the lock, and the browser that set it is trusted", async () => {
    const created = await admin.post('/api/users', {
      name: 'Inés',
      email: 'invited@bolsos.test',
      roles: ['manager'],
    });
    expect(created.status).toBe(201);
    const link = new URL(firstLink((await t.inbox.waitFor('invited@bolsos.test')).text));
    t.inbox.clear();
    await guess('invited@bolsos.test', LOGIN_FAILURE_LIMITS.account.limit);
    expect((await attempt('192.0.2.47', 'invited@bolsos.test', 'First#Pass2026')).status).toBe(429);

    const invited = new Client(t.http);
    await invited.csrf();
    const accepted = await invited.post(`/api/invitations/${link.searchParams.get('token')}`, {
      password: 'First#Pass2026',
      password_confirmation: 'First#Pass2026',
    });
    expect(accepted.status).toBe(200);
    expect(deviceCookie(accepted)).toMatch(/HttpOnly/i);
    // The lock is lifted: a new browser signs in…
    expect((await attempt('192.0.2.48', 'invited@bolsos.test', 'First#Pass2026')).status).toBe(200);
    // …and once strangers lock the account again, the browser that accepted still signs in.
    await guess('invited@bolsos.test', LOGIN_FAILURE_LIMITS.account.limit);
    expect((await attempt('192.0.2.49', 'invited@bolsos.test', 'First#Pass2026')).status).toBe(429);
    expect((await invited.post('/api/logout')).status).toBe(204);
    await invited.csrf();
    expect(
      (
        await invited.post('/api/login', {
          email: 'invited@bolsos.test',
          password: 'First#Pass2026',
        })
      ).status,
    ).toBe(200);
  });

  it('an administrator sees the lock and lifts it (audited); a manager may not', async () => {
    const user = await t.createUser({ email: 'locked@bolsos.test', name: 'Lola' });
    expect((await admin.get(`/api/users/${user.id}`)).body.data.locked_until).toBeNull();
    await guess('locked@bolsos.test', LOGIN_FAILURE_LIMITS.account.limit);
    const before = Date.now();

    const shown = await admin.get(`/api/users/${user.id}`);
    expect(shown.status).toBe(200);
    const until = Date.parse(shown.body.data.locked_until);
    expect(until).toBeGreaterThan(
      before + (LOGIN_FAILURE_LIMITS.account.windowSeconds - 300) * 1000,
    );
    expect(until).toBeLessThanOrEqual(before + LOGIN_FAILURE_LIMITS.account.windowSeconds * 1000);
    const listed = await admin.get('/api/users?search=locked%40bolsos');
    expect(listed.body.data.map((u: { locked_until: string | null }) => u.locked_until)).toEqual([
      shown.body.data.locked_until,
    ]);

    const manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
    expect((await manager.delete(`/api/users/${user.id}/sign-in-lock`)).status).toBe(403);
    expect((await attempt('192.0.2.45', 'locked@bolsos.test', PASSWORD)).status).toBe(429);

    const lifted = await admin.delete(`/api/users/${user.id}/sign-in-lock`);
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ id: user.id, locked_until: null });
    expect((await attempt('192.0.2.46', 'locked@bolsos.test', PASSWORD)).status).toBe(200);

    const audit = await admin.get(
      `/api/audit?action=sign_in_unlocked&entity=user&entity_id=${user.id}`,
    );
    expect(audit.status).toBe(200);
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({ actor_name: 'Admin', entity_id: user.id });
    // Lifting nothing records nothing.
    expect((await admin.delete(`/api/users/${user.id}/sign-in-lock`)).status).toBe(200);
    expect(
      (await admin.get(`/api/audit?action=sign_in_unlocked&entity=user&entity_id=${user.id}`)).body
        .data,
    ).toHaveLength(1);
    expect((await admin.delete('/api/users/999999/sign-in-lock')).status).toBe(404);
  });
});
