import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  cameOverHttps,
  contentSecurityPolicy,
  inlineScriptHashes,
  originOf,
} from './content-security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, and only those', () => {
    const boot = '(function(p){start(p)})({"a":1})';
    const html = [
      `<script>${boot}</script>`,
      '<script type="module">import("/x.js")</script>',
      '<script defer src="/static/js/index.js"></script>',
      '<script id="state" type="application/json">{"api":{}}</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      `<SCRIPT>${boot}</SCRIPT>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha('import("/x.js")')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><script src="/a.js"></script></body></html>')).toEqual(
      [],
    );
  });
});

describe('contentSecurityPolicy', () => {
  const html = '<script>go()</script>';
  const policy = contentSecurityPolicy(html, {
    codeOrigins: ['https://mfe.bolsos.pa'],
    imageOrigins: ['https://cdn.bolsos.pa'],
  });
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('allows scripts from this origin, the remotes and the page’s own inline scripts only', () => {
    expect(directive('script-src')).toBe(`'self' https://mfe.bolsos.pa ${sha('go()')}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('locks down plugins, base URLs and framing', () => {
    expect(directive('object-src')).toBe("'none'");
    expect(directive('base-uri')).toBe("'self'");
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(directive('img-src')).toBe("'self' data: blob: https://cdn.bolsos.pa");
    expect(directive('connect-src')).toBe("'self' https://mfe.bolsos.pa");
  });
});

describe('originOf', () => {
  it('keeps the origin of absolute http(s) URLs and nothing else', () => {
    expect(originOf('https://mfe.bolsos.pa:8443/users/mf-manifest.json')).toBe(
      'https://mfe.bolsos.pa:8443',
    );
    expect(originOf('/mfe/storefront/mf-manifest.json')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});

describe('cameOverHttps', () => {
  const req = (proto?: string, encrypted = false) =>
    ({
      headers: proto ? { 'x-forwarded-proto': proto } : {},
      socket: { encrypted },
    }) as unknown as IncomingMessage;

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(cameOverHttps(req('https'), true)).toBe(true);
    expect(cameOverHttps(req('https, http'), true)).toBe(true);
    expect(cameOverHttps(req('https'), false)).toBe(false);
    expect(cameOverHttps(req('http'), true)).toBe(false);
    expect(cameOverHttps(req(undefined, true), false)).toBe(true);
  });
});
