/**
 * Who may call what, on every route the API documents in OpenAPI (product-spec §6): a new
 * endpoint fails here until someone decides its access.
 */
import { emptyShopDetails, PRODUCT_CSV_COLUMNS, type Role } from '@bolsos/contracts';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { addRelease } from '../src/releases/release-ledger';
import { ReleasesService } from '../src/releases/releases.service';
import { releaseTokenCommand } from '../src/releases/tokens/release-token-cli';
import { Popular } from '../src/populars/entities/popular.entity';
import type { Product } from '../src/products/entities/product.entity';
import { createMessage, createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { callRoute, documentedRoutes, fillPath } from './support/openapi-routes';
import { Client, startTestApp, type TestApp } from './support/test-app';
import { translate } from '../src/common/i18n/messages';

/** release-token: a team's pipeline, a release token and no session (docs/releasing.md) */
type Caller = 'anonymous' | Role | 'release-token';

interface Sample {
  params?: Record<string, string | number>;
  body?: unknown;
  /** the call ends its session (logout): made from a session of its own */
  ownSession?: boolean;
  /** what an allowed caller gets when the handler itself refuses them (403 with this message) */
  refusal?: string;
  /** sent as multipart/form-data instead of JSON */
  files?: { field: string; data: Buffer; name: string }[];
  /** sent as raw bytes (application/octet-stream) instead of JSON */
  bytes?: Buffer;
}

interface RouteRule {
  /** public: anyone; signed-in: any signed-in user; a role list: any of those roles */
  access: 'public' | 'signed-in' | readonly Role[];
  /** also open to a release token without a session (@ReleaseTokenAllowed: the releases routes) */
  releaseToken?: true;
  /** a request that succeeds for an allowed caller */
  sample?: (ctx: { t: TestApp; email: string }) => Sample | Promise<Sample>;
}

let serial = 0;
async function someone(t: TestApp): Promise<Sample> {
  const user = await t.createUser({
    email: `someone-${++serial}@bolsos.test`,
    roles: ['manager'],
    name: 'Someone',
  });
  return { params: { id: user.id } };
}

/** A release folder of adminUsers on the test app's disk, as the release script builds it. */
function aRelease(t: TestApp): string {
  const id = `0.0.${++serial}-matrix`;
  const dir = path.join(t.config.releasesDir, 'admin-users', id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"adminUsers"}');
  return id;
}

/** A product of its own, for a call that changes or deletes it (fixtures: processed images). */
async function aProduct(t: TestApp, images = 0): Promise<Product> {
  const [product] = await createProducts(t, [
    { category: 'backpacks', price: '10.00', names: { es: `Matriz ${++serial}` }, images },
  ]);
  return product;
}
const productBody = () => ({
  category: 'backpacks',
  price: 10,
  translations: { es: { name: `Matriz ${++serial}` } },
});
let png: Buffer | undefined;
const aPng = async () =>
  (png ??= await sharp({
    create: { width: 40, height: 40, channels: 3, background: '#884422' },
  })
    .png()
    .toBuffer());

/** A contact message of its own, for a call that changes it. */
async function aMessage(t: TestApp): Promise<Sample> {
  return { params: { id: (await createMessage(t, `Matrix${++serial}`)).id } };
}

/**
 * Who may call what: the spec's roles table (product-spec §6) for every route the
 * API documents. Public routes only have to let a signed-out caller through;
 * the others must answer 401, 403 or success exactly as listed.
 */
const ROUTE_ACCESS: Record<string, RouteRule> = {
  'GET /sanctum/csrf-cookie': { access: 'public' },
  'POST /api/login': { access: 'public' },
  'POST /api/password/forgot': { access: 'public' },
  'POST /api/password/reset': { access: 'public' },
  'GET /api/invitations/{token}': { access: 'public' },
  'POST /api/invitations/{token}': { access: 'public' },
  'GET /api/catalog/products': { access: 'public' },
  'GET /api/catalog/products/{lang}/{slug}': { access: 'public' },
  'GET /api/catalog/populars': { access: 'public' },
  'GET /api/catalog/search': { access: 'public' },
  'GET /api/catalog/shop': { access: 'public' },
  'GET /api/route-redirects': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/health/live': { access: 'public' },
  'GET /api/health/ready': { access: 'public' },
  'POST /api/contact': { access: 'public' },
  'POST /api/releases/health': {
    access: 'public',
    sample: () => ({ body: { remote: 'storefront', release: 'default', kind: 'load' } }),
  },
  'POST /api/releases/health/loads': {
    access: 'public',
    // A token this server did not sign: read, then dropped (204), as the beacon's answer is.
    sample: () => ({ body: { remote: 'storefront', release: 'default', token: 'not.signed' } }),
  },
  'GET /api/account': { access: 'signed-in' },
  'POST /api/logout': { access: 'signed-in', sample: () => ({ ownSession: true }) },
  'POST /api/password/set': {
    access: 'signed-in',
    // Staff who already have a password pass the guards and are refused by the handler.
    sample: () => ({
      body: { password: 'Matrix#2026pw', password_confirmation: 'Matrix#2026pw' },
      refusal: translate('en', 'errors.password_already_set'),
    }),
  },
  'PUT /api/profile': {
    access: 'signed-in',
    sample: ({ email }) => ({ body: { name: 'Matrix Caller', email } }),
  },
  'PUT /api/profile/password': {
    access: 'signed-in',
    // Same password again: the change runs, and later logins keep working.
    sample: () => ({
      body: {
        current_password: 'Password#123',
        password: 'Password#123',
        password_confirmation: 'Password#123',
      },
    }),
  },
  'GET /api/products': { access: 'signed-in' },
  'GET /api/populars': { access: 'signed-in' },
  'GET /api/dashboard': { access: 'signed-in' },
  'GET /api/audit': { access: ['admin'] },
  'GET /api/shop': { access: ['admin'] },
  'PUT /api/shop': {
    access: ['admin'],
    sample: () => ({ body: emptyShopDetails() }),
  },
  'GET /api/releases': { access: ['admin'], releaseToken: true },
  'POST /api/releases': {
    access: ['admin'],
    releaseToken: true,
    sample: ({ t }) => ({ body: { remote: 'adminUsers', id: aRelease(t), version: '0.0.1' } }),
  },
  'PUT /api/releases/{remote}/{id}/files/{path}': {
    access: ['admin'],
    releaseToken: true,
    // A file of a release not recorded yet, a new one each call.
    sample: () => ({
      params: { remote: 'adminUsers', id: `0.0.${++serial}-upload`, path: 'static/js/matrix.js' },
      bytes: Buffer.from('var matrix = 1;'),
    }),
  },
  'POST /api/releases/{remote}/rollback': {
    access: ['admin'],
    releaseToken: true,
    sample: async ({ t }) => {
      const id = aRelease(t);
      await t.app.get(ReleasesService).create({ remote: 'adminUsers', id, version: '0.0.1' });
      return { params: { remote: 'adminUsers' } };
    },
  },
  'POST /api/releases/{remote}/promote': {
    access: ['admin'],
    releaseToken: true,
    sample: async ({ t }) => {
      const id = aRelease(t);
      await addRelease(t.dataSource.manager, {
        remote: 'adminUsers',
        releaseId: id,
        version: '0.0.1',
        releasedBy: null,
        files: 1,
        size: 21,
        manifestUrl: `/mfe/admin-users/releases/${id}/mf-manifest.json`,
      });
      return { params: { remote: 'adminUsers' }, body: { id } };
    },
  },
  'POST /api/releases/{remote}/abort': {
    access: ['admin'],
    releaseToken: true,
    // A canary to stop, started anew for each call (one a refused call left is stopped first).
    sample: async ({ t }) => {
      const releases = t.app.get(ReleasesService);
      await releases.abort('adminUsers').catch(() => undefined);
      await releases.create({ remote: 'adminUsers', id: aRelease(t), version: '0.0.1', share: 10 });
      return { params: { remote: 'adminUsers' } };
    },
  },
  'GET /api/users': { access: ['admin'] },
  'POST /api/users': {
    access: ['admin', 'manager'],
    sample: () => ({
      body: { name: 'Matrix New', email: `matrix-new-${++serial}@bolsos.test`, roles: ['manager'] },
    }),
  },
  'GET /api/users/{id}': { access: ['admin'], sample: ({ t }) => someone(t) },
  'PUT /api/users/{id}': {
    access: ['admin'],
    sample: async ({ t }) => ({ ...(await someone(t)), body: { name: 'Renamed' } }),
  },
  'DELETE /api/users/{id}': { access: ['admin'], sample: ({ t }) => someone(t) },
  'DELETE /api/users/{id}/sign-in-lock': { access: ['admin'], sample: ({ t }) => someone(t) },
  'POST /api/products': { access: 'signed-in', sample: () => ({ body: productBody() }) },
  'POST /api/products/bulk': {
    access: 'signed-in',
    sample: async ({ t }) => ({ body: { action: 'unpublish', ids: [(await aProduct(t)).id] } }),
  },
  'GET /api/products/{id}': {
    access: 'signed-in',
    sample: async ({ t }) => ({ params: { id: (await aProduct(t)).id } }),
  },
  'PUT /api/products/{id}': {
    access: 'signed-in',
    sample: async ({ t }) => ({ params: { id: (await aProduct(t)).id }, body: productBody() }),
  },
  'POST /api/products/{id}/duplicate': {
    access: 'signed-in',
    sample: async ({ t }) => ({ params: { id: (await aProduct(t, 1)).id } }),
  },
  'DELETE /api/products/{id}': {
    access: 'signed-in',
    sample: async ({ t }) => ({ params: { id: (await aProduct(t)).id } }),
  },
  'POST /api/products/{id}/images': {
    access: 'signed-in',
    // multipart: a JSON body has no files and would be refused with 422
    sample: async ({ t }) => ({
      params: { id: (await aProduct(t)).id },
      files: [{ field: 'images', data: await aPng(), name: 'matrix.png' }],
    }),
  },
  'PUT /api/products/{id}/images/order': {
    access: 'signed-in',
    sample: async ({ t }) => {
      const product = await aProduct(t, 2);
      return {
        params: { id: product.id },
        body: { ids: product.images.map((image) => image.id).reverse() },
      };
    },
  },
  'PUT /api/products/{id}/images/{imageId}': {
    access: 'signed-in',
    sample: async ({ t }) => {
      const product = await aProduct(t, 1);
      return {
        params: { id: product.id, imageId: product.images[0].id },
        body: { alt: { es: 'Frente', zh: '正面' } },
      };
    },
  },
  'DELETE /api/products/{id}/images/{imageId}': {
    access: 'signed-in',
    sample: async ({ t }) => {
      const product = await aProduct(t, 1);
      return { params: { id: product.id, imageId: product.images[0].id } };
    },
  },
  'GET /api/products/export.csv': { access: ['admin', 'manager'] },
  'POST /api/products/import': {
    access: ['admin', 'manager'],
    // one new product per call
    sample: () => ({
      files: [
        {
          field: 'file',
          data: Buffer.from(
            `${PRODUCT_CSV_COLUMNS.join(',')}\n,backpacks,10,true,Matriz ${++serial}${','.repeat(PRODUCT_CSV_COLUMNS.length - 5)}\n`,
          ),
          name: 'products.csv',
        },
      ],
    }),
  },
  'POST /api/populars': {
    access: 'signed-in',
    sample: async ({ t }) => ({ body: { product_id: (await aProduct(t)).id } }),
  },
  'PUT /api/populars/order': {
    access: 'signed-in',
    // every entry once, reversed
    sample: async ({ t }) => {
      const rows = await t.dataSource.getRepository(Popular).find({ order: { position: 'ASC' } });
      return { body: { ids: rows.map((row) => row.id).reverse() } };
    },
  },
  'DELETE /api/populars/{id}': {
    access: 'signed-in',
    sample: async ({ t }) => {
      const product = await aProduct(t);
      const entry = await t.dataSource
        .getRepository(Popular)
        .save({ productId: product.id, position: 1000 + serial });
      return { params: { id: entry.id } };
    },
  },
  'GET /api/messages': { access: ['admin', 'manager'] },
  'GET /api/messages/{id}': { access: ['admin', 'manager'], sample: ({ t }) => aMessage(t) },
  'PUT /api/messages/{id}': {
    access: ['admin', 'manager'],
    sample: async ({ t }) => ({ ...(await aMessage(t)), body: { status: 'open' } }),
  },
  'POST /api/messages/{id}/read': { access: ['admin', 'manager'], sample: ({ t }) => aMessage(t) },
  'POST /api/messages/{id}/replies': {
    access: ['admin', 'manager'],
    sample: async ({ t }) => ({ ...(await aMessage(t)), body: { body: 'Gracias por escribir.' } }),
  },
  'POST /api/messages/{id}/replies/preview': {
    access: ['admin', 'manager'],
    sample: async ({ t }) => ({ ...(await aMessage(t)), body: { body: 'Gracias por escribir.' } }),
  },
  'POST /api/messages/{id}/notes': {
    access: ['admin', 'manager'],
    sample: async ({ t }) => ({ ...(await aMessage(t)), body: { body: 'Nota interna.' } }),
  },
};

type Answer = 'ok' | 'open' | number;

/** What a call came to: success, or for a public route anything but an auth refusal or a crash. */
function answer(rule: RouteRule, status: number): Answer {
  if (rule.access === 'public')
    return [401, 403, 418, 419].includes(status) || status >= 500 ? status : 'open';
  return status < 300 ? 'ok' : status;
}

function expectedAnswer(rule: RouteRule, who: Caller, sample: Sample): Answer {
  if (rule.access === 'public') return 'open';
  if (who === 'anonymous') return 401;
  // A release token opens the releases routes and nothing else, with a valid XSRF pair or not.
  if (who === 'release-token') return rule.releaseToken ? 'ok' : 401;
  if (rule.access !== 'signed-in' && !rule.access.includes(who)) return 403;
  return sample.refusal ? 403 : 'ok';
}

describe.each(DIALECTS)('role × route table (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'], name: 'Ana Admin' });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'], name: 'Mario Gerente' });
  });
  afterAll(() => t.close());

  it('enforces the role × route table on every documented route', async () => {
    const routes = await documentedRoutes(t.http);
    const documented = routes.map((route) => route.key);
    // A route nobody classified fails here, so a new endpoint cannot skip the role review.
    expect(documented.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !documented.includes(key))).toEqual([]);

    // Callers of its own: profile and password routes really run for the allowed ones.
    const callers: [Caller, Client][] = [['anonymous', new Client(t.http)]];
    for (const role of ['manager', 'admin'] as const) {
      const email = `matrix-${role}@bolsos.test`;
      await t.createUser({ email, roles: [role], name: `Matrix ${role}` });
      const client = new Client(t.http);
      await client.login(email);
      callers.push([role, client]);
    }
    await callers[0][1].csrf();
    // A pipeline's caller: the token on every request, no session (an anonymous XSRF pair, so
    // that a write it may not make is refused for the token, not for a missing header).
    const token = /bolsos_rt_\S+/.exec(
      await releaseTokenCommand(['create', '--name', 'Matrix pipeline'], t.dataSource),
    )?.[0];
    const pipeline = new Client(t.http);
    pipeline.agent.set('Authorization', `Bearer ${token}`);
    await pipeline.csrf();
    callers.push(['release-token', pipeline]);
    for (const route of routes) {
      const rule = ROUTE_ACCESS[route.key];
      for (const [who, shared] of callers) {
        const email = `matrix-${who}@bolsos.test`;
        const sample = (await rule.sample?.({ t, email })) ?? {};
        let client = shared;
        if (sample.ownSession && who !== 'anonymous' && who !== 'release-token') {
          client = new Client(t.http);
          await client.login(email);
        }
        client.lang = 'en';
        const path = fillPath(route.path, sample.params);
        const res = sample.bytes
          ? await client
              .raw('put', path)
              .set('Accept', 'application/json')
              .set('Accept-Language', 'en')
              .set('X-XSRF-TOKEN', client.xsrf ?? '')
              .set('Content-Type', 'application/octet-stream')
              .send(sample.bytes)
          : sample.files
            ? await sample.files.reduce(
                (req, file) => req.attach(file.field, file.data, file.name),
                client
                  .raw('post', path)
                  .set('Accept', 'application/json')
                  .set('X-XSRF-TOKEN', client.xsrf ?? ''),
              )
            : await callRoute(client, route.method, path, sample.body ?? {});
        expect([route.key, who, answer(rule, res.status)]).toEqual([
          route.key,
          who,
          expectedAnswer(rule, who, sample),
        ]);
        if (res.status === 403 && rule.access !== 'public')
          expect([route.key, who, res.body.message]).toEqual([
            route.key,
            who,
            sample.refusal ?? translate('en', 'errors.permission_denied'),
          ]);
      }
    }
  });
});
