import { buildPath } from '@bolsos/contracts';
import { Reflector } from '@nestjs/core';
import { PasswordsController } from '../src/auth/passwords.controller';
import { RATE_LIMIT, type RateLimitRule } from '../src/common/decorators/rate-limit.decorator';
import { IsNull } from 'typeorm';
import { AuthToken } from '../src/tokens/entities/auth-token.entity';
import { DIALECTS } from './support/databases';
import { firstLink } from './support/smtp-inbox';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

async function requestReset(t: TestApp, email: string, lang = 'es') {
  const client = new Client(t.http);
  client.lang = lang;
  await client.csrf();
  return client.post('/api/password/forgot', { email });
}

/** users.password_hash as stored, read with plain SQL. */
async function storedHash(t: TestApp, email: string): Promise<string> {
  const rows: { password_hash: string }[] = await t.dataSource.query(
    'SELECT password_hash FROM users WHERE email = ?',
    [email],
  );
  return rows[0].password_hash;
}

function resetParams(link: string) {
  const url = new URL(link);
  return {
    path: url.pathname,
    token: url.searchParams.get('token') as string,
    email: url.searchParams.get('email') as string,
  };
}

describe.each(DIALECTS)('password flows (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'ana@bolsos.test', roles: ['admin'], name: 'Ana' });
    await t.createUser({ email: 'li@bolsos.test', roles: ['manager'], name: 'Li' });
  });
  afterAll(() => t.close());

  it('answers forgot-password the same way whether or not the account exists', async () => {
    // A slow mail server: if the answer waited for the lookup and the e-mail, a known address would show.
    t.inbox.delayMs = 3000;
    const times: Record<string, number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < 3; i++) {
      for (const [kind, email] of [
        ['known', 'li@bolsos.test'],
        ['unknown', `nobody${i}@bolsos.test`],
      ] as const) {
        const started = process.hrtime.bigint();
        const res = await requestReset(t, email, 'en');
        times[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        expect(res.status).toBe(202);
        bodies.add(JSON.stringify(res.body));
      }
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        message: 'If an account exists for that e-mail, we have sent a link to reset the password.',
      }),
    ]);
    // Well under the mail server's 3 s: neither answer waited for the lookup or the e-mail.
    expect(Math.max(...times.known, ...times.unknown)).toBeLessThan(2000);
    await t.inbox.waitFor('li@bolsos.test');
    t.inbox.delayMs = 0;
    expect(t.inbox.messages.filter((m) => m.to.some((to) => to.startsWith('nobody')))).toEqual([]);
  });

  it('resets a password from the e-mailed link, once, and ends the other sessions', async () => {
    t.inbox.clear();
    const other = new Client(t.http);
    await other.login('ana@bolsos.test');
    const asked = Date.now();
    await requestReset(t, 'ANA@bolsos.test', 'zh');
    const mail = await t.inbox.waitFor('ana@bolsos.test');
    const sent = Date.now();
    expect(mail.subject).toMatch(/[\u4e00-\u9fff]/);
    const link = firstLink(mail.text);
    const { path, token, email } = resetParams(link);
    expect(path).toBe('/zh/auth/password-reset');
    expect(email).toBe('ana@bolsos.test');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only a hash is stored.
    const rows = await t.dataSource
      .getRepository(AuthToken)
      .find({ where: { type: 'password_reset' } });
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    // The link lives 60 minutes from the request (a minute of slack for the clock and MySQL's
    // whole seconds): a wrong time zone or unit on either database would miss by hours.
    const mine = await t.dataSource.getRepository(AuthToken).find({
      where: { type: 'password_reset', usedAt: IsNull(), user: { email: 'ana@bolsos.test' } },
    });
    expect(mine).toHaveLength(1);
    const expiresAt = mine[0].expiresAt.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 59 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(sent + 61 * 60_000);
    const hashBefore = await storedHash(t, 'ana@bolsos.test');

    const client = new Client(t.http);
    client.lang = 'en';
    await client.csrf();
    const mismatch = await client.post('/api/password/reset', {
      token,
      email,
      password: 'NewPass#2026',
      password_confirmation: 'Different#1',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual(['Passwords do not match']);
    const wrongEmail = await client.post('/api/password/reset', {
      token,
      email: 'li@bolsos.test',
      password: 'NewPass#2026',
      password_confirmation: 'NewPass#2026',
    });
    expect(wrongEmail.status).toBe(422);
    expect(wrongEmail.body.errors.token).toEqual(['This link is invalid or has expired']);
    const ok = await client.post('/api/password/reset', {
      token,
      email,
      password: 'NewPass#2026',
      password_confirmation: 'NewPass#2026',
    });
    expect(ok.status).toBe(200);
    // The new password is stored as a fresh argon2id hash.
    const hashAfter = await storedHash(t, 'ana@bolsos.test');
    expect(hashAfter).toMatch(/^\$argon2id\$v=19\$/);
    expect(hashAfter).not.toBe(hashBefore);
    const reused = await client.post('/api/password/reset', {
      token,
      email,
      password: 'Other#20260',
      password_confirmation: 'Other#20260',
    });
    expect(reused.status).toBe(422);

    expect((await other.get('/api/account')).status).toBe(401);
    const fresh = new Client(t.http);
    await fresh.login('ana@bolsos.test', 'NewPass#2026');
    const old = new Client(t.http);
    await old.csrf();
    expect(
      (await old.post('/api/login', { email: 'ana@bolsos.test', password: 'Password#123' })).status,
    ).toBe(422);
  });

  it('consumes a reset token atomically under concurrent use', async () => {
    t.inbox.clear();
    await requestReset(t, 'li@bolsos.test');
    const { token, email } = resetParams(firstLink((await t.inbox.waitFor('li@bolsos.test')).text));
    const clients = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const c = new Client(t.http);
        await c.csrf();
        return c;
      }),
    );
    const results = await Promise.all(
      clients.map((c, i) =>
        c.post('/api/password/reset', {
          token,
          email,
          password: `Race#2026-${i}`,
          password_confirmation: `Race#2026-${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
  });

  it('refuses expired and made-up reset tokens', async () => {
    t.inbox.clear();
    await requestReset(t, 'li@bolsos.test');
    const { token, email } = resetParams(firstLink((await t.inbox.waitFor('li@bolsos.test')).text));
    await t.dataSource
      .getRepository(AuthToken)
      .update({ type: 'password_reset' }, { expiresAt: new Date(Date.now() - 1000) });
    const client = new Client(t.http);
    await client.csrf();
    const body = { email, password: 'Expired#2026', password_confirmation: 'Expired#2026' };
    expect((await client.post('/api/password/reset', { ...body, token })).status).toBe(422);
    expect(
      (await client.post('/api/password/reset', { ...body, token: 'x'.repeat(43) })).status,
    ).toBe(422);
  });

  it('a new link replaces an older unused one', async () => {
    t.inbox.clear();
    await requestReset(t, 'li@bolsos.test');
    const first = resetParams(firstLink((await t.inbox.waitFor('li@bolsos.test')).text));
    t.inbox.clear();
    await requestReset(t, 'li@bolsos.test');
    const second = resetParams(firstLink((await t.inbox.waitFor('li@bolsos.test')).text));
    const client = new Client(t.http);
    await client.csrf();
    const body = {
      email: 'li@bolsos.test',
      password: 'Second#2026',
      password_confirmation: 'Second#2026',
    };
    expect((await client.post('/api/password/reset', { ...body, token: first.token })).status).toBe(
      422,
    );
    expect(
      (await client.post('/api/password/reset', { ...body, token: second.token })).status,
    ).toBe(200);
  });

  it('changes the password from the profile, checking the current one, and ends other sessions', async () => {
    await t.createUser({
      email: 'pat@bolsos.test',
      password: 'Pat#2026pass',
      roles: ['manager'],
      name: 'Pat',
    });
    const a = new Client(t.http);
    await a.login('pat@bolsos.test', 'Pat#2026pass');
    const b = new Client(t.http);
    await b.login('pat@bolsos.test', 'Pat#2026pass');
    a.lang = 'en';
    const wrong = await a.put('/api/profile/password', {
      current_password: 'nope',
      password: 'Pat#2027pass',
      password_confirmation: 'Pat#2027pass',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['Current password is incorrect']);
    const short = await a.put('/api/profile/password', {
      current_password: 'Pat#2026pass',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.body.errors.password).toEqual(['Must be at least 8 characters']);
    const ok = await a.put('/api/profile/password', {
      current_password: 'Pat#2026pass',
      password: 'Pat#2027pass',
      password_confirmation: 'Pat#2027pass',
    });
    expect(ok.status).toBe(200);
    expect((await a.get('/api/account')).status).toBe(200);
    expect((await b.get('/api/account')).status).toBe(401);
    // The owner hears of it, in the account's language, with a way to take the account back.
    const notice = await t.inbox.waitFor('pat@bolsos.test');
    expect(notice.subject).toBe('La contraseña de su cuenta de Bolsos cambió');
    expect(firstLink(notice.text)).toBe(
      `http://bolsos.test${buildPath('es', { name: 'auth', page: 'password-forgot' })}`,
    );
    // The session continues with a refreshed CSRF token.
    expect(
      (await a.put('/api/profile', { name: 'Pat Updated', email: 'pat@bolsos.test' })).status,
    ).toBe(200);
  });

  it('updates the profile with the e-mail uniqueness rule', async () => {
    const c = new Client(t.http);
    await c.login('li@bolsos.test', 'Second#2026');
    c.lang = 'es';
    const taken = await c.put('/api/profile', {
      name: 'Li',
      email: 'Pat@bolsos.test',
      current_password: 'Second#2026',
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { email: ['El correo electrónico ya está en uso'] },
    });
    // A name alone needs no password.
    const renamed = await c.put('/api/profile', { name: 'Li Wei', email: 'li@bolsos.test' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ name: 'Li Wei', email: 'li@bolsos.test' });
  });

  it('changes the e-mail only with the current password, tells the old address and ends other sessions', async () => {
    await t.createUser({ email: 'sol@bolsos.test', password: 'Sol#2026pass', name: 'Sol $& Luna' });
    // The account's language is the one it last signed in with.
    const mine = new Client(t.http);
    mine.lang = 'en';
    await mine.login('sol@bolsos.test', 'Sol#2026pass');
    const other = new Client(t.http);
    other.lang = 'en';
    await other.login('sol@bolsos.test', 'Sol#2026pass');
    mine.lang = 'es';
    const change = { name: 'Sol', email: 'sol.new@bolsos.test' };
    const missing = await mine.put('/api/profile', change);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      current_password: ['Escriba su contraseña actual para cambiar el correo electrónico'],
    });
    const wrong = await mine.put('/api/profile', { ...change, current_password: 'Guess#2026' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      current_password: ['La contraseña actual es incorrecta'],
    });
    // Nothing changed, nobody was signed out, no notice went out.
    expect((await mine.get('/api/account')).body.user.email).toBe('sol@bolsos.test');
    expect((await other.get('/api/account')).status).toBe(200);
    expect(t.inbox.messages.filter((m) => m.to.includes('sol@bolsos.test'))).toEqual([]);

    const ok = await mine.put('/api/profile', { ...change, current_password: 'Sol#2026pass' });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ name: 'Sol', email: 'sol.new@bolsos.test' });
    // This session goes on (with a new token); the account's other sessions end.
    expect((await mine.get('/api/account')).body.user.email).toBe('sol.new@bolsos.test');
    expect(
      (await mine.put('/api/profile', { name: 'Sol L', email: 'sol.new@bolsos.test' })).status,
    ).toBe(200);
    expect((await other.get('/api/account')).status).toBe(401);
    // The old address hears of it in the account's language, with a way to take it back.
    const notice = await t.inbox.waitFor('sol@bolsos.test');
    expect(notice.subject).toBe('Your Bolsos account email changed');
    expect(notice.text).toContain('sol.new@bolsos.test');
    expect(notice.text).toContain('Hi Sol $& Luna,');
    const link = firstLink(notice.text);
    expect(link).toBe(
      `http://bolsos.test${buildPath('en', { name: 'auth', page: 'password-forgot' })}`,
    );
    // The new address signs in; the old one no longer does.
    await new Client(t.http).login('sol.new@bolsos.test', 'Sol#2026pass');
    const old = new Client(t.http);
    await old.csrf();
    expect(
      (await old.post('/api/login', { email: 'sol@bolsos.test', password: 'Sol#2026pass' })).status,
    ).toBe(422);
  });

  it('throttles forgot-password per address: the limit in 202s, then 429 with Retry-After', async () => {
    const rule = new Reflector().get<RateLimitRule>(
      RATE_LIMIT,
      PasswordsController.prototype.forgot,
    );
    // The limit is read from the route; it must stay a real brake on mail-bombing.
    expect(rule.limit).toBeGreaterThanOrEqual(3);
    expect(rule.limit).toBeLessThanOrEqual(10);
    const limit = String(rule.limit);
    const client = new Client(t.http);
    client.lang = 'en';
    await client.csrf();
    const responses = [];
    for (let i = 0; i <= rule.limit; i++)
      responses.push(await client.post('/api/password/forgot', { email: `x${i}@bolsos.test` }));
    expect(
      responses.map((res) => [
        res.status,
        res.headers['x-ratelimit-limit'],
        res.headers['x-ratelimit-remaining'],
      ]),
    ).toEqual([
      ...Array.from({ length: rule.limit }, (_, i) => [202, limit, String(rule.limit - 1 - i)]),
      [429, limit, '0'],
    ]);
    const last = responses[rule.limit];
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(rule.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
    expect(last.body).toEqual({ message: translate('en', 'errors.too_many_attempts') });

    // The test app trusts one proxy (TRUST_PROXY), so the address is the last X-Forwarded-For hop.
    const from = (c: Client, forwardedFor: string) =>
      c.agent
        .post('/api/password/forgot')
        .set('Accept', 'application/json')
        .set('X-Forwarded-For', forwardedFor)
        .set('X-XSRF-TOKEN', c.xsrf as string)
        .send({ email: 'y@bolsos.test' });
    // Same browser session from another address: a different visitor, the normal answer.
    const elsewhere = await from(client, '192.0.2.77');
    expect(elsewhere.status).toBe(202);
    expect(elsewhere.headers['x-ratelimit-remaining']).toBe(String(rule.limit - 1));
    // A new session from the throttled address is still refused, and so is a forged first hop.
    const fresh = new Client(t.http);
    await fresh.csrf();
    expect((await from(fresh, client.ip)).status).toBe(429);
    expect((await from(fresh, `192.0.2.78, ${client.ip}`)).status).toBe(429);
  });

  it('refuses password-set to a signed-out caller with 401', async () => {
    const client = new Client(t.http);
    await client.csrf();
    const res = await client.post('/api/password/set', {
      password: 'Nobody#2026pw',
      password_confirmation: 'Nobody#2026pw',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: translate('es', 'errors.unauthenticated') });
  });
});
