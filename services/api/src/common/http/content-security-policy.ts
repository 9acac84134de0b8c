import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = /^(?:|module|(?:text|application)\/(?:java|ecma)script)$/i;

/**
 * The hashes ('sha256-…') of the scripts a page runs inline: the ones without `src` whose type is
 * JavaScript. Data blocks (JSON state, JSON-LD) are not run, so CSP does not need them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!JS_TYPES.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface CspSources {
  /** origins the front ends load code, styles and manifests from besides this one (remotes) */
  codeOrigins: readonly string[];
  /** origins images come from besides this one (a CDN in front of the image bucket) */
  imageOrigins: readonly string[];
}

/**
 * The Content-Security-Policy of an HTML page. Scripts: this origin, the remotes' origins and
 * the exact inline scripts of this page (by hash, so a cached page needs no per-response nonce);
 * never 'unsafe-inline' or eval. Styles allow inline because antd writes its CSS at run time.
 */
export function contentSecurityPolicy(html: string, sources: CspSources): string {
  const code = ["'self'", ...sources.codeOrigins];
  return [
    "default-src 'self'",
    `script-src ${[...code, ...inlineScriptHashes(html)].join(' ')}`,
    `style-src ${[...code, "'unsafe-inline'"].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', ...sources.imageOrigins].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${code.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin (scheme://host[:port]) of an absolute http(s) URL, or null for anything else. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The request reached the site over HTTPS: on this socket, or at a proxy we trust to say so. */
export function cameOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
