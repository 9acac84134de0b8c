import { type Locale, type Role } from '@bolsos/contracts';
import { User } from '../src/users/entities/user.entity';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

interface Listed {
  id: number;
  name: string;
  roles: Role[];
}

/** Issue 13 §3: the users list filtered by role and sorted by name or creation. */
describe.each(DIALECTS)('staff users list: role filter and sorts (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  const made: Record<string, number> = {};

  const list = async (query: Record<string, string | number>) => {
    const res = await admin.get(
      `/api/users?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
    expect([res.status, res.body.errors]).toEqual([200, undefined]);
    return res.body as { data: Listed[]; meta: { total: number; from: number; to: number } };
  };
  const names = async (query: Record<string, string | number>) =>
    (await list({ per_page: 100, ...query })).data.map((u) => u.name);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    // [name, roles, days after a fixed date it was created]: creation order differs from name and id order.
    const people: [string, Role[], number][] = [
      ['Ana Admin', ['admin'], 1],
      ['Diego Gerente', ['manager'], 6],
      ['Beatriz Ambos', ['admin', 'manager'], 3],
      ['Carla Gerente', ['manager'], 2],
      ['Elena Sin Rol', [], 5],
      ['Carla Gerente', ['manager'], 4],
    ];
    for (const [index, [name, roles, day]] of people.entries()) {
      const user = await t.createUser({ email: `user${index}@bolsos.test`, roles, name });
      await t.dataSource
        .getRepository(User)
        .update(user.id, { createdAt: new Date(Date.UTC(2026, 5, day, 9, 0, 0)) });
      made[`${name}#${index}`] = user.id;
    }
    admin = new Client(t.http);
    await admin.login('user0@bolsos.test');
  });
  afterAll(() => t.close());

  it('sorts by name (the default, ties by id) or by creation, both ways', async () => {
    const byName = [
      'Ana Admin',
      'Beatriz Ambos',
      'Carla Gerente',
      'Carla Gerente',
      'Diego Gerente',
      'Elena Sin Rol',
    ];
    expect(await names({})).toEqual(byName);
    expect(await names({ sort: 'name' })).toEqual(byName);
    const carlas = (await list({ sort: 'name', search: 'carla' })).data.map((u) => u.id);
    expect(carlas).toEqual([made['Carla Gerente#3'], made['Carla Gerente#5']]);
    expect((await list({ sort: '-name', search: 'carla' })).data.map((u) => u.id)).toEqual(
      [...carlas].reverse(),
    );
    expect(await names({ sort: '-name' })).toEqual([...byName].reverse());

    const byCreation = [
      'Ana Admin',
      'Carla Gerente',
      'Beatriz Ambos',
      'Carla Gerente',
      'Elena Sin Rol',
      'Diego Gerente',
    ];
    expect(await names({ sort: 'created' })).toEqual(byCreation);
    expect(await names({ sort: '-created' })).toEqual([...byCreation].reverse());

    // Paging through a sort: each user once, in order.
    for (const sort of ['name', '-name', 'created', '-created']) {
      const whole = (await list({ sort, per_page: 100 })).data.map((u) => u.id);
      const paged: number[] = [];
      for (let page = 1; page <= 3; page++) {
        paged.push(...(await list({ sort, per_page: 2, page })).data.map((u) => u.id));
      }
      expect([sort, paged]).toEqual([sort, whole]);
    }
  });

  it('filters by role, with search, sort and pages', async () => {
    expect(await names({ role: 'admin' })).toEqual(['Ana Admin', 'Beatriz Ambos']);
    expect(await names({ role: 'manager', sort: '-created' })).toEqual([
      'Diego Gerente',
      'Carla Gerente',
      'Beatriz Ambos',
      'Carla Gerente',
    ]);
    const page = await list({ role: 'manager', sort: 'name', per_page: 3, page: 2 });
    expect(page.data.map((u) => u.name)).toEqual(['Diego Gerente']);
    expect(page.meta).toMatchObject({ total: 4, from: 4, to: 4 });
    expect(await names({ role: 'manager', search: 'gerente', sort: 'created' })).toEqual([
      'Carla Gerente',
      'Carla Gerente',
      'Diego Gerente',
    ]);
    expect(await names({ role: 'admin', search: 'gerente' })).toEqual([]);
    // Every role of a listed user is shown, not only the one filtered by.
    const both = (await list({ role: 'manager', search: 'beatriz' })).data;
    expect(both.map((u) => u.roles.sort())).toEqual([['admin', 'manager']]);
  });

  it('refuses a bad role or sort with 422 in the caller’s language, and stays admin-only', async () => {
    for (const lang of ['es', 'en', 'zh'] as Locale[]) {
      admin.lang = lang;
      for (const [query, field, values] of [
        ['role=owner', 'role', 'admin, manager'],
        ['sort=email', 'sort', 'name, -name, created, -created'],
        ['sort=-updated', 'sort', 'name, -name, created, -created'],
      ]) {
        const res = await admin.get(`/api/users?${query}`);
        expect([query, res.status, res.body]).toEqual([
          query,
          422,
          {
            message: translate(lang, 'errors.data_invalid'),
            errors: { [field]: [translate(lang, 'validation.enum', { values })] },
          },
        ]);
      }
    }
    admin.lang = undefined;
    const manager = new Client(t.http);
    await manager.login('user1@bolsos.test');
    expect((await manager.get('/api/users?role=admin')).status).toBe(403);

    const doc = (await new Client(t.http).get('/api/docs/openapi.json')).body;
    const params = Object.fromEntries(
      (doc.paths['/api/users'].get.parameters as { name: string; schema: object }[]).map((p) => [
        p.name,
        p.schema,
      ]),
    );
    expect(params.role).toMatchObject({ enum: ['admin', 'manager'] });
    expect(params.sort).toMatchObject({ enum: ['name', '-name', 'created', '-created'] });
  });
});
