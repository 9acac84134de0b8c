import { ApiException, ValidationException } from '../src/common/exceptions/api.exception';
import type { User } from '../src/users/entities/user.entity';
import { UsersService } from '../src/users/users.service';
import { DIALECTS } from './support/databases';
import { firstLink } from './support/smtp-inbox';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

describe.each(DIALECTS)('users API and roles (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;
  let anon: Client;
  let adminId: number;
  let managerId: number;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    adminId = (
      await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' })
    ).id;
    managerId = (
      await t.createUser({
        email: 'manager@bolsos.test',
        roles: ['manager'],
        name: 'Mario Gerente',
      })
    ).id;
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
    manager = new Client(t.http);
    await manager.login('manager@bolsos.test');
    anon = new Client(t.http);
    await anon.csrf();
  });
  afterAll(() => t.close());

  it('lets an admin assign admin and manager, a manager only manager', async () => {
    const byAdmin = await admin.post('/api/users', {
      name: 'New Admin',
      email: 'new-admin@bolsos.test',
      roles: ['admin', 'manager'],
    });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data.roles).toEqual(['admin', 'manager']);
    expect(byAdmin.body.data.password_set_at).toBeNull();

    manager.lang = 'en';
    const escalate = await manager.post('/api/users', {
      name: 'Sneaky',
      email: 'sneaky@bolsos.test',
      roles: ['admin'],
    });
    expect(escalate.status).toBe(422);
    expect(escalate.body.errors.roles).toEqual(['You are not allowed to assign this role']);
    const ok = await manager.post('/api/users', {
      name: 'Helper',
      email: 'helper@bolsos.test',
      roles: ['manager'],
    });
    expect(ok.status).toBe(201);
    // Nobody was created by the refused call.
    const list = await admin.get('/api/users?search=sneaky');
    expect(list.body.meta.total).toBe(0);
  });

  it('rejects mass assignment: unknown fields never reach the database', async () => {
    manager.lang = 'en';
    const res = await manager.post('/api/users', {
      name: 'Mass',
      email: 'mass@bolsos.test',
      roles: ['manager'],
      password_set_at: '2020-01-01',
      id: 1,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.password_set_at).toEqual(['This field is not allowed']);
    expect(res.body.errors.id).toEqual(['This field is not allowed']);
    const profile = await manager.put('/api/profile', {
      name: 'Mario',
      email: 'manager@bolsos.test',
      roles: ['admin'],
    });
    expect(profile.status).toBe(422);
    expect(profile.body.errors.roles).toEqual(['This field is not allowed']);
    expect((await manager.get('/api/account')).body.user.roles).toEqual(['manager']);
  });

  it('treats e-mails as unique regardless of case', async () => {
    admin.lang = 'en';
    const res = await admin.post('/api/users', {
      name: 'Dup',
      email: 'MANAGER@Bolsos.Test',
      roles: ['manager'],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The data sent is invalid',
      errors: { email: ['The email is already in use'] },
    });
    const upd = await admin.put(`/api/users/${managerId}`, { email: 'Admin@BOLSOS.test' });
    expect(upd.body.errors.email).toEqual(['The email is already in use']);
  });

  it('searches by name or e-mail ignoring case and accents, with paging meta', async () => {
    await admin.post('/api/users', {
      name: 'José Núñez',
      email: 'jose@bolsos.test',
      roles: ['manager'],
    });
    for (const term of ['jose nunez', 'JOSÉ', 'núñez', 'jose@bolsos']) {
      const res = await admin.get(`/api/users?search=${encodeURIComponent(term)}`);
      expect([term, res.body.data.map((u: { name: string }) => u.name)]).toEqual([
        term,
        ['José Núñez'],
      ]);
    }
    const all = await admin.get('/api/users?per_page=2&page=2');
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.meta).toEqual({
      total: expect.any(Number),
      page: 2,
      per_page: 2,
      from: 3,
      to: 4,
    });
    const bad = await admin.get('/api/users?per_page=1000');
    expect(bad.status).toBe(422);
    const none = await admin.get('/api/users?search=%25%25nothing');
    expect(none.body.meta).toMatchObject({ total: 0, from: 0, to: 0 });
  });

  it('shows, updates and 404s', async () => {
    const show = await admin.get(`/api/users/${managerId}`);
    expect(show.body.data.email).toBe('manager@bolsos.test');
    expect((await admin.get('/api/users/999999')).status).toBe(404);
    expect((await admin.get('/api/users/abc')).status).toBe(404);
    const upd = await admin.put(`/api/users/${managerId}`, {
      name: 'Mario G.',
      roles: ['manager'],
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data.name).toBe('Mario G.');
  });

  it('never lets an admin delete themself or remove the last admin', async () => {
    admin.lang = 'en';
    const self = await admin.delete(`/api/users/${adminId}`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot delete your own account');
    // Drop every other admin, then try to demote the last one.
    const admins = (await admin.get('/api/users?per_page=100')).body.data.filter(
      (u: { roles: string[]; id: number }) => u.roles.includes('admin') && u.id !== adminId,
    );
    for (const other of admins)
      expect((await admin.delete(`/api/users/${other.id}`)).status).toBe(204);
    const demote = await admin.put(`/api/users/${adminId}`, { roles: ['manager'] });
    expect(demote.status).toBe(422);
    expect(demote.body.errors.roles).toEqual(['The last administrator cannot be removed']);
  });

  it("invites a new user by e-mail to the invitation page, in the inviter's language", async () => {
    admin.lang = 'zh';
    const created = await admin.post('/api/users', {
      name: 'Lucía Invitada',
      email: 'lucia@bolsos.test',
      roles: ['manager'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.password_set_at).toBeNull();
    const link = firstLink((await t.inbox.waitFor('lucia@bolsos.test')).text);
    // The page, not the API: opening it signs nobody in (test/invitations.e2e-spec.ts).
    expect(link).toMatch(/^http:\/\/bolsos\.test\/zh\/auth\/invitation\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link).searchParams.get('token') as string;
    const read = await new Client(t.http).get(`/api/invitations/${token}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      user: { name: 'Lucía Invitada', email: 'lucia@bolsos.test', locale: 'zh' },
    });
  });

  it('takes a name whose folded search text is longer than its column', async () => {
    // "ﷺ" folds (NFKD) into 18 letters: 60 of them are a valid name but 1,080 folded.
    const res = await admin.post('/api/users', {
      name: 'ﷺ'.repeat(60),
      email: 'ligature.user@bolsos.test',
      roles: ['manager'],
    });
    expect(res.status).toBe(201);
    expect((await admin.get('/api/users?search=ligature.user')).body.data).toHaveLength(1);
  });
});

describe.each(DIALECTS)('the last administrator under concurrent changes (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Exactly two users in the database, both admins. */
  async function twoAdmins(round: number): Promise<[User, User]> {
    await t.dataSource.query('DELETE FROM users');
    return [
      await t.createUser({ email: `first-${round}@bolsos.test`, roles: ['admin'], name: 'First' }),
      await t.createUser({
        email: `second-${round}@bolsos.test`,
        roles: ['admin'],
        name: 'Second',
      }),
    ];
  }

  async function adminIds(): Promise<number[]> {
    const rows: { user_id: number }[] = await t.dataSource.query(
      "SELECT user_id FROM user_roles WHERE role = 'admin'",
    );
    return rows.map((row) => Number(row.user_id));
  }

  async function signedIn(user: User): Promise<Client> {
    const client = new Client(t.http);
    await client.login(user.email);
    client.lang = 'en';
    return client;
  }

  // Several rounds: without the lock both checks pass in most of them.
  const ROUNDS = 5;

  it('two admins demoting each other at once over HTTP leave one admin', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = await twoAdmins(round);
      const [a, b] = [await signedIn(first), await signedIn(second)];
      const answers = await Promise.all([
        a.put(`/api/users/${second.id}`, { roles: ['manager'] }),
        b.put(`/api/users/${first.id}`, { roles: ['manager'] }),
      ]);
      const statuses = answers.map((res) => res.status);
      const won = statuses.indexOf(200);
      expect([round, statuses.filter((status) => status === 200)]).toEqual([round, [200]]);
      const refused = answers[1 - won];
      // Both passed the role guard (the last-admin check refused one), or the loser's request
      // reached the guard after the winner had already demoted its sender.
      if (refused.status === 422)
        expect(refused.body.errors.roles).toEqual([translate('en', 'errors.last_admin')]);
      else expect([round, refused.status]).toEqual([round, 403]);
      expect([round, await adminIds()]).toEqual([round, [[first, second][won].id]]);
    }
  });

  it('two admins deleting each other at once over HTTP leave one admin', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = await twoAdmins(round);
      const [a, b] = [await signedIn(first), await signedIn(second)];
      const answers = await Promise.all([
        a.delete(`/api/users/${second.id}`),
        b.delete(`/api/users/${first.id}`),
      ]);
      const statuses = answers.map((res) => res.status);
      const won = statuses.indexOf(204);
      expect([round, statuses.filter((status) => status === 204)]).toEqual([round, [204]]);
      const refused = answers[1 - won];
      // 409 from the last-admin check, or 401: the loser's own account was already gone.
      if (refused.status === 409)
        expect(refused.body.message).toBe(translate('en', 'errors.last_admin'));
      else expect([round, refused.status]).toEqual([round, 401]);
      expect([round, await adminIds()]).toEqual([round, [[first, second][won].id]]);
    }
  });

  // HTTP cannot choose the timing; called side by side, both checks always overlap.
  it('of two simultaneous demotions, the service refuses the second with the last-admin error', async () => {
    const users = t.app.get(UsersService);
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = await twoAdmins(round);
      const results = await Promise.allSettled([
        users.update(first, second.id, { roles: ['manager'] }),
        users.update(second, first.id, { roles: ['manager'] }),
      ]);
      expect([round, results.map((result) => result.status).sort()]).toEqual([
        round,
        ['fulfilled', 'rejected'],
      ]);
      const won = results.findIndex((result) => result.status === 'fulfilled');
      const error = (results[1 - won] as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ValidationException);
      expect([error.getStatus(), error.errors]).toEqual([
        422,
        { roles: [{ key: 'errors.last_admin' }] },
      ]);
      expect([round, await adminIds()]).toEqual([round, [[first, second][won].id]]);
    }
  });

  it('of two simultaneous deletions, the service refuses the second with 409', async () => {
    const users = t.app.get(UsersService);
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = await twoAdmins(round);
      const results = await Promise.allSettled([
        users.remove(first, second.id),
        users.remove(second, first.id),
      ]);
      expect([round, results.map((result) => result.status).sort()]).toEqual([
        round,
        ['fulfilled', 'rejected'],
      ]);
      const won = results.findIndex((result) => result.status === 'fulfilled');
      const error = (results[1 - won] as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiException);
      expect([error.getStatus(), error.key]).toEqual([409, 'errors.last_admin']);
      expect([round, await adminIds()]).toEqual([round, [[first, second][won].id]]);
    }
  });
});
