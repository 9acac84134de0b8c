import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { DIALECTS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

const MAIN = path.resolve(__dirname, '../dist/main.js');

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
}

describe.each(DIALECTS)('production settings (%s)', (dialect) => {
  it('refuses to start without APP_URL, with a line that names it', async () => {
    const run = promisify(execFile)(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:1',
        // Refused before any connection: the database named is never reached.
        DATABASE_URL: dialect === 'mysql' ? (process.env.MYSQL_URL ?? '') : 'sqlite::memory:',
      },
      timeout: 30_000,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/APP_URL must be set in production/),
    });
  });

  describe('a production app on https', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp(dialect, {
        NODE_ENV: 'production',
        SESSION_SECRET: 'production-settings-secret-0123456789',
        APP_URL: 'https://bolsos.test',
        SHUTDOWN_GRACE_MS: '0',
        LOG_FORMAT: 'text',
      });
      await t.createUser({ email: 'owner@bolsos.test', roles: ['admin'] });
    });
    afterAll(() => t.close());

    it('keeps the API documentation off unless API_DOCS=true', async () => {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/openapi.json'])
        expect([
          url,
          (await request(t.http).get(url).set('Accept', 'application/json')).status,
        ]).toEqual([url, 404]);
    });

    it('answers health without a version or the database type', async () => {
      const res = await request(t.http).get('/api/health').set('Accept', 'application/json');
      expect(res.body).toEqual({ status: 'ok', database: { status: 'up' } });
    });

    it('marks the session and XSRF cookies Secure', async () => {
      const csrf = await request(t.http)
        .get('/sanctum/csrf-cookie')
        .set('X-Forwarded-Proto', 'https');
      const anonymous = setCookies(csrf).find((c) => c.startsWith('XSRF-TOKEN='));
      expect(anonymous).toMatch(/;\s*Secure/i);
      const token = decodeURIComponent(anonymous!.split(/[=;]/)[1]);
      // Secure cookies are not sent back over the test's plain http: the browser's part, by hand.
      const login = await request(t.http)
        .post('/api/login')
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', `XSRF-TOKEN=${encodeURIComponent(token)}`)
        .set('Accept', 'application/json')
        .set('X-XSRF-TOKEN', token)
        .send({ email: 'owner@bolsos.test', password: 'Password#123' });
      expect(login.status).toBe(200);
      const cookies = setCookies(login);
      expect(cookies.find((c) => c.startsWith('bolsos_session='))).toMatch(/;\s*Secure/i);
      expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(/;\s*Secure/i);
    });
  });
});
