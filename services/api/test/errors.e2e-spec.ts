import { DIALECTS } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('errors, validation and ops endpoints (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.createUser({ email: 'admin@bolsos.test', roles: ['admin'] });
    admin = new Client(t.http);
    await admin.login('admin@bolsos.test');
  });
  afterAll(() => t.close());

  it.each([
    [
      'es',
      'Los datos enviados no son válidos',
      'Requerido',
      'Correo electrónico no válido',
      'Debe tener al menos 2 caracteres',
    ],
    [
      'en',
      'The data sent is invalid',
      'Required',
      'Invalid e-mail address',
      'Must be at least 2 characters',
    ],
    ['zh', '提交的数据无效', '必填', '电子邮件地址无效', '至少需要 2 个字符'],
  ])('validation messages in %s', async (lang, message, required, email, min) => {
    admin.lang = lang;
    const res = await admin.post('/api/users', { name: 'A', email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message,
      errors: { name: [min], email: [email], roles: [required] },
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
    expect(JSON.stringify(huge.body)).not.toMatch(/at .*\.js|node_modules/);
  });

  it('rejects a body that is not an object', async () => {
    const res = await admin.post('/api/users', [1, 2, 3]);
    expect(res.status).toBe(422);
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

  it('reports health with the database type', async () => {
    const res = await new Client(t.http).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { status: 'up', type: dialect } });
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
