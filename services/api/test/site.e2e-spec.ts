import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

describe('serving the front ends from the API origin', () => {
  let t: TestApp;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist', 'static', 'js'), { recursive: true });
    fs.writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'static', 'js', 'index.3f2a9c1d.js'),
      'console.log(1)',
    );
    fs.mkdirSync(path.join(webRoot, 'mfe-storefront', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'mfe-storefront', 'dist', 'mf-manifest.json'), '{}');
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const html = (url: string, headers: Record<string, string> = {}) => {
    const req = request(t.http).get(url).set('Accept', 'text/html');
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req;
  };

  it('sends a first-time visitor to the twin page in their browser language', async () => {
    const res = await html('/productos/mochilas?page=2', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/products/backpacks?page=2');
    const zh = await html('/contacto', { 'Accept-Language': 'zh-CN' });
    expect(decodeURI(zh.headers.location)).toBe('/zh/联系');
  });

  it('lets the URL and the lang cookie win over the browser language', async () => {
    const cookie = await html('/', { 'Accept-Language': 'en', Cookie: 'lang=es' });
    expect(cookie.status).toBe(200);
    expect(cookie.text).toContain('<html lang="es-PA">');
    const prefixed = await html('/zh/产品'.split('/').map(encodeURIComponent).join('/'), {
      'Accept-Language': 'en',
    });
    expect(prefixed.status).toBe(200);
    expect(prefixed.text).toContain('<html lang="zh-CN">');
    const admin = await html('/admin/users', { Cookie: 'lang=en' });
    expect(admin.text).toContain('<html lang="en">');
    expect((await html('/', {})).text).toContain('<html lang="es-PA">');
  });

  it('caches hashed files forever, manifests and the remotes config never', async () => {
    const chunk = await request(t.http).get('/static/js/index.3f2a9c1d.js');
    expect(chunk.headers['cache-control']).toMatch(/immutable/);
    const manifest = await request(t.http).get('/mfe/storefront/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const config = await request(t.http).get('/remotes.config.json');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.body.remotes.map((r: { name: string }) => r.name)).toEqual([
      'storefront',
      'adminUsers',
      'adminProducts',
    ]);
  });

  it('never answers API, media or remote misses with the app page', async () => {
    expect((await html('/mfe/storefront/missing.js')).status).toBe(404);
    expect((await html('/media/nothing.webp')).status).toBe(404);
    const api = await html('/api/nothing');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});
