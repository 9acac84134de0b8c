import { User } from '../src/users/entities/user.entity';
import { DIALECTS } from './support/databases';
import { callRoute, documentedRoutes, fillPath } from './support/openapi-routes';
import { sessionIdFrom, sessionRows } from './support/session-rows';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

/** The only routes a signed-in user without a password may reach (issue 2, "418 gate"). */
const BEFORE_PASSWORD = ['GET /api/account', 'POST /api/logout', 'POST /api/password/set'];

describe.each(DIALECTS)('418 gate for users without a password (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /**
   * A signed-in user whose password_set_at is empty: a session from before invitations set the
   * password on their own page, or a password emptied afterwards. The gate reads the database.
   */
  async function withoutPassword(
    email: string,
    roles: ('admin' | 'manager')[],
  ): Promise<{ client: Client; id: number; sid: string }> {
    const user = await t.createUser({ email, roles, name: 'Without Password' });
    const client = new Client(t.http);
    const login = await client.login(email);
    await t.dataSource.getRepository(User).update({ id: user.id }, { passwordSetAt: null });
    return { client, id: user.id, sid: sessionIdFrom(login) as string };
  }

  it('answers 418 on every signed-in route except account, logout and password-set', async () => {
    const routes = await documentedRoutes(t.http);
    const anonymous = new Client(t.http);
    await anonymous.csrf();
    const callers = {
      manager: await withoutPassword('manager@bolsos.test', ['manager']),
      admin: await withoutPassword('cleared@bolsos.test', ['admin']),
    };
    const gated: string[] = [];
    const passed: string[] = [];
    for (const route of routes) {
      // Logout ends the session the rest of the loop needs: checked in the next test.
      if (route.key === 'POST /api/logout') continue;
      // Public routes are whatever a signed-out caller may use; only the others have a gate.
      const path = fillPath(route.path, { id: callers.manager.id, token: 'x'.repeat(43) });
      if ((await callRoute(anonymous, route.method, path, {})).status !== 401) continue;
      for (const [who, { client }] of Object.entries(callers)) {
        client.lang = 'en';
        const res = await callRoute(client, route.method, path, {});
        if (BEFORE_PASSWORD.includes(route.key)) {
          // Past the gate: account answers, password-set reaches its validation of the empty body.
          const expected = route.key === 'GET /api/account' ? 200 : 422;
          expect([who, route.key, res.status]).toEqual([who, route.key, expected]);
          passed.push(route.key);
        } else {
          expect([who, route.key, res.status, res.body.message]).toEqual([
            who,
            route.key,
            418,
            translate('en', 'errors.password_not_set'),
          ]);
          gated.push(route.key);
        }
      }
    }
    // The loop really met the staff routes (and a route list that came back empty fails here).
    expect(gated).toEqual(
      expect.arrayContaining([
        'GET /api/users',
        'POST /api/users',
        'GET /api/users/{id}',
        'PUT /api/users/{id}',
        'DELETE /api/users/{id}',
        'GET /api/products',
        'GET /api/populars',
        'GET /api/dashboard',
        'PUT /api/profile',
        'PUT /api/profile/password',
      ]),
    );
    expect([...new Set(passed)].sort()).toEqual(['GET /api/account', 'POST /api/password/set']);
    // Nothing behind the gate ran: the manager still exists, still without a password.
    const manager = await t.dataSource
      .getRepository(User)
      .findOneByOrFail({ id: callers.manager.id });
    expect(manager.passwordSetAt).toBeNull();
    // What the exempt routes answered: the account, and password-set's own validation.
    const account = await callers.manager.client.get('/api/account');
    expect(account.status).toBe(200);
    expect(account.body.user).toMatchObject({
      email: 'manager@bolsos.test',
      password_set_at: null,
    });
    const set = await callers.manager.client.post('/api/password/set', {});
    expect(set.status).toBe(422);
    expect(Object.keys(set.body.errors).sort()).toEqual(['password', 'password_confirmation']);
  });

  it('lets a user without a password sign out', async () => {
    const { client, sid } = await withoutPassword('leaving@bolsos.test', ['manager']);
    const account = await client.get('/api/account');
    expect(account.body.user.password_set_at).toBeNull();
    expect(await sessionRows(t, sid)).toHaveLength(1);
    const out = await client.post('/api/logout');
    expect(out.status).toBe(204);
    expect((await client.get('/api/account')).status).toBe(401);
    expect(await sessionRows(t, sid)).toEqual([]);
  });
});
