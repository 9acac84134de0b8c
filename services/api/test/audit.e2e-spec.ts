import type { AuditEntry as AuditEntryContract } from '@bolsos/contracts';
import type { Request } from 'express';
import { AuditService } from '../src/audit/audit.service';
import { AuditEntry } from '../src/audit/entities/audit-entry.entity';
import { requestContext } from '../src/common/context/request-context';
import { Session } from '../src/auth/entities/session.entity';
import { Product } from '../src/products/entities/product.entity';
import { ProductTranslation } from '../src/products/entities/product-translation.entity';
import { User } from '../src/users/entities/user.entity';
import { DIALECTS } from './support/databases';
import { firstLink } from './support/smtp-inbox';
import { bagInput, createProduct, picture, upload } from './support/staff-products';
import { Client, startTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('audit log (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;
  let adminId: number;
  let managerId: number;
  /** every password, hash, token and session id this suite handles: none may reach an entry */
  const secrets = new Set<string>();

  const entries = async (query: Record<string, string | number> = {}) => {
    const res = await admin.get(
      `/api/audit?${new URLSearchParams(
        Object.entries({ per_page: 100, ...query }).map(([k, v]) => [k, String(v)]),
      )}`,
    );
    expect(res.status).toBe(200);
    return res.body.data as AuditEntryContract[];
  };
  /** Session ids are only in the store while they live: noted as the suite goes. */
  const keepSessionIds = async () => {
    for (const row of await t.dataSource.getRepository(Session).find()) secrets.add(row.id);
  };
  const hashOf = async (id: number) =>
    (await t.dataSource.getRepository(User).findOneByOrFail({ id })).passwordHash as string;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    adminId = (await t.createUser({ email: 'ana@bolsos.test', roles: ['admin'], name: 'Ana' })).id;
    managerId = (
      await t.createUser({ email: 'mario@bolsos.test', roles: ['manager'], name: 'Mario' })
    ).id;
    secrets.add('Password#123');
    secrets.add(await hashOf(adminId));
    secrets.add(await hashOf(managerId));
    admin = new Client(t.http);
    await admin.login('ana@bolsos.test');
    manager = new Client(t.http);
    await manager.login('mario@bolsos.test');
    await keepSessionIds();
    await keepSessionIds();
    secrets.add(admin.xsrf as string);
  });
  afterAll(() => t.close());

  it('records sign-ins, failed sign-ins (the e-mail, not the password) and sign-outs', async () => {
    const signIns = await entries({ action: 'sign_in', entity: 'user', entity_id: managerId });
    expect(signIns).toHaveLength(1);
    expect(signIns[0]).toMatchObject({
      actor_id: managerId,
      actor_name: 'Mario',
      ip: manager.ip,
      entity: 'user',
      entity_id: managerId,
      entity_exists: true,
    });

    const guesser = new Client(t.http);
    await guesser.csrf();
    secrets.add('Wrong#Guess1');
    expect(
      (await guesser.post('/api/login', { email: 'mario@bolsos.test', password: 'Wrong#Guess1' }))
        .status,
    ).toBe(422);
    expect(
      (await guesser.post('/api/login', { email: 'nobody@bolsos.test', password: 'Wrong#Guess1' }))
        .status,
    ).toBe(422);
    const failed = await entries({ action: 'sign_in_failed' });
    expect(failed.map((e) => [e.actor_id, e.entity_id, e.details, e.ip])).toEqual([
      [null, null, { email: 'nobody@bolsos.test' }, guesser.ip],
      [null, managerId, { email: 'mario@bolsos.test' }, guesser.ip],
    ]);

    const leaving = new Client(t.http);
    await leaving.login('mario@bolsos.test');
    await keepSessionIds();
    expect((await leaving.post('/api/logout')).status).toBe(204);
    const outs = await entries({ action: 'sign_out' });
    expect(outs.map((e) => [e.actor_id, e.entity_id, e.ip])).toEqual([
      [managerId, managerId, leaving.ip],
    ]);
  });

  it('records user create (with roles and the invitation), update, role changes and delete, with before → after', async () => {
    const created = await admin.post('/api/users', {
      name: 'Lucía',
      email: 'lucia@bolsos.test',
      roles: ['manager'],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const history = async () =>
      (await entries({ entity: 'user', entity_id: id })).map((e) => ({
        action: e.action,
        part: e.part,
        part_key: e.part_key,
        changes: e.changes,
        actor_id: e.actor_id,
      }));
    expect(await history()).toEqual([
      {
        action: 'invitation_sent',
        part: null,
        part_key: null,
        changes: {},
        actor_id: adminId,
      },
      // One entry for one act: the user with their role, no "ID: (empty) → 3".
      {
        action: 'create',
        part: null,
        part_key: null,
        changes: {
          name: { before: null, after: 'Lucía' },
          email: { before: null, after: 'lucia@bolsos.test' },
          'role.manager.role': { before: null, after: 'manager' },
        },
        actor_id: adminId,
      },
    ]);

    const renamed = await admin.put(`/api/users/${id}`, {
      name: 'Lucía Pérez',
      roles: ['admin'],
    });
    expect(renamed.status).toBe(200);
    const [renaming] = await history();
    expect(renaming).toMatchObject({
      action: 'update',
      part: null,
      changes: {
        name: { before: 'Lucía', after: 'Lucía Pérez' },
        'role.admin.role': { before: null, after: 'admin' },
        'role.manager.role': { before: 'manager', after: null },
      },
    });
    const names = await admin.get(`/api/audit?entity=user&entity_id=${id}`);
    expect(names.body.data[0].entity_label).toBe('Lucía Pérez <lucia@bolsos.test>');

    // The invitation is accepted with a first password: both are the new user's own acts, made
    // before any session of theirs exists.
    const link = new URL(firstLink((await t.inbox.waitFor('lucia@bolsos.test')).text));
    const token = link.searchParams.get('token') as string;
    secrets.add(token);
    const invited = new Client(t.http);
    await invited.csrf();
    secrets.add('Lucia#2026pw');
    expect(
      (
        await invited.post(`/api/invitations/${token}`, {
          password: 'Lucia#2026pw',
          password_confirmation: 'Lucia#2026pw',
        })
      ).status,
    ).toBe(200);
    await keepSessionIds();
    secrets.add(invited.xsrf as string);
    secrets.add(await hashOf(id));
    const own = (await entries({ entity: 'user', entity_id: id })).slice(0, 2);
    expect(own.map((e) => [e.action, e.actor_id, e.changes])).toEqual([
      ['invitation_accepted', id, {}],
      ['password_set', id, {}],
    ]);

    expect((await admin.delete(`/api/users/${id}`)).status).toBe(204);
    const [deleted] = await entries({ entity: 'user', entity_id: id });
    expect(deleted).toMatchObject({
      action: 'delete',
      actor_id: adminId,
      entity_exists: false,
      changes: {
        name: { before: 'Lucía Pérez', after: null },
        email: { before: 'lucia@bolsos.test', after: null },
      },
    });
  });

  it('records profile changes, password changes and a password reset by link', async () => {
    const me = new Client(t.http);
    const own = await t.createUser({ email: 'rosa@bolsos.test', roles: ['manager'], name: 'Rosa' });
    secrets.add(await hashOf(own.id));
    await me.login('rosa@bolsos.test');
    expect(
      (await me.put('/api/profile', { name: 'Rosa María', email: 'rosa@bolsos.test' })).status,
    ).toBe(200);
    secrets.add('Rosa#2026new');
    expect(
      (
        await me.put('/api/profile/password', {
          current_password: 'Password#123',
          password: 'Rosa#2026new',
          password_confirmation: 'Rosa#2026new',
        })
      ).status,
    ).toBe(200);
    secrets.add(await hashOf(own.id));
    await keepSessionIds();

    const visitor = new Client(t.http);
    await visitor.csrf();
    expect((await visitor.post('/api/password/forgot', { email: 'rosa@bolsos.test' })).status).toBe(
      202,
    );
    // The reset link, not the notice of the password change above.
    const resetMail = await t.inbox.waitFor('rosa@bolsos.test', (m) => m.text.includes('token='));
    const link = new URL(firstLink(resetMail.text));
    const token = link.searchParams.get('token') as string;
    secrets.add(token);
    secrets.add('Rosa#2026reset');
    expect(
      (
        await visitor.post('/api/password/reset', {
          token,
          email: 'rosa@bolsos.test',
          password: 'Rosa#2026reset',
          password_confirmation: 'Rosa#2026reset',
        })
      ).status,
    ).toBe(200);
    secrets.add(await hashOf(own.id));

    const history = await entries({ entity: 'user', entity_id: own.id });
    expect(history.map((e) => [e.action, e.actor_id, e.ip])).toEqual([
      ['password_reset', own.id, visitor.ip],
      ['password_reset_requested', null, visitor.ip],
      ['password_changed', own.id, me.ip],
      ['update', own.id, me.ip],
      ['sign_in', own.id, me.ip],
    ]);
    expect(history[3].changes).toEqual({ name: { before: 'Rosa', after: 'Rosa María' } });
  });

  it('records product create, update, translations, images and populars under the product', async () => {
    const product = await createProduct(manager, bagInput('Mochila Andes'));
    const history = () => entries({ entity: 'product', entity_id: product.id });
    // Creating a product is one entry with its fields and its Spanish text, not one per row.
    const created = await history();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ action: 'create', part: null, part_key: null });
    expect(created[0].changes).not.toHaveProperty('id');
    expect(created[0].changes['translation.es.name']).toEqual({
      before: null,
      after: 'Mochila Andes',
    });
    expect(created[0].changes['translation.es.productId']).toBeUndefined();
    expect(created.every((e) => e.actor_id === managerId && e.entity_exists)).toBe(true);

    const updated = await manager.put(`/api/products/${product.id}`, {
      ...bagInput('Mochila Andina'),
      price: 59.9,
      translations: {
        es: { name: 'Mochila Andina', description: 'Mochila Andes: cuero y lona' },
        en: { name: 'Andean Backpack' },
      },
    });
    expect(updated.status).toBe(200);
    const [edit, ...earlier] = await history();
    expect(earlier).toHaveLength(1);
    expect(edit).toMatchObject({ action: 'update', part: null });
    expect(edit.changes).toMatchObject({
      price: { before: '49.90', after: '59.90' },
      'translation.es.name': { before: 'Mochila Andes', after: 'Mochila Andina' },
      'translation.es.slug': { before: 'mochila-andes', after: 'mochila-andina' },
      'translation.en.name': { before: null, after: 'Andean Backpack' },
    });
    // Named in the language the staff member reads the log in.
    const english = new URLSearchParams({ entity: 'product', entity_id: String(product.id) });
    admin.lang = 'en';
    const inEnglish = await admin.get(`/api/audit?${english}`);
    admin.lang = 'es';
    expect(inEnglish.body.data[0].entity_label).toBe('Andean Backpack');
    const inSpanish = await admin.get(`/api/audit?${english}`);
    expect(inSpanish.body.data[0].entity_label).toBe('Mochila Andina');

    const [first, second] = (
      await upload(manager, product.id, [
        { data: await picture('png', 10), name: 'a.png' },
        { data: await picture('png', 200), name: 'b.png' },
      ])
    ).body.data as { id: number }[];
    expect(
      (
        await manager.put(`/api/products/${product.id}/images/order`, {
          ids: [second.id, first.id],
        })
      ).status,
    ).toBe(200);
    expect((await manager.delete(`/api/products/${product.id}/images/${first.id}`)).status).toBe(
      204,
    );
    const popular = await manager.post('/api/populars', { product_id: product.id });
    expect(popular.status).toBe(201);
    expect((await manager.delete(`/api/populars/${popular.body.data.id}`)).status).toBe(204);

    // Positions are counted from 1, as the product page shows them; each request is one entry.
    const afterImages = (await history()).slice(0, -2);
    const shape = (e: (typeof afterImages)[number]) => [e.action, e.part, e.part_key, e.changes];
    expect(afterImages.map(shape)).toEqual([
      ['delete', 'popular', String(popular.body.data.id), { position: { before: 1, after: null } }],
      ['create', 'popular', String(popular.body.data.id), { position: { before: null, after: 1 } }],
      [
        'delete',
        'image',
        String(first.id),
        expect.objectContaining({ position: { before: 2, after: null } }),
      ],
      // The new order of two photos is one entry, numbered as the page numbers them.
      [
        'update',
        null,
        null,
        {
          [`image.${first.id}.position`]: { before: 1, after: 2 },
          [`image.${second.id}.position`]: { before: 2, after: 1 },
        },
      ],
      [
        'create',
        null,
        null,
        expect.objectContaining({
          [`image.${first.id}.position`]: { before: null, after: 1 },
          [`image.${second.id}.position`]: { before: null, after: 2 },
        }),
      ],
    ]);

    expect((await manager.delete(`/api/products/${product.id}`)).status).toBe(204);
    const [gone] = await history();
    expect(gone).toMatchObject({ action: 'delete', part: null, entity_exists: false });
    expect(gone.changes.category).toEqual({ before: 'backpacks', after: null });
  });

  it('records a move in the Popular list as one entry on the product moved, counted from 1', async () => {
    const bags = [];
    for (const name of ['Popular Uno', 'Popular Dos', 'Popular Tres']) {
      const product = await createProduct(manager, bagInput(name));
      const added = await manager.post('/api/populars', { product_id: product.id });
      expect(added.status).toBe(201);
      bags.push({ product, entry: added.body.data.id as number });
    }
    const order = ((await manager.get('/api/populars')).body.data as { id: number }[]).map(
      (row) => row.id,
    );
    const last = bags[2];
    const from = order.indexOf(last.entry) + 1;
    const before = await t.dataSource.getRepository(AuditEntry).count();
    const moved = await manager.put('/api/populars/order', {
      ids: [last.entry, ...order.filter((id) => id !== last.entry)],
    });
    expect(moved.status).toBe(200);
    // "Move to top": one entry, though every entry above it shifted down.
    expect(await t.dataSource.getRepository(AuditEntry).count()).toBe(before + 1);
    const [entry] = await entries({ entity: 'product', entity_id: last.product.id });
    expect(entry).toMatchObject({
      action: 'update',
      part: 'popular',
      part_key: String(last.entry),
      actor_id: managerId,
      changes: { position: { before: from, after: 1 } },
      entity_label: 'Popular Tres',
    });
    for (const { entry: id } of bags) await manager.delete(`/api/populars/${id}`);
  });

  it('records a message’s status changes, notes and replies, but not the visitor’s own message', async () => {
    const visitor = new Client(t.http);
    visitor.lang = 'zh';
    await visitor.csrf();
    const sent = await visitor.post('/api/contact', {
      name: '李雷',
      email: 'li.audit@bolsos.test',
      message: '这个双肩包有蓝色的吗？',
      language: 'zh',
    });
    expect(sent.status).toBe(201);
    await t.inbox.waitFor('tienda@bolsos.test', (m) => m.text.includes('li.audit@bolsos.test'));
    const { id } = (
      await manager.get('/api/messages?search=li.audit').then((res) => res.body.data)
    )[0] as { id: number };
    const history = () => entries({ entity: 'message', entity_id: id });
    // A visitor is no staff member: the message arriving is not a staff write.
    expect(await history()).toEqual([]);

    expect((await manager.put(`/api/messages/${id}`, { status: 'open' })).status).toBe(200);
    expect((await manager.post(`/api/messages/${id}/notes`, { body: 'Ver stock' })).status).toBe(
      201,
    );
    const reply = await manager.post(`/api/messages/${id}/replies`, { body: '有的，我们有蓝色。' });
    expect(reply.status).toBe(201);
    await t.inbox.waitFor('li.audit@bolsos.test');

    // The reply and the status it brings are one act, so one entry.
    const rows = (await history()).map((e) => [e.action, e.part, e.part_key, e.actor_id]);
    expect(rows).toEqual([
      ['update', null, null, managerId],
      ['create', 'thread', 'note', managerId],
      ['update', null, null, managerId],
    ]);
    const statuses = (await history())
      .filter((e) => e.part === null && e.action === 'update')
      .map((e) => e.changes.status)
      .reverse();
    expect(statuses).toEqual([
      { before: 'new', after: 'open' },
      { before: 'open', after: 'answered' },
    ]);
    const replyEntry = (await history())[0];
    expect(replyEntry.changes['thread.reply.body']).toEqual({
      before: null,
      after: '有的，我们有蓝色。',
    });
    expect(replyEntry.entity_label).toBe('李雷 <li.audit@bolsos.test>');
    expect(replyEntry?.entity_exists).toBe(true);
  });

  it('leaves no entry for a write that rolls back, and refuses writes it cannot describe', async () => {
    const actor = { id: adminId, name: 'Ana' };
    const req = { user: actor, isAuthenticated: () => true, ip: '10.9.9.9' } as unknown as Request;
    const asStaff = <T>(work: () => Promise<T>) =>
      new Promise<T>((resolve, reject) =>
        requestContext(req, undefined as never, () => work().then(resolve, reject)),
      );
    const count = () => t.dataSource.getRepository(AuditEntry).count();
    const [product] = await t.dataSource
      .getRepository(Product)
      .find({ order: { id: 'DESC' }, take: 1 });
    const target =
      product ??
      (await t.dataSource
        .getRepository(Product)
        .save({ category: 'backpacks', price: '10.00', published: true }));

    const before = await count();
    await expect(
      asStaff(() =>
        t.dataSource.transaction(async (manager) => {
          await manager.getRepository(Product).save({ ...target, price: '77.00' });
          // The write is held until the transaction commits, as one entry per record…
          expect(await manager.getRepository(AuditEntry).count()).toBe(before);
          throw new Error('forced failure');
        }),
      ),
    ).rejects.toThrow('forced failure');
    // …and went with it.
    expect(await count()).toBe(before);

    // A savepoint rolled back takes its own writes; the transaction around it keeps the rest.
    await asStaff(() =>
      t.dataSource.transaction(async (manager) => {
        await manager.getRepository(Product).save({ ...target, price: '66.00' });
        await expect(
          manager.transaction(async (inner) => {
            await inner.getRepository(Product).save({ ...target, published: !target.published });
            throw new Error('inner failure');
          }),
        ).rejects.toThrow('inner failure');
        await manager.getRepository(Product).save({ ...target, price: target.price });
      }),
    );
    expect(await count()).toBe(before);
    await asStaff(() =>
      t.dataSource.transaction(async (manager) => {
        await manager.getRepository(Product).save({ ...target, price: '66.00' });
        await expect(
          manager.transaction(async (inner) => {
            await inner.getRepository(Product).save({ ...target, published: !target.published });
            throw new Error('inner failure');
          }),
        ).rejects.toThrow('inner failure');
      }),
    );
    const [kept] = await entries({ entity: 'product', entity_id: target.id });
    expect(kept.changes).toEqual({ price: { before: target.price, after: '66.00' } });
    await t.dataSource.getRepository(Product).save({ ...target });
    expect(
      (await t.dataSource.getRepository(Product).findOneByOrFail({ id: target.id })).price,
    ).toBe(target.price);

    // The same write committed is recorded once, with the request's actor and address.
    await asStaff(() =>
      t.dataSource.transaction((manager) =>
        manager.getRepository(Product).save({ ...target, price: '77.00' }),
      ),
    );
    const [entry] = await entries({ entity: 'product', entity_id: target.id });
    expect(entry).toMatchObject({
      action: 'update',
      actor_id: adminId,
      ip: '10.9.9.9',
      changes: { price: { before: target.price, after: '77.00' } },
    });

    // A bulk update names no rows: refused during a staff request, and nothing changes.
    const count2 = await count();
    await expect(
      asStaff(() =>
        t.dataSource
          .getRepository(ProductTranslation)
          .update({ productId: target.id }, { name: 'Sin rastro' }),
      ),
    ).rejects.toThrow(/audited/);
    expect(await count()).toBe(count2);
    // Without a signed-in user (seed, CLI) the same write is not a staff write.
    await t.dataSource
      .getRepository(ProductTranslation)
      .update({ productId: target.id }, { searchText: 'x' });
    expect(await count()).toBe(count2);
  });

  it('filters by actor, entity, action and dates, newest first, with the spec pager meta', async () => {
    const all = await entries();
    expect(all.length).toBeGreaterThan(10);
    const stamps = all.map((e) => e.occurred_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect((await entries({ actor_id: managerId })).every((e) => e.actor_id === managerId)).toBe(
      true,
    );
    expect((await entries({ action: 'update' })).every((e) => e.action === 'update')).toBe(true);
    const page = await admin.get('/api/audit?per_page=2&page=2');
    expect(page.body.meta).toEqual({
      total: all.length,
      page: 2,
      per_page: 2,
      from: 3,
      to: 4,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(await entries({ from: today, to: today })).toHaveLength(all.length);
    expect(await entries({ to: '2001-01-01' })).toHaveLength(0);
    expect(await entries({ from: new Date(Date.now() + 3_600_000).toISOString() })).toHaveLength(0);
  });

  it('refuses bad filters with the spec messages in three languages', async () => {
    const ask = async (lang: string, query: string) => {
      admin.lang = lang;
      const res = await admin.get(`/api/audit?${query}`);
      admin.lang = undefined;
      expect(res.status).toBe(422);
      return res.body.errors as Record<string, string[]>;
    };
    expect((await ask('en', 'action=rename')).action[0]).toMatch(/^Invalid option/);
    expect((await ask('es', 'from=ayer')).from).toEqual(['Use una fecha como 2026-11-25']);
    expect((await ask('zh', 'from=2026-02-31')).from).toEqual(['请使用 2026-11-25 这样的日期']);
    expect((await ask('en', 'from=2026-05-02&to=2026-05-01')).to).toEqual([
      'The end date must not be before the start date',
    ]);
    expect((await ask('en', 'entity_id=0')).entity_id).toEqual([
      'Must be greater than or equal to 1',
    ]);
    expect((await ask('en', 'entity=session')).entity[0]).toMatch(/^Invalid option/);
    expect((await ask('en', 'who=me')).who).toEqual(['This field is not allowed']);
  });

  it('is append-only: no route changes or deletes an entry', async () => {
    const [entry] = await entries();
    for (const path of ['/api/audit', `/api/audit/${entry.id}`]) {
      for (const method of ['put', 'patch', 'delete', 'post'] as const) {
        const res = await admin.agent[method](path)
          .set('Accept', 'application/json')
          .set('X-XSRF-TOKEN', admin.xsrf as string)
          .send({ action: 'sign_in' });
        expect([404, 405]).toContain(res.status);
      }
    }
    expect((await manager.get('/api/audit')).status).toBe(403);
    const [still] = await entries();
    expect(still).toEqual(entry);
  });

  it('never stores a password, hash, token or session id', async () => {
    await keepSessionIds();
    const rows = await t.dataSource.getRepository(AuditEntry).find();
    expect(rows.length).toBeGreaterThan(20);
    const text = JSON.stringify(rows);
    const found = [...secrets].filter((secret) => secret && text.includes(secret));
    expect(found).toEqual([]);
    expect(text).not.toMatch(/passwordHash|sessionVersion|argon2/);
  });

  it('prunes entries past the retention, and only those', async () => {
    const repo = t.dataSource.getRepository(AuditEntry);
    const total = await repo.count();
    const old = await repo.find({ order: { id: 'ASC' }, take: 2 });
    const day = 86_400_000;
    await repo.update({ id: old[0].id }, { occurredAt: new Date(Date.now() - 366 * day) });
    await repo.update({ id: old[1].id }, { occurredAt: new Date(Date.now() - 364 * day) });
    expect(t.config.audit.retentionDays).toBe(365);
    expect(await t.app.get(AuditService).prune()).toBe(1);
    expect(await repo.count()).toBe(total - 1);
    expect(await repo.findOneBy({ id: old[0].id })).toBeNull();
    expect(await repo.findOneBy({ id: old[1].id })).not.toBeNull();
  });
});
