import fc from 'fast-check';
import { describeOn } from './support/databases';
import { documentedRoutes, fillPath, type DocumentedRoute } from './support/openapi-routes';
import { Client, startTestApp, type TestApp } from './support/test-app';

/**
 * Issue 15 §5: property-based fuzzing over every route the OpenAPI document names, with fuzzed
 * path parameters, query strings and bodies, as a visitor, a manager and an admin. Whatever is
 * sent, the API never answers 5xx, and every answer is one the OpenAPI document declares for the
 * operation, with its status, media type, schema and required headers (issue 33: the test
 * client enforces the document; a 422 is `{message, errors: {field: [text]}}` there).
 * FUZZ_RUNS sets the number of requests (10,000 by default); a failure prints fast-check's seed
 * and path, and FUZZ_SEED replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

const FIELDS = [
  'name',
  'email',
  'password',
  'password_confirmation',
  'current_password',
  'roles',
  'locale',
  'remember',
  'token',
  'category',
  'price',
  'published',
  'translations',
  'es',
  'en',
  'zh',
  'slug',
  'description',
  'alt',
  'ids',
  'action',
  'product_id',
  'message',
  'phone',
  'language',
  'website',
  'status',
  'body',
  'q',
  'page',
  'per_page',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = [
  'page',
  'per_page',
  'search',
  'q',
  'lang',
  'category',
  'sort',
  'status',
  'product_id',
  'from',
  'to',
  'entity',
  'entity_id',
  'action',
  'actor_id',
  'min_price',
  'max_price',
  'published',
  'missing',
  'role',
];
const edgy = fc.constantFrom(
  '',
  '0',
  '-1',
  '1',
  '1.5',
  '1e9',
  '9999999999',
  '2147483648',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  'es',
  'en',
  'zh',
  'ñandú',
  '双肩包',
  '%',
  '../',
  '<script>',
  "' OR 1=1 --",
  '\u0000',
  'a'.repeat(300),
);
const scalar = fc.oneof(fc.string({ maxLength: 40 }), edgy, fc.integer().map(String));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { maxDepth: 2 },
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);
const body = fc.oneof(
  fc.constant(undefined),
  value,
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(scalar, value), { maxKeys: 8 }),
);

describeOn('sqlite')('fuzzing every documented route', () => {
  let t: TestApp;
  let routes: DocumentedRoute[];
  const clients: Record<'anonymous' | 'admin' | 'manager', Client | undefined> = {
    anonymous: undefined,
    admin: undefined,
    manager: undefined,
  };

  /** A fresh client per caller now and then: a fuzzed logout or delete ends a session. */
  async function client(kind: keyof typeof clients, renew: boolean): Promise<Client> {
    if (!clients[kind] || renew) {
      const fresh = new Client(t.http);
      if (kind === 'anonymous') await fresh.csrf();
      else await fresh.login(`${kind}@bolsos.test`, 'Password#123');
      clients[kind] = fresh;
    }
    return clients[kind] as Client;
  }

  beforeAll(async () => {
    t = await startTestApp('sqlite', { RATE_LIMIT_STORE: 'memory' });
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'] });
    await t.createUser({ email: 'manager@bolsos.test', roles: ['manager'] });
    routes = (await documentedRoutes(t.http)).filter(
      // sessions end here; the fuzz keeps its callers signed in instead
      (route) => route.key !== 'POST /api/logout',
    );
  });
  afterAll(() => t.close());

  it(`answers ${RUNS} fuzzed requests without a 5xx, every answer as the document declares it (seed ${SEED})`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    let sent = 0;
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom('anonymous' as const, 'admin' as const, 'manager' as const),
        fc.dictionary(fc.constantFrom('id', 'imageId', 'token', 'lang', 'slug'), scalar),
        fc.dictionary(fc.constantFrom(...QUERY_KEYS), scalar, { maxKeys: 4 }),
        body,
        async (route, caller, params, query, payload) => {
          const who = await client(caller, ++sent % 500 === 0);
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const url = `${fillPath(route.path, params as Record<string, string>)}${search ? `?${search}` : ''}`;
          const method = route.method === 'patch' ? 'put' : route.method;
          // Raw JSON text, so any JSON value (a bare number, a string) goes out as it is.
          const req = who
            .raw(method, url)
            .set('Accept', 'application/json')
            .set('X-XSRF-TOKEN', who.xsrf ?? '');
          const described = `${route.method.toUpperCase()} ${url} as ${caller} with ${JSON.stringify(payload)?.slice(0, 200)}`;
          // The client holds every answer to the document (test-app.ts); a mismatch rejects here.
          const res = await (
            payload === undefined || method === 'get'
              ? req
              : req.set('Content-Type', 'application/json').send(JSON.stringify(payload))
          ).catch((error: Error) => {
            throw new Error(`${described}: ${error.message}`);
          });
          checked++;
          if (res.status >= 500)
            throw new Error(`${described} → ${res.status} ${res.text.slice(0, 200)}`);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(sent).toBe(RUNS);
    expect(checked).toBe(RUNS);
  }, 900_000);
});
