import { Reflector } from '@nestjs/core';
import fs from 'node:fs';
import { IsNull, Not } from 'typeorm';
import { InvitationsController } from '../src/auth/invitations.controller';
import { RATE_LIMIT, type RateLimitRule } from '../src/common/decorators/rate-limit.decorator';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { Session } from '../src/auth/entities/session.entity';
import { AuthToken } from '../src/tokens/entities/auth-token.entity';
import { User } from '../src/users/entities/user.entity';
import { DIALECTS } from './support/databases';
import { sessionIdFrom } from './support/session-rows';
import { firstLink } from './support/smtp-inbox';
import { standInSite } from './support/stand-in-site';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

const PASSWORD = 'Invited#2026pw';

interface Invitation {
  id: number;
  name: string;
  email: string;
  token: string;
  /** the e-mailed link's path and query, as a browser asks for it */
  page: string;
  api: string;
}

function sessionCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .filter((cookie) => cookie.startsWith('bolsos_session='));
}

describe.each(DIALECTS)('invitations (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let serial = 0;
  const site = standInSite();

  beforeAll(async () => {
    t = await startTestApp(dialect, { WEB_ROOT: site.webRoot });
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(site.webRoot, { recursive: true, force: true });
  });

  /** An admin creates a manager; the invitation e-mail's link, split into what tests call. */
  async function invite(lang = 'es'): Promise<Invitation> {
    const email = `invited${++serial}@bolsos.test`;
    const name = `Invitada ${serial}`;
    admin.lang = lang;
    const created = await admin.post('/api/users', {
      name,
      email,
      roles: ['manager'],
    });
    expect(created.status).toBe(201);
    const link = new URL(firstLink((await t.inbox.waitFor(email)).text));
    const token = link.searchParams.get('token') as string;
    return {
      id: created.body.data.id,
      name,
      email,
      token,
      page: `${link.pathname}${link.search}`,
      api: `/api/invitations/${token}`,
    };
  }

  const tokenRow = (id: number) =>
    t.dataSource.getRepository(AuthToken).findOneByOrFail({ userId: id, type: 'invitation' });
  const userRow = (id: number) => t.dataSource.getRepository(User).findOneByOrFail({ id });
  const sessionCount = () => t.dataSource.getRepository(Session).count();
  const accepted = (id: number) =>
    t.dataSource
      .getRepository(AuditEntry)
      .countBy({ action: 'invitation_accepted', entity: 'user', entityId: id });

  async function accept(invitation: Invitation, body: unknown = {}) {
    const client = new Client(t.http);
    client.lang = 'en';
    await client.csrf();
    const res = await client.post(invitation.api, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...(body as object),
    });
    return { client, res };
  }

  it("links to the invitation page in the invited user's language; opening it uses nothing up and signs nobody in", async () => {
    const invitation = await invite('zh');
    expect(invitation.page).toMatch(/^\/zh\/auth\/invitation\?token=[A-Za-z0-9_-]{43}$/);
    const sessions = await sessionCount();
    const visitor = new Client(t.http);

    // The page, twice, as a browser (or a mail scanner's prefetch) opens it.
    for (let i = 0; i < 2; i++) {
      const page = await visitor.follow(invitation.page);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(sessionCookies(page)).toEqual([]);
    }
    // What the page reads, three times.
    for (let i = 0; i < 3; i++) {
      const read = await visitor.get(invitation.api);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        user: { name: invitation.name, email: invitation.email, locale: 'zh' },
      });
      expect(read.headers['cache-control']).toBe('no-store');
      expect(sessionCookies(read)).toEqual([]);
    }
    // A link mailed before the page existed, opened in a browser: sent to the page, nothing used.
    for (let i = 0; i < 2; i++) {
      const old = await visitor.follow(invitation.api);
      expect(old.status).toBe(302);
      expect(old.headers.location).toBe(invitation.page);
      expect(sessionCookies(old)).toEqual([]);
    }

    expect((await visitor.get('/api/account')).status).toBe(401);
    expect(await sessionCount()).toBe(sessions);
    expect((await tokenRow(invitation.id)).usedAt).toBeNull();
    expect((await userRow(invitation.id)).passwordSetAt).toBeNull();
    expect(await accepted(invitation.id)).toBe(0);
  });

  it("opens a Spanish invitation in Spanish whatever the browser's language", async () => {
    const invitation = await invite('es');
    expect(invitation.page).toMatch(/^\/auth\/invitation\?token=/);
    const res = await new Client(t.http).agent
      .get(invitation.page)
      .set('Accept', 'text/html')
      .set('Accept-Language', 'en-US,en;q=0.9');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="es');
    // Other unprefixed pages still follow the browser on a first visit.
    const home = await new Client(t.http).agent
      .get('/')
      .set('Accept', 'text/html')
      .set('Accept-Language', 'en-US,en;q=0.9');
    expect([home.status, home.headers.location]).toEqual([302, '/en']);
  });

  it('takes the token only with the XSRF token and a valid password, then signs in once', async () => {
    const invitation = await invite();

    const forged = new Client(t.http);
    forged.lang = 'en';
    const noXsrf = await forged.post(invitation.api, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(noXsrf.status).toBe(419);

    const weak = await accept(invitation, { password: 'short', password_confirmation: 'other' });
    expect(weak.res.status).toBe(422);
    expect(Object.keys(weak.res.body.errors).sort()).toEqual(['password', 'password_confirmation']);
    expect(weak.res.body.errors.password_confirmation).toEqual([
      translate('en', 'validation.passwords_mismatch'),
    ]);
    expect((await tokenRow(invitation.id)).usedAt).toBeNull();
    expect((await userRow(invitation.id)).passwordSetAt).toBeNull();

    const { client, res } = await accept(invitation);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(translate('en', 'messages.password_set_done'));
    expect(res.body.user).toMatchObject({
      id: invitation.id,
      email: invitation.email,
      password_set_at: expect.any(String),
    });
    // A session of its own, created by the sign-in.
    const sid = sessionIdFrom(res);
    expect(sid).toEqual(expect.any(String));
    expect(await t.dataSource.getRepository(Session).countBy({ id: sid })).toBe(1);
    const account = await client.get('/api/account');
    expect(account.status).toBe(200);
    expect(account.body.user.email).toBe(invitation.email);
    // Past the 418 gate: a manager's page answers.
    expect((await client.get('/api/products')).status).toBe(200);
    expect((await tokenRow(invitation.id)).usedAt).not.toBeNull();
    expect(await accepted(invitation.id)).toBe(1);
    const entry = await t.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ action: 'invitation_accepted', entityId: invitation.id });
    expect(entry.actorId).toBe(invitation.id);

    // Used: the page's read, a second POST and the old link all say so, and sign nobody in.
    const reader = new Client(t.http);
    reader.lang = 'en';
    const read = await reader.get(invitation.api);
    expect(read.status).toBe(410);
    expect(read.body.message).toBe(translate('en', 'errors.invitation_invalid'));
    const again = await accept(invitation, {
      password: 'Another#2026pw',
      password_confirmation: 'Another#2026pw',
    });
    expect(again.res.status).toBe(410);
    expect(again.res.body.message).toBe(translate('en', 'errors.invitation_invalid'));
    expect((await again.client.get('/api/account')).status).toBe(401);
    // The password is the first one.
    const fresh = new Client(t.http);
    await fresh.login(invitation.email, PASSWORD);
  });

  it('gives a new session id to a visitor who already had one', async () => {
    const invitation = await invite();
    const client = new Client(t.http);
    const before = sessionIdFrom(await client.login('admin@bolsos.test'));
    expect(before).toEqual(expect.any(String));
    const res = await client.post(invitation.api, {
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(res.status).toBe(200);
    const after = sessionIdFrom(res);
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
    expect(await t.dataSource.getRepository(Session).countBy({ id: before })).toBe(0);
    expect((await client.get('/api/account')).body.user.email).toBe(invitation.email);
  });

  it("leaves a signed-in admin who opens someone's invitation link who they were", async () => {
    // Login CSRF: an attacker mails an admin the link of an account the attacker controls.
    const invitation = await invite();
    const victim = new Client(t.http);
    const sid = sessionIdFrom(await victim.login('admin@bolsos.test')) as string;
    for (const path of [invitation.page, invitation.page, invitation.api]) {
      const res = await victim.follow(path);
      expect([path, res.status]).toEqual([path, path === invitation.api ? 302 : 200]);
      for (const cookie of sessionCookies(res))
        expect(sessionIdFrom({ headers: { 'set-cookie': [cookie] } })).toBe(sid);
    }
    expect((await victim.get(invitation.api)).status).toBe(200);
    const account = await victim.get('/api/account');
    expect(account.body.user.email).toBe('admin@bolsos.test');
    expect(await t.dataSource.getRepository(Session).countBy({ id: sid })).toBe(1);
    expect((await tokenRow(invitation.id)).usedAt).toBeNull();
  });

  it('refuses unknown and expired tokens alike, and still sends a browser to the page', async () => {
    const unknown = '/api/invitations/not-a-real-token-at-all-0123456789';
    const reader = new Client(t.http);
    reader.lang = 'en';
    expect((await reader.get(unknown)).status).toBe(410);
    const post = await accept({ api: unknown } as Invitation);
    expect(post.res.status).toBe(410);
    const browser = await new Client(t.http).follow(unknown);
    expect(browser.status).toBe(302);
    expect(browser.headers.location).toBe(
      '/auth/invitation?token=not-a-real-token-at-all-0123456789',
    );

    const invitation = await invite();
    await t.dataSource
      .getRepository(AuthToken)
      .update(
        { userId: invitation.id, type: 'invitation' },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const expired = await reader.get(invitation.api);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(translate('en', 'errors.invitation_invalid'));
    expect((await accept(invitation)).res.status).toBe(410);
    expect((await userRow(invitation.id)).passwordSetAt).toBeNull();
  });

  it('lets only one of two simultaneous POSTs use a token', async () => {
    const invitation = await invite();
    const [a, b] = await Promise.all([
      accept(invitation, { password: 'First#2026pw', password_confirmation: 'First#2026pw' }),
      accept(invitation, { password: 'Second#2026pw', password_confirmation: 'Second#2026pw' }),
    ]);
    expect([a.res.status, b.res.status].sort()).toEqual([200, 410]);
    const winner = a.res.status === 200 ? 'First#2026pw' : 'Second#2026pw';
    await new Client(t.http).login(invitation.email, winner);
    expect(await accepted(invitation.id)).toBe(1);
    expect(
      await t.dataSource
        .getRepository(AuthToken)
        .countBy({ userId: invitation.id, usedAt: Not(IsNull()) }),
    ).toBe(1);
  });

  it('limits token guesses per address, like password reset', async () => {
    for (const [handler, method] of [
      [InvitationsController.prototype.accept, 'post'],
      [InvitationsController.prototype.show, 'get'],
    ] as const) {
      const rule = new Reflector().get<RateLimitRule>(RATE_LIMIT, handler);
      // A real brake: a guess is 256 random bits, but nobody gets to try many.
      expect(rule.limit).toBeGreaterThanOrEqual(5);
      expect(rule.limit).toBeLessThanOrEqual(method === 'post' ? 10 : 30);
      const guesser = new Client(t.http);
      await guesser.csrf();
      const statuses: number[] = [];
      for (let i = 0; i <= rule.limit; i++) {
        const path = `/api/invitations/guess-${i}-${'x'.repeat(40)}`;
        const res =
          method === 'post'
            ? await guesser.post(path, { password: PASSWORD, password_confirmation: PASSWORD })
            : await guesser.get(path);
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array(rule.limit).fill(410), 429]);
    }
  });
});
