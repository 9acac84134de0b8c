import { XSRF_COOKIE, XSRF_HEADER } from '@bolsos/contracts';
import type { AddressInfo } from 'node:net';
import createClient, { type Middleware } from 'openapi-fetch';
import { DIALECTS } from './support/databases';
import type { paths } from './support/openapi-schema.generated';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 33: the TypeScript client generated from docs/openapi.json (openapi-typescript types,
 * openapi-fetch calls) against the API on a real port, as an integrator would use it. Its
 * answers are held to the document too.
 */
describe.each(DIALECTS)('the generated OpenAPI client (%s)', (dialect) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'] });
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** A client with a cookie jar; what it does with the XSRF token is up to each test. */
  function client() {
    const jar = new Map<string, string>();
    const cookies: Middleware = {
      onRequest({ request }) {
        if (jar.size > 0)
          request.headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
        return request;
      },
      async onResponse({ request, response }) {
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const text = await response.clone().text();
        const problems = t.openApi().problems(request.method, request.url, {
          status: response.status,
          headers: Object.fromEntries(response.headers),
          body:
            text && /json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : {},
          text,
        });
        if (problems.length > 0)
          throw new Error(
            `${request.method} ${request.url} → ${response.status}: ${problems.join('; ')}`,
          );
        return response;
      },
    };
    const api = createClient<paths>({ baseUrl });
    api.use(cookies);
    const xsrf = () => decodeURIComponent(jar.get(XSRF_COOKIE) ?? '');
    return { api, xsrf };
  }

  it('signs in with the XSRF dance, lists with filters, creates, updates and reads a 422', async () => {
    const { api, xsrf } = client();

    // The dance: a token first, then every write echoes it.
    const csrf = await api.GET('/sanctum/csrf-cookie');
    expect(csrf.response.status).toBe(204);
    expect(xsrf()).not.toBe('');
    const login = await api.POST('/api/login', {
      body: { email: 'manager@bolsos.test', password: 'Password#123' },
      headers: { [XSRF_HEADER]: xsrf() },
    });
    expect(login.error).toBeUndefined();
    expect(login.data?.user.email).toBe('manager@bolsos.test');
    // Signing in renews the token: writes from here use the new one.
    const headers = () => ({ [XSRF_HEADER]: xsrf() });

    const created = await api.POST('/api/products', {
      headers: headers(),
      body: {
        category: 'tote_bags',
        price: 49.9,
        published: false,
        translations: { es: { name: 'Bolso Contrato', description: 'Hecho a mano.' } },
      },
    });
    expect(created.response.status).toBe(201);
    const product = created.data?.data;
    expect(product).toMatchObject({ category: 'tote_bags', price: '49.90', published: false });
    if (!product) throw new Error('no product');

    const updated = await api.PUT('/api/products/{id}', {
      params: { path: { id: product.id } },
      headers: headers(),
      body: {
        category: 'tote_bags',
        price: 52,
        published: true,
        translations: {
          es: { name: 'Bolso Contrato', description: 'Hecho a mano.' },
          en: { name: 'Contract Bag', description: 'Handmade.' },
        },
      },
    });
    expect(updated.error).toBeUndefined();
    expect(updated.data?.data).toMatchObject({ id: product.id, price: '52.00', published: true });
    expect(updated.data?.data.translations.en?.name).toBe('Contract Bag');

    const listed = await api.GET('/api/products', {
      params: {
        query: {
          category: 'tote_bags',
          published: true,
          missing: 'zh',
          sort: '-price',
          page: 1,
          per_page: 10,
        },
      },
    });
    expect(listed.error).toBeUndefined();
    expect(listed.data?.data.map((p) => p.id)).toEqual([product.id]);
    expect(listed.data?.meta.total).toBe(1);
    const other = await api.GET('/api/products', {
      params: { query: { category: 'backpacks' } },
    });
    expect(other.data?.data).toEqual([]);

    const refused = await api.POST('/api/products', {
      headers: headers(),
      body: {
        category: 'tote_bags',
        price: -1,
        published: true,
        translations: { es: { name: 'x' } },
      },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.message).toEqual(expect.any(String));
    expect(
      Object.keys(refused.error && 'errors' in refused.error ? refused.error.errors : {}),
    ).toEqual(expect.arrayContaining(['price', 'translations.es.name']));
  });

  it('is refused a write without the XSRF header (419), as the document says', async () => {
    const { api } = client();
    await api.GET('/sanctum/csrf-cookie');
    const res = await api.POST('/api/login', {
      body: { email: 'manager@bolsos.test', password: 'Password#123' },
    });
    expect(res.response.status).toBe(419);
    expect(res.error?.message).toEqual(expect.any(String));
  });
});
