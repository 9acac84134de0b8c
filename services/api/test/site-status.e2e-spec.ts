import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { RouteRedirect } from '../src/redirects/entities/route-redirect.entity';
import { DIALECTS } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Crawlers and link checkers read the status line, not the page the shell draws: unknown
 * paths answer 404 and staff-made redirects answer as redirects before any script runs.
 */
describe.each(DIALECTS)('status of pages that are not in the route table (%s)', (dialect) => {
  let t: TestApp;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="es-PA"><head></head><body><div id="root"></div></body></html>',
    );
    t = await startTestApp(dialect, { WEB_ROOT: webRoot });
    await t.dataSource.getRepository(RouteRedirect).save([
      { fromPath: '/tienda', to: '/productos', status: 301 },
      { fromPath: '/ofertas', to: '/productos/todos', status: 302 },
      { fromPath: '/instagram', to: 'https://www.instagram.com/bolsos', status: 302 },
    ]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) =>
    request(t.http).get(url).set('Accept', 'text/html').set('Cookie', 'lang=es');

  it.each(['/no/such/page', '/en/nothing-here', '/zh/产品/双肩包/a/b', '/productos/sombreros/x/y'])(
    'answers 404 with noindex and the shell for %s',
    async (url) => {
      const res = await get(encodeURI(url));
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      // The shell still boots and draws its 'Page Not Found' card in the visitor's language.
      expect(res.text).toContain('<div id="root"></div>');
    },
  );

  it('answers a permanent staff redirect with 301, keeping the query', async () => {
    const res = await get('/tienda?utm_source=flyer');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/productos?utm_source=flyer');
  });

  it('answers a temporary one with 302 and no shared caching', async () => {
    const res = await get('/ofertas');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/productos/todos');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends an external redirect off the site as it is', async () => {
    const res = await get('/instagram?utm_source=flyer');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://www.instagram.com/bolsos');
  });

  it('leaves the back office and the auth pages to the shell with 200', async () => {
    for (const url of ['/admin', '/admin/users/12/edit', '/admin/anything', '/en/auth/login']) {
      expect((await get(url)).status).toBe(200);
    }
  });
});
