import type request from 'supertest';
import { createProducts } from './support/catalog-fixtures';
import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' | 'header' | 'cookie' }[];
  requestBody?: {
    content?: Record<string, { schema?: { $ref?: string; required?: string[] } }>;
  };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A frame of a Node stack trace or a path into the server's code. A bare ' at '
 * would also match validation messages such as 'Must be at least 2 characters'.
 */
const STACK_TRACE = /\n\s+at |\bat \S+ \(|\.[cm]?[jt]s:\d+|node_modules/;

/** Values of the wrong type, size or shape for any field. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  99999999999,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  '   ',
  '\u0000',
  'x'.repeat(20_000),
  '💼'.repeat(500),
  [],
  ['a', 'b'],
  [{ a: 1 }],
  {},
  { $gt: '' },
  { a: { b: { c: { d: [1, { e: null }] } } } },
];

/** Whole bodies, sent as they are: not objects, odd numbers, prototype keys, deep nesting. */
const HOSTILE_RAW_BODIES: { type: string; data: string }[] = [
  ...[
    '[]',
    '[1,2,3]',
    '[{"email":"admin@bolsos.test"}]',
    '"just a string"',
    'null',
    '42',
    'true',
    '{"email":1e400,"page":-1e400,"id":99999999999999999999999}',
    '{"__proto__":{"roles":["admin"]},"constructor":{"prototype":{"polluted":true}}}',
    `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
    `${'['.repeat(2000)}${']'.repeat(2000)}`,
  ].map((data) => ({ type: 'application/json', data })),
  { type: 'application/json; charset=koi8-r', data: '{"name":"x"}' },
  {
    type: 'application/x-www-form-urlencoded',
    data: 'email[$gt]=&roles[]=admin&roles[x]=1&a[b][c][d]=1',
  },
  { type: 'text/plain', data: 'email=admin@bolsos.test' },
  { type: 'application/octet-stream', data: '\u0000\u0001\u0002' },
];

/** Path parameters that cannot name a record, or are not even valid URL text. */
const HOSTILE_PATH_PARAMS = [
  '99999999999',
  '9999999999',
  '2147483648',
  '-1',
  '0',
  'abc',
  '1.5',
  '1e3',
  '0x10',
  '%20%201',
  '%00',
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent('💼'),
  'x'.repeat(3000),
];

/** Upload parts: not images, images in name only, broken images, wrong fields, too many files. */
function hostileUploads(
  field: string,
): { label: string; build: (req: request.Test) => request.Test }[] {
  const file = (data: Buffer, filename: string, contentType: string) => (req: request.Test) =>
    req.attach(field, data, { filename, contentType });
  const garbage = Buffer.from('x'.repeat(2048));
  return [
    { label: 'text named .jpg', build: file(Buffer.from('not an image'), 'bag.jpg', 'image/jpeg') },
    {
      label: 'svg with script',
      build: file(Buffer.from('<svg onload="alert(1)"/>'), 'bag.svg', 'image/svg+xml'),
    },
    {
      label: 'jpeg magic, broken body',
      build: file(
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), garbage]),
        'a.jpg',
        'image/jpeg',
      ),
    },
    {
      label: 'png magic, broken body',
      build: file(
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), garbage]),
        'a.png',
        'image/png',
      ),
    },
    {
      label: 'webp magic, broken body',
      build: file(
        Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), garbage]),
        'a.webp',
        'image/webp',
      ),
    },
    { label: 'empty file', build: file(Buffer.alloc(0), 'empty.jpg', 'image/jpeg') },
    { label: 'wrong field name', build: (req) => req.attach('file', garbage, 'a.jpg') },
    { label: 'text instead of a file', build: (req) => req.field(field, 'a string') },
    {
      label: 'nested and oversized alt fields',
      build: (req) => req.field('alt[es][x]', 'a').field('alt[en]', 'y'.repeat(5000)),
    },
    {
      label: 'too many files',
      build: (req) => {
        for (let i = 0; i < 30; i++) req.attach(field, garbage, `a${i}.jpg`);
        return req;
      },
    },
    {
      label: 'broken multipart body',
      build: (req) =>
        req
          .set('Content-Type', 'multipart/form-data; boundary=xyz')
          .send(
            '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nabc',
          ),
    },
    {
      label: 'multipart without boundary',
      build: (req) => req.set('Content-Type', 'multipart/form-data').send('abc'),
    },
  ];
}

/** Query values: repeated, bracketed (array/object), empty, huge, malformed escapes. */
function hostileQueries(name: string): string[] {
  return [
    `${name}=1&${name}=2`,
    `${name}=a&${name}=b&${name}=c`,
    `${name}[]=1`,
    `${name}[a]=1`,
    `${name}[a][b][c]=1`,
    `${name}=`,
    `${name}=-1`,
    `${name}=0`,
    `${name}=99999999999`,
    `${name}=1e400`,
    `${name}=abc`,
    `${name}=%00`,
    `${name}=%ZZ`,
    `${name}=${'x'.repeat(5000)}`,
  ];
}

function routesOf(doc: OpenApiDocument, methods: Method[]) {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => methods.includes(method as Method))
      .map(([method, op]) => ({ method: method as Method, path, op })),
  );
}

function bodyFields(doc: OpenApiDocument, op: OpenApiOperation): string[] {
  const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
  const name = ref?.split('/').pop();
  return Object.keys((name && doc.components?.schemas?.[name]?.properties) ?? {});
}

describe.each(DIALECTS)('errors, validation and ops endpoints (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let adminId: number;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    adminId = (await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'] })).id;
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
  });
  afterAll(() => t.close());

  it.each([
    [
      'es',
      'Los datos enviados no son válidos',
      'Elija al menos un rol',
      'Correo electrónico no válido',
      'Debe tener al menos 2 caracteres',
    ],
    [
      'en',
      'The data sent is invalid',
      'Choose at least one role',
      'Invalid e-mail address',
      'Must be at least 2 characters',
    ],
    ['zh', '提交的数据无效', '请至少选择一个角色', '电子邮件地址无效', '至少需要 2 个字符'],
    // roles left out: the users form's own words ("choose a role"), not a bare "Required".
  ])('validation messages in %s', async (lang, message, chooseRole, email, min) => {
    admin.lang = lang;
    const res = await admin.post('/api/users', { name: 'A', email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message,
      errors: { name: [min], email: [email], roles: [chooseRole] },
    });
  });

  it('answers 400 to malformed JSON and 413 to an oversized body, in JSON, without stack traces', async () => {
    admin.lang = 'en';
    const bad = await admin
      .raw('post', '/api/users')
      .set('X-XSRF-TOKEN', admin.xsrf as string)
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'en')
      .send('{"name": "broken",');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The request body is not valid JSON' });
    const huge = await admin
      .raw('post', '/api/users')
      .set('X-XSRF-TOKEN', admin.xsrf as string)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(huge.text).not.toMatch(STACK_TRACE);
  });

  it.each([
    ['text/plain', 'en', 'The request body must be JSON'],
    ['application/x-www-form-urlencoded', 'es', 'El cuerpo de la solicitud debe ser JSON'],
    ['multipart/form-data; boundary=x', 'zh', '请求正文必须是 JSON'],
  ])(
    'refuses a %s body with 415 in the caller language, and changes nothing',
    async (type, lang, message) => {
      const before = await admin.get(`/api/users/${adminId}`);
      const res = await admin
        .raw('put', `/api/users/${adminId}`)
        .set('X-XSRF-TOKEN', admin.xsrf as string)
        .set('Accept-Language', lang)
        .set('Content-Type', type)
        .send('name=Renamed');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message });
      expect((await admin.get(`/api/users/${adminId}`)).body).toEqual(before.body);
    },
  );

  it('takes JSON with a charset, and writes with no body at all', async () => {
    const res = await admin
      .raw('put', `/api/users/${adminId}`)
      .set('X-XSRF-TOKEN', admin.xsrf as string)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(
        JSON.stringify({ name: 'Admin Renamed', email: 'admin@bolsos.test', roles: ['admin'] }),
      );
    expect(res.status).toBe(200);
    const other = new Client(t.http);
    await other.login('admin@bolsos.test');
    expect(
      (await other.raw('post', '/api/logout').set('X-XSRF-TOKEN', other.xsrf as string)).status,
    ).toBe(204);
  });

  it('rejects a body that is not an object', async () => {
    const res = await admin.post('/api/users', [1, 2, 3]);
    expect(res.status).toBe(422);
  });

  it('names prototype keys in a body as fields that are not allowed', async () => {
    admin.lang = 'en';
    const res = await admin
      .raw('post', '/api/users')
      .set('X-XSRF-TOKEN', admin.xsrf as string)
      .set('Accept-Language', 'en')
      .set('Content-Type', 'application/json')
      .send(
        '{"name":"Eve","email":"eve@bolsos.test","roles":["manager"],"__proto__":{"roles":["admin"]},"constructor":{"prototype":{"polluted":true}}}',
      );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The data sent is invalid',
      errors: {
        ['__proto__']: ['This field is not allowed'],
        constructor: ['This field is not allowed'],
      },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  describe('never a 500 or a stack trace for bad input, on every route of the OpenAPI document', () => {
    let doc: OpenApiDocument;
    let visitor = 0;

    let productId: number;
    let imageId: number;

    beforeAll(async () => {
      doc = (await new Client(t.http).get('/api/docs/openapi.json')).body as OpenApiDocument;
      const [bag] = await createProducts(t, [
        { category: 'backpacks', price: '25.00', names: { es: 'Mochila de prueba' } },
      ]);
      productId = bag.id;
      imageId = bag.images[0].id;
    });

    /** Signed in as admin with a valid token; each request from a new address, so no throttle stands in for the route's own checks. */
    function hostile(method: Method, path: string) {
      visitor += 1;
      return admin.agent[method](path)
        .set('Accept', 'application/json')
        .set('Accept-Language', 'en')
        .set(
          'X-Forwarded-For',
          // A new /24 each time: some limits count per client network (release health).
          `10.${(visitor >> 8) & 255}.${visitor & 255}.${(visitor >> 16) & 255}`,
        )
        .set('X-XSRF-TOKEN', admin.xsrf as string);
    }

    /** Records what went wrong instead of stopping at the first, so one run shows every weak route. */
    async function probe(problems: string[], label: string, req: request.Test) {
      const res = await req;
      // 401, 419 or 429 would mean a guard answered and the route itself was never tried.
      if (res.status >= 500 || [401, 419, 429].includes(res.status) || STACK_TRACE.test(res.text)) {
        problems.push(`${label} → ${res.status} ${res.text.slice(0, 160)}`);
      }
      if (label.includes('/api/logout') && res.status < 300) {
        await admin.csrf();
        await admin.login('admin@bolsos.test');
      }
      return res;
    }

    /**
     * Path parameters that name real records, so hostile bodies reach the route's own checks:
     * the admin's own id for users (a delete is refused), a real product and image otherwise.
     * Other deletes ignore the body; they get an id that does not exist, so the records stay.
     */
    const fillPath = (method: Method, path: string) =>
      path
        .replace('/api/users/{id}', `/api/users/${adminId}`)
        .replace('{imageId}', method === 'delete' ? '999999' : String(imageId))
        .replace('{id}', method === 'delete' ? '999999' : String(productId))
        .replace(/\{[^}]+\}/g, 'x');

    afterEach(async () => {
      expect((await admin.get('/api/account')).body.user?.email).toBe('admin@bolsos.test');
    });

    it('hostile bodies on every mutating route', async () => {
      const routes = routesOf(doc, ['post', 'put', 'patch', 'delete']);
      expect(routes.length).toBeGreaterThanOrEqual(10);
      const problems: string[] = [];
      for (const { method, path, op } of routes) {
        const url = fillPath(method, path);
        const label = (what: string) => `${method.toUpperCase()} ${path} ${what}`;
        const upload = op.requestBody?.content?.['multipart/form-data']?.schema;
        for (const field of upload?.required ?? []) {
          for (const { label: what, build } of hostileUploads(field)) {
            await probe(problems, label(`multipart ${what}`), build(hostile(method, url)));
          }
        }
        for (const { type, data } of HOSTILE_RAW_BODIES) {
          await probe(
            problems,
            label(`${type} ${data.slice(0, 40)}`),
            hostile(method, url).set('Content-Type', type).send(data),
          );
        }
        const fields = bodyFields(doc, op);
        for (const value of HOSTILE_VALUES) {
          const shown = JSON.stringify(value)?.slice(0, 40);
          const bodies = [
            Object.fromEntries((fields.length ? fields : ['data']).map((f) => [f, value])),
            ...fields.map((f) => ({ [f]: value })),
          ];
          for (const body of bodies) {
            await probe(
              problems,
              label(`${Object.keys(body).join(',')}=${shown}`),
              hostile(method, url).send(body),
            );
          }
        }
      }
      expect(problems).toEqual([]);
      // About 60 requests per mutating route: on MariaDB this passed 50 s with 25 routes.
    }, 180_000);

    it('path parameters that cannot name a record, on every route that has them', async () => {
      const routes = routesOf(doc, ['get', 'post', 'put', 'patch', 'delete']).filter(({ path }) =>
        path.includes('{'),
      );
      expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining([
          'get /api/users/{id}',
          'put /api/users/{id}',
          'delete /api/users/{id}',
        ]),
      );
      const problems: string[] = [];
      for (const { method, path } of routes) {
        for (const param of HOSTILE_PATH_PARAMS) {
          const url = path.replace(/\{[^}]+\}/g, param);
          const req = hostile(method, url);
          const res = await probe(
            problems,
            `${method.toUpperCase()} ${path} ${param.slice(0, 40)}`,
            method === 'get' ? req : req.send({ name: 'Nobody' }),
          );
          // None of these names a record: the answer is a refusal, never a success.
          if (res.status < 300)
            problems.push(`${method.toUpperCase()} ${path} ${param.slice(0, 40)} → ${res.status}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('repeated, bracketed and malformed query parameters on every GET', async () => {
      const routes = routesOf(doc, ['get']).filter(({ op }) =>
        (op.parameters ?? []).some((p) => p.in === 'query'),
      );
      expect(routes.length).toBeGreaterThanOrEqual(4);
      const problems: string[] = [];
      for (const { path, op } of routes) {
        const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const queries = [
          ...names.flatMap(hostileQueries),
          names.map((n) => `${n}=1&${n}=2`).join('&'),
          names.map((n) => `${n}[]=a`).join('&'),
        ];
        for (const query of queries) {
          await probe(
            problems,
            `GET ${path}?${query.slice(0, 60)}`,
            hostile('get', `${fillPath('get', path)}?${query}`),
          );
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('404s unknown API routes and missing records with a JSON message', async () => {
    admin.lang = 'en';
    const route = await admin.get('/api/nothing-here');
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ message: 'The record was not found' });
    expect((await admin.get('/api/users/424242')).status).toBe(404);
    expect((await admin.put('/api/users/424242', { name: 'Nobody' })).status).toBe(404);
    expect((await admin.delete('/api/users/424242')).status).toBe(404);
  });

  it('sends security headers and no-store on API answers', async () => {
    const res = await admin.get('/api/account');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('reports health without a version or the database type', async () => {
    const res = await new Client(t.http).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: { status: 'up' } });
    const live = await new Client(t.http).get('/api/health/live');
    expect(live.body).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
  });

  it('serves the OpenAPI document with every contract path', async () => {
    const res = await new Client(t.http).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    for (const path of [
      '/api/login',
      '/api/logout',
      '/api/account',
      '/api/password/forgot',
      '/api/password/reset',
      '/api/password/set',
      '/api/invitations/{token}',
      '/api/profile',
      '/api/profile/password',
      '/api/users',
      '/api/users/{id}',
      '/api/route-redirects',
      '/api/health',
      '/sanctum/csrf-cookie',
    ]) {
      expect([path, Boolean(res.body.paths[path])]).toEqual([path, true]);
    }
    const ui = await new Client(t.http).agent.get('/api/docs/').set('Accept', 'text/html');
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/swagger/i);
  });

  it('looks up route redirects: internal and external', async () => {
    await t.dataSource.query(
      `INSERT INTO route_redirects (from_path, to_target, status, created_at) VALUES ('/tienda', '/productos', 301, '2026-01-01 00:00:00'), ('/instagram', 'https://www.instagram.com/', 302, '2026-01-01 00:00:00')`,
    );
    const c = new Client(t.http);
    expect((await c.get('/api/route-redirects?path=/tienda/')).body).toEqual({
      redirect: { to: '/productos', status: 301, external: false },
    });
    expect((await c.get('/api/route-redirects?path=/instagram')).body).toEqual({
      redirect: { to: 'https://www.instagram.com/', status: 302, external: true },
    });
    expect((await c.get('/api/route-redirects?path=/nada')).body).toEqual({ redirect: null });
    expect((await c.get('/api/route-redirects?path=nada')).body).toEqual({ redirect: null });
  });
});
