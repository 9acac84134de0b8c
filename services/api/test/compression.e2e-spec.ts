import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createProducts, makePopular } from './support/catalog-fixtures';
import { describeOn } from './support/databases';
import { startTestApp, type TestApp } from './support/test-app';
import { deferredBootTag } from '../src/site/deferred-boot';

/** The body as bytes (supertest has already undone the Content-Encoding; Content-Length is the wire size). */
function raw(res: request.Response): Buffer {
  return res.body as Buffer;
}
const wireSize = (res: request.Response) => Number(res.headers['content-length']);
const bytes = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describeOn('sqlite')('compressed answers and the head of server-rendered pages', () => {
  let t: TestApp;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsos-web-'));
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, rel)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, rel), content);
  };
  const script = `console.log(${JSON.stringify('bolsos '.repeat(2000))});`;

  beforeAll(async () => {
    write(
      'shell/dist/index.html',
      '<!doctype html><html lang="en"><head><script defer src="/static/js/index.3f2a9c1d.js"></script></head><body><div id="root"></div></body></html>',
    );
    write('shell/dist/static/js/index.3f2a9c1d.js', script);
    write('shell/dist/static/js/tiny.3f2a9c1d.js', 'console.log(1)');
    write('shell/dist/static/css/async/e.4703775f88.css', 'body{margin:0}');
    write(
      'shell/dist/server/index.js',
      `exports.render = async () => ({ html: '<main>hola</main>' });`,
    );
    write(
      'mfe-storefront/dist/mf-manifest.json',
      JSON.stringify({
        metaData: {
          publicPath: '/mfe/storefront/',
          remoteEntry: { name: 'storefront.0af74526f6.js', path: 'static/js' },
        },
        exposes: [
          {
            assets: {
              js: {
                sync: ['static/js/async/routes.faad6d5d2a.js'],
                async: ['static/js/async/x.js'],
              },
              css: { sync: ['static/css/async/routes.60ef3422ab.css'], async: [] },
            },
          },
        ],
      }),
    );
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot });
    const made = await createProducts(
      t,
      Array.from({ length: 6 }, (_, i) => ({
        category: 'backpacks' as const,
        price: `${20 + i}.00`,
        names: { es: `Mochila de prueba número ${i}` },
      })),
    );
    await makePopular(t, made);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves build files brotli- or gzip-compressed, byte-identical once decoded, with validators', async () => {
    const url = '/static/js/index.3f2a9c1d.js';
    const br = await bytes(request(t.http).get(url).set('Accept-Encoding', 'gzip, br'));
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(raw(br).toString()).toBe(script);
    expect(wireSize(br)).toBeLessThan(script.length / 10);

    const gz = await bytes(request(t.http).get(url).set('Accept-Encoding', 'gzip'));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(raw(gz).toString()).toBe(script);
    expect(wireSize(gz)).toBeLessThan(script.length / 10);
    expect(wireSize(br)).toBeLessThanOrEqual(wireSize(gz));

    const plain = await bytes(request(t.http).get(url).set('Accept-Encoding', 'identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(raw(plain).toString()).toBe(script);

    const again = await request(t.http)
      .get(url)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', br.headers.etag);
    expect(again.status).toBe(304);

    // Small files and anything outside the build are not this middleware's business.
    const tiny = await request(t.http)
      .get('/static/js/tiny.3f2a9c1d.js')
      .set('Accept-Encoding', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    for (const outside of ['/server/index.js', '/static/..%2f..%2fserver/index.js', '/%2e%2e/x.js'])
      expect((await request(t.http).get(outside).set('Accept-Encoding', 'br')).status).toBe(404);
  });

  it('compresses catalogue answers once per encoding; any encoding’s ETag revalidates', async () => {
    const url = '/api/catalog/populars?lang=es';
    await request(t.http).get(url).expect(200);
    const br = await bytes(request(t.http).get(url).set('Accept-Encoding', 'br'));
    expect(br.headers['content-encoding']).toBe('br');
    const decoded = JSON.parse(raw(br).toString()) as {
      data: unknown[];
    };
    expect(decoded.data).toHaveLength(6);
    const plain = await request(t.http).get(url).set('Accept-Encoding', 'identity');
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    for (const tag of [br.headers.etag, plain.headers.etag])
      expect((await request(t.http).get(url).set('If-None-Match', tag)).status).toBe(304);
  });

  it('links the page’s stylesheets in the head of rendered pages, and boots the app after the page has loaded', async () => {
    const page = await bytes(
      request(t.http).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'br'),
    );
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/Accept-Language, Cookie, Accept-Encoding/);
    const html = raw(page).toString();
    expect(wireSize(page)).toBeLessThan(html.length);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/static/css/async/e.4703775f88.css">');
    expect(head).toContain(
      '<link rel="stylesheet" href="/mfe/storefront/static/css/async/routes.60ef3422ab.css">',
    );
    // No script competes with the page's photos: the shell's entry and the remote's first files
    // are in the inline boot script's plan, requested once the page has loaded.
    expect(head).not.toContain('<script defer');
    expect(head).not.toContain('rel="preload" href="/mfe/');
    expect(head).toContain(
      deferredBootTag({
        scripts: ['/static/js/index.3f2a9c1d.js'],
        preloads: [
          { href: '/mfe/storefront/mf-manifest.json', as: 'fetch', crossOrigin: true },
          { href: '/mfe/storefront/static/js/storefront.0af74526f6.js', as: 'script' },
          { href: '/mfe/storefront/static/js/async/routes.faad6d5d2a.js', as: 'script' },
        ],
      }),
    );
    // Lazily loaded chunks stay lazy.
    expect(html).not.toContain('static/js/async/x.js');
    expect(html).toContain('<div id="root" data-server-rendered="true"><main>hola</main></div>');

    // Pages the server does not render (sign-in) get no storefront assets.
    const login = await request(t.http).get('/auth/login').set('Accept', 'text/html');
    expect(login.text).not.toContain('mfe/storefront');
  });

  it('links no storefront files when the remotes config points the storefront at another origin', async () => {
    write(
      'remotes.next.json',
      JSON.stringify({
        remotes: [
          {
            name: 'storefront',
            entry: 'https://cdn.example/storefront-next/mf-manifest.json',
            routes: 'public',
          },
        ],
      }),
    );
    process.env.REMOTES_CONFIG = path.join(webRoot, 'remotes.next.json');
    try {
      const page = await request(t.http).get('/').set('Accept', 'text/html');
      const head = page.text.slice(0, page.text.indexOf('</head>'));
      expect(head).toContain('<link rel="stylesheet" href="/static/css/async/e.4703775f88.css">');
      expect(head).not.toContain('/mfe/storefront/');
    } finally {
      delete process.env.REMOTES_CONFIG;
    }
  });
});
