import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { BUILD_CHECK_MS } from '../src/site/page-cache';
import { describeOn } from './support/databases';
import { standInSite } from './support/stand-in-site';
import { startTestApp, type TestApp } from './support/test-app';

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const),
  );

/** The hashes a browser computes for the inline scripts it is asked to run. */
const inlineHashes = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

/** Issue 15 §3: Content-Security-Policy on every HTML page, HSTS behind an HTTPS proxy. */
describeOn('sqlite')('security headers', () => {
  let t: TestApp;
  const site = standInSite();

  beforeAll(async () => {
    t = await startTestApp('sqlite', { WEB_ROOT: site.webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(site.webRoot, { recursive: true, force: true });
  });

  const page = (url: string) => request(t.http).get(encodeURI(url)).set('Accept', 'text/html');

  it.each(['/', '/en/products/backpacks', '/zh', '/contacto'])(
    'gives %s a policy that allows exactly its own inline scripts, rendered or from the cache',
    async (url) => {
      for (const round of ['rendered', 'cached']) {
        const res = await page(url);
        expect([round, res.status]).toEqual([round, 200]);
        const csp = directives(res.headers['content-security-policy']);
        const hashes = inlineHashes(res.text);
        expect(hashes.length).toBeGreaterThan(0);
        expect(csp['script-src']).toEqual(["'self'", ...hashes]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['base-uri']).toEqual(["'self'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
      }
    },
  );

  it('gives the client-rendered pages (back office, sign-in) a policy too', async () => {
    for (const url of ['/admin', '/admin/products', '/login', '/en/login']) {
      const res = await page(url);
      const csp = directives(res.headers['content-security-policy']);
      expect([url, csp['script-src']?.[0], csp['object-src']]).toEqual([url, "'self'", ["'none'"]]);
      expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
    }
  });

  it('allows remotes that the remotes config serves from another origin', async () => {
    const file = path.join(site.webRoot, 'remotes.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        remotes: [{ name: 'adminUsers', entry: 'https://mfe.bolsos.pa/users/mf-manifest.json' }],
      }),
    );
    const before = process.env.REMOTES_CONFIG;
    process.env.REMOTES_CONFIG = file;
    try {
      // The sources are re-read at most once per BUILD_CHECK_MS, like the page cache's builds.
      await new Promise((resolve) => setTimeout(resolve, BUILD_CHECK_MS + 50));
      const csp = directives((await page('/admin/users')).headers['content-security-policy']);
      expect(csp['script-src']).toContain('https://mfe.bolsos.pa');
      expect(csp['connect-src']).toContain('https://mfe.bolsos.pa');
    } finally {
      if (before === undefined) delete process.env.REMOTES_CONFIG;
      else process.env.REMOTES_CONFIG = before;
    }
  });

  it('sends HSTS only when the trusted proxy says the visitor came over HTTPS', async () => {
    for (const url of ['/', '/api/catalog/products?lang=es', '/api/health/live']) {
      // twice: the second page and catalogue answers come from the fast cache path
      for (let i = 0; i < 2; i++) {
        const secure = await page(url).set('X-Forwarded-Proto', 'https');
        expect([url, secure.headers['strict-transport-security']]).toEqual([
          url,
          'max-age=31536000; includeSubDomains',
        ]);
        const plain = await page(url);
        expect([url, plain.headers['strict-transport-security']]).toEqual([url, undefined]);
      }
    }
  });
});

describeOn('sqlite')('HSTS without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { TRUST_PROXY: 'false' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-Proto from anyone else', async () => {
    const res = await request(t.http).get('/api/health/live').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
