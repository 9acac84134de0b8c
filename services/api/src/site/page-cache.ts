import {
  CONTACT_PRODUCT_PARAM,
  matchPath,
  PRICE_PARAMS,
  type PublicRoute,
} from '@bolsos/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CacheBuild, CachedResponse, ResponseCache } from '../common/cache/response-cache';
import { EVERYTHING } from '../common/cache/cache-tags';
import { hasFormTokenSlot, newFormToken, withFormToken } from './contact-form-token';
import { languageRedirect } from './language-redirect';
import { variantKey, type ReleaseVisitor } from './release-bucket';

/**
 * Public pages: browsers revalidate every time (a 304 from the byte cache costs next to nothing),
 * while a CDN may keep a page a minute and serve it stale for five more while it refetches.
 * Catalogue writes clear this server's copy at once; docs/deploy.md says how a CDN purge hooks in.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Unprefixed (Spanish) addresses send a visitor with no `lang` cookie to their browser's
 * language, so their answer depends on those two headers; /en and /zh pages depend on neither.
 */
export const UNPREFIXED_VARY = 'Accept-Language, Cookie';

/** A visitor while no canary runs: every page is the same for everyone. */
export const NO_CANARY: ReleaseVisitor = { variant: [], canaries: false, setCookie: null };

/**
 * An answer that gives a visitor their canary bucket is theirs alone: no shared cache may keep
 * it (and hand the cookie to others).
 */
const BUCKET_SETTING_CACHE_CONTROL = 'private, no-cache';

/**
 * A page with Contact's form gets a one-time token per answer (contact-form-token.ts): no shared
 * cache may keep one answer for everyone, and the browser asks again on every visit (no ETag: a
 * new token each time, while its back button still shows the form it had, token and all).
 */
const FORM_PAGE_CACHE_CONTROL = 'private, no-cache';

/** Whether a kept page has the form's slot, looked for once per entry (its bytes never change). */
const formPages = new WeakMap<CachedResponse, boolean>();
function isFormPage(entry: CachedResponse): boolean {
  let found = formPages.get(entry);
  if (found === undefined) formPages.set(entry, (found = hasFormTokenSlot(entry.body)));
  return found;
}

/** Adds a Set-Cookie header to those already on the response. */
export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const before = res.getHeader('Set-Cookie');
  const list = before === undefined ? [] : Array.isArray(before) ? before : [String(before)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/** How often the shell and storefront builds are looked at on disk (a deploy or a release). */
export const BUILD_CHECK_MS = 1000;

/** The query parameters a page reads; a request carrying any other is rendered, not cached. */
function pageParams(route: PublicRoute): readonly string[] {
  switch (route.name) {
    case 'all':
    case 'category':
      return ['page', 'sort', ...PRICE_PARAMS];
    case 'contact':
      return [CONTACT_PRODUCT_PARAM];
    default:
      return [];
  }
}

export interface PageKey {
  key: string;
  /** the page's address has a language prefix (/en, /zh) */
  prefixed: boolean;
}

/**
 * What a storefront page's HTML depends on: its path (which names the language) and the query
 * parameters it reads. The pager copies the whole query into its links, so an address with any
 * other parameter (utm_*, fbclid) renders differently and, being one of a kind, is not kept.
 */
export function pageCacheKey(pathname: string, search: string): PageKey | null {
  const match = matchPath(pathname);
  if (!match || match.route.name === 'auth') return null;
  // Results pages are not kept: `q` is free text, so every visitor's spelling would be an entry
  // of its own, pushing catalogue pages out of the shared byte cache. Their data is: the search
  // answer is cached under its API address, so a repeated search costs one React render.
  if (match.route.name === 'search') return null;
  const allowed = pageParams(match.route);
  const params = new URLSearchParams(search);
  for (const name of params.keys()) if (!allowed.includes(name)) return null;
  params.sort();
  const query = params.toString();
  return { key: `page:${pathname}${query ? `?${query}` : ''}`, prefixed: match.prefixed };
}

/** Whether an Accept header takes HTML (as Express's `req.accepts('html')` reads the usual ones). */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().split(';');
    if (!['text/html', 'text/*', '*/*'].includes(type.trim().toLowerCase())) return false;
    return !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

/**
 * Storefront HTML kept as bytes in the catalogue's byte cache (so every catalogue write, here or
 * on another replica, clears it too), with its strong ETag and compressed copies. Hits are
 * answered before Express runs (`tryServe`); a miss renders once however many ask at once.
 * Only complete 200 pages are kept: redirects, 404s and pages whose server render failed are
 * built per request. A new shell or storefront build on disk (a deploy, `npm run release`)
 * empties the cache within BUILD_CHECK_MS.
 */
export class PageCache {
  private stamp?: string;
  private checkedAt = -Infinity;
  private visitor: (req: IncomingMessage) => ReleaseVisitor = () => NO_CANARY;

  constructor(
    private readonly cache: ResponseCache,
    private readonly buildStamp: () => string,
    private readonly checkEveryMs = BUILD_CHECK_MS,
  ) {}

  private checkBuilds(): void {
    const now = performance.now();
    if (now - this.checkedAt < this.checkEveryMs) return;
    this.checkedAt = now;
    const stamp = this.buildStamp();
    if (this.stamp !== undefined && stamp !== this.stamp)
      this.cache.invalidate(EVERYTHING, 'build');
    this.stamp = stamp;
  }

  /**
   * How a request's canary variant is read (release-bucket.ts's requestVisitor): pages are kept
   * per variant, and a hit is looked up under the visitor's. A miss leaves the request to Express,
   * which must read the same visitor (one bucket drawn per request).
   */
  readVisitorsWith(visitor: (req: IncomingMessage) => ReleaseVisitor): void {
    this.visitor = visitor;
  }

  /** The page for `key`, built by `build` once for every simultaneous request. */
  resolve(key: string, build: () => Promise<CacheBuild>): Promise<CachedResponse> {
    this.checkBuilds();
    return this.cache.resolve(key, build);
  }

  /**
   * Sends an entry with the page's caching headers (and a 304 when the client has it). While a
   * canary runs every page depends on the bucket cookie; one that sets it is private.
   */
  send(
    req: Pick<IncomingMessage, 'method' | 'headers'>,
    res: ServerResponse,
    entry: CachedResponse,
    prefixed: boolean,
    visitor: ReleaseVisitor = NO_CANARY,
  ): void {
    if (!prefixed) res.setHeader('Vary', UNPREFIXED_VARY);
    else if (visitor.canaries) res.setHeader('Vary', 'Cookie');
    else res.removeHeader('Vary');
    if (visitor.setCookie) appendSetCookie(res, visitor.setCookie);
    if (entry.status === 200 && isFormPage(entry)) {
      // The render, its data and its CSP come from the cache; only the token is this answer's.
      this.cache.send(req, res, entry, {
        cacheControl: FORM_PAGE_CACHE_CONTROL,
        perResponse: (body) => withFormToken(body, newFormToken()),
      });
      return;
    }
    this.cache.send(
      req,
      res,
      entry,
      visitor.setCookie ? { cacheControl: BUCKET_SETTING_CACHE_CONTROL } : undefined,
    );
  }

  /**
   * Answers a kept page straight from the Node server; false (Express takes over) for anything
   * else: other methods, a page not kept yet, a visitor due a language redirect.
   */
  tryServe(req: IncomingMessage, res: ServerResponse, headers: [string, string][]): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const index = req.url.indexOf('?');
    const pathname = index < 0 ? req.url : req.url.slice(0, index);
    if (pathname.startsWith('/api/') || pathname.startsWith('/mfe/')) return false;
    const page = pageCacheKey(pathname, index < 0 ? '' : req.url.slice(index + 1));
    if (!page) return false;
    this.checkBuilds();
    // A visitor given a bucket here gets the page of that bucket (the cookie says so from now on).
    const visitor = this.visitor(req);
    const key = page.key + variantKey(visitor.variant);
    const entry = this.cache.peek(key);
    if (!entry || entry.status !== 200) return false;
    if (!acceptsHtml(req.headers.accept)) return false;
    if (!page.prefixed && languageRedirect({ path: pathname, headers: req.headers })) return false;
    for (const [name, value] of headers) res.setHeader(name, value);
    this.cache.served(key);
    this.send(req, res, entry, page.prefixed, visitor);
    return true;
  }
}
