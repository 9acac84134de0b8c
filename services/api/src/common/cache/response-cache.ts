import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Request } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  compressSync,
  isCompressible,
  pickEncoding,
  varyOnEncoding,
  type ContentEncoding,
} from '../http/content-encoding';
import { ChangesInFlight } from './changes-in-flight';
import type { CompressedBody } from './compressed-body';
import {
  EVERYTHING,
  tagsOfAnswer,
  touches,
  type CacheTags,
  type CatalogueChange,
} from './cache-tags';

/**
 * Why cached answers are dropped: the catalogue's data changed ('catalogue': a write here or on
 * another replica, or changes that may have been missed); only the code that renders it changed
 * ('build': a new shell or storefront build, a release switch); or the search index that answered
 * while its replacement was built is gone ('search': its answers go). Only 'catalogue' changes
 * what is derived from the data (the search index, the lists' totals).
 */
export type InvalidationCause = 'catalogue' | 'build' | 'search';

export interface CachedResponse {
  status: number;
  body: Buffer;
  etag: string;
  contentType: string;
  location?: string;
  /** the answer's Cache-Control; PUBLIC_CACHE_CONTROL when absent */
  cacheControl?: string;
  /** more headers that belong to the body (a page's Content-Security-Policy) */
  headers?: Record<string, string>;
  /** compressed copies, made on the first request that accepts each encoding */
  encoded?: Partial<Record<ContentEncoding, Buffer>>;
  /**
   * a large answer (a sitemap part) is kept in gzip alone, `body` empty: `encoded.gzip` is
   * sent as it is to clients that take gzip (every crawler) and unpacked for the others
   */
  gzipOnly?: { bytes: number };
  /** how long building it took (database reads and serializing), reported once */
  buildMs?: number;
  /** parts of `buildMs` worth telling apart (a page's data and its render), reported with it */
  timings?: Record<string, number>;
  /** what the answer shows (cache-tags.ts); undefined: not known, cleared by every write */
  tags?: ReadonlySet<string>;
}

export interface CacheBuild {
  status?: number;
  /**
   * objects are sent as JSON; strings as they are, with `contentType`; a CompressedBody (made
   * by CompressedBodyWriter) is kept as it is, gzip alone
   */
  body: unknown;
  contentType?: string;
  location?: string;
  cacheControl?: string;
  headers?: Record<string, string>;
  /** named parts of the build's time, in ms, for Server-Timing */
  timings?: Record<string, number>;
  /**
   * false: share the answer with the requests waiting for this build, but keep nothing (an
   * answer that must be built per request, e.g. a page whose server render failed)
   */
  store?: boolean;
  /**
   * What the answer shows (a page: the tags of the answers it was built from); when absent they
   * are read from the key and body (tagsOfAnswer), else the answer counts as showing everything
   */
  tags?: CacheTags;
}

/**
 * Answers this large are kept compressed only (a sitemap part of 50,000 URLs is some 30 MB of
 * XML, under 2 MB in gzip): the cache's budget then holds all of a large catalogue's parts.
 */
export const GZIP_ONLY_BYTES = 1024 * 1024;

const gzipAsync = promisify(gzip);

function isCompressedBody(body: unknown): body is CompressedBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    Buffer.isBuffer((body as CompressedBody).gzip) &&
    typeof (body as CompressedBody).sha1 === 'string'
  );
}

/** The response cache's byte budget: bodies and their compressed copies. */
export const RESPONSE_CACHE_MAX_BYTES = 256 * 1024 * 1024;

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** A request's cache key: path plus its query parameters in a stable order. */
export function cacheKey(req: Pick<Request, 'path' | 'baseUrl' | 'query'>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(req.query).sort()) {
    const value = req.query[name];
    for (const v of Array.isArray(value) ? value : [value])
      if (typeof v === 'string') params.append(name, v);
  }
  const query = params.toString();
  return `${req.baseUrl}${req.path}${query ? `?${query}` : ''}`;
}

/** The same key from a raw Node request (no Express), for the pre-Express fast path. */
export function rawCacheKey(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  params.sort();
  const query = params.toString();
  return `${url.slice(0, index)}${query ? `?${query}` : ''}`;
}

/** A compressed copy's ETag: different bytes, so a different strong validator (RFC 9110 §8.8.3). */
function encodedEtag(etag: string, encoding: ContentEncoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // Any encoding of the same bytes is the same representation for revalidation.
  const base = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-(br|gzip)"$/, '"');
  return header === '*' || header.split(',').some((tag) => base(tag) === etag);
}

/**
 * Serialized public answers (catalogue, populars) kept in memory with a strong
 * ETag computed once. Hits are answered by the Node server before Express and
 * Nest run at all; concurrent misses on one key share one database trip; a staff change clears
 * the answers that show what it changed (cache-tags.ts), and the ones that do not say.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly pending = new Map<string, Promise<CachedResponse>>();
  private readonly inFlight = new ChangesInFlight();
  private readonly invalidationListeners = new Set<
    (change: CatalogueChange, cause: InvalidationCause) => void
  >();

  /** Told of every lookup (metrics): `page:` keys are storefront HTML, the rest catalogue JSON. */
  onLookup?: (key: string, hit: boolean) => void;

  /** bytes each stored entry holds (its body and compressed copies), counted into `bytes` */
  private readonly stored = new WeakMap<CachedResponse, number>();
  private bytes = 0;

  /**
   * At most `maxEntries` answers and `maxBytes` of bodies and their compressed copies: a large
   * catalogue's sitemap parts (tens of MB each) or a crawl of every page would otherwise keep the
   * whole site in memory. The least recently used go first.
   */
  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = RESPONSE_CACHE_MAX_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the stored answers hold. */
  get storedBytes(): number {
    return this.bytes;
  }

  private store(key: string, entry: CachedResponse): void {
    this.drop(key);
    this.entries.set(key, entry);
    this.stored.set(entry, 0);
    this.account(entry);
    while (this.entries.size > this.maxEntries) this.drop(this.oldest());
  }

  /** Counts what `entry` holds now (after a compressed copy is added), evicting to fit. */
  private account(entry: CachedResponse): void {
    const before = this.stored.get(entry);
    if (before === undefined) return;
    const now =
      entry.body.length +
      Object.values(entry.encoded ?? {}).reduce((sum, copy) => sum + copy.length, 0);
    this.stored.set(entry, now);
    this.bytes += now - before;
    // The entry just counted stays unless it alone is over the budget.
    while (this.bytes > this.maxBytes && this.entries.size > 0) this.drop(this.oldest());
  }

  private oldest(): string {
    return this.entries.keys().next().value as string;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= this.stored.get(entry) ?? 0;
    this.stored.delete(entry);
  }

  /** A hit keeps its answer longest in the cache. */
  private touch(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  peek(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /** A hit served by a caller that looked with `peek` (the page fast path). */
  served(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.touch(key, entry);
    this.onLookup?.(key, true);
  }

  /** The cached answer for `key`, building it once however many callers ask at the same time. */
  async resolve(key: string, build: () => Promise<CacheBuild>): Promise<CachedResponse> {
    const hit = this.entries.get(key);
    if (hit) {
      this.touch(key, hit);
      this.onLookup?.(key, true);
      return hit;
    }
    // A request that joins a build in flight waits for the database like the one that started it.
    this.onLookup?.(key, false);
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const generation = this.inFlight.start(key);
    const promise = (async () => {
      const started = performance.now();
      const result = await build();
      const raw = typeof result.body === 'string';
      const contentType =
        result.contentType ??
        (raw ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8');
      const entry: CachedResponse = {
        status: result.status ?? 200,
        ...(await this.bodyOf(result.body, contentType)),
        contentType,
        location: result.location,
        cacheControl: result.cacheControl,
        headers: result.headers,
        buildMs: performance.now() - started,
        timings: result.timings,
      };
      const tags = result.tags ?? tagsOfAnswer(key, entry.status, raw ? undefined : result.body);
      if (tags) entry.tags = new Set(tags);
      // A change during the build to what this answer shows means it may be stale: serve it once,
      // keep nothing. Changes to anything else leave it as good as one stored before them; with
      // edits every few tens of ms, discarding those kept every page in flight uncached for good.
      if (!this.inFlight.changedSince(generation, entry.tags) && result.store !== false)
        this.store(key, entry);
      return entry;
    })();
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      this.pending.delete(key);
      this.inFlight.finish(key);
    }
  }

  /** The bytes to keep of a build's body: as they are, or gzip alone for a large answer. */
  private async bodyOf(
    body: unknown,
    contentType: string,
  ): Promise<Pick<CachedResponse, 'body' | 'encoded' | 'gzipOnly' | 'etag'>> {
    if (isCompressedBody(body))
      return {
        body: Buffer.alloc(0),
        encoded: { gzip: body.gzip },
        gzipOnly: { bytes: body.bytes },
        etag: `"${body.sha1}"`,
      };
    const bytes = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    if (bytes.length < GZIP_ONLY_BYTES || !isCompressible(contentType, bytes.length))
      return { body: bytes, etag };
    // Compressed on the thread pool: tens of MB would hold the event loop for a second.
    return {
      body: Buffer.alloc(0),
      encoded: { gzip: await gzipAsync(bytes) },
      gzipOnly: { bytes: bytes.length },
      etag,
    };
  }

  /**
   * Drops the answers that show what `change` changed (all of them for EVERYTHING), and the
   * answers of builds in flight, which may have read the data before the change. `cause`: the
   * catalogue's data changed, or only the code that renders it (a new build, a release switch).
   */
  invalidate(change: CatalogueChange = EVERYTHING, cause: InvalidationCause = 'catalogue'): void {
    this.inFlight.record(change);
    for (const [key, entry] of this.entries)
      if (change === EVERYTHING || touches(entry.tags, change)) this.drop(key);
    for (const listener of this.invalidationListeners) listener(change, cause);
  }

  /**
   * Calls `listener` on every invalidation (a catalogue write here, one on another replica, a new
   * build): what else is derived from the catalogue (the search index, the lists' totals) goes
   * stale with the bytes, unless the cause is a 'build'. Returns the unsubscribe function.
   */
  onInvalidate(listener: (change: CatalogueChange, cause: InvalidationCause) => void): () => void {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  /**
   * Answers a hit straight from the Node server, before Express parses
   * anything; returns false for everything else (Express takes over).
   */
  tryServe(
    req: IncomingMessage,
    res: ServerResponse,
    prefix: string,
    headers: [string, string][],
  ): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(prefix))
      return false;
    const key = rawCacheKey(req.url);
    const entry = this.entries.get(key);
    if (!entry || entry.status === 404) return false;
    this.touch(key, entry);
    this.onLookup?.(key, true);
    for (const [name, value] of headers) res.setHeader(name, value);
    this.send(req, res, entry);
    return true;
  }

  /**
   * Writes an entry to the response, or a bare 304 when the client already has it.
   * `cacheControl` replaces the entry's for this answer only (one that sets a visitor's cookie).
   * `perResponse` makes this answer's body from the kept one (a page's one-time form token,
   * contact-form-token.ts): those bytes are this answer's alone, so they carry no ETag, never
   * turn into a 304 and are compressed for this answer.
   */
  send(
    req: Pick<IncomingMessage, 'method' | 'headers'>,
    res: ServerResponse,
    entry: CachedResponse,
    {
      cacheControl,
      perResponse,
    }: { cacheControl?: string; perResponse?: (body: Buffer) => Buffer } = {},
  ): void {
    const bytes = entry.gzipOnly?.bytes ?? entry.body.length;
    const compressible = isCompressible(entry.contentType, bytes);
    const offered = entry.gzipOnly ? (['gzip'] as const) : undefined;
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding'], offered) : null;
    if (compressible) res.setHeader('Vary', varyOnEncoding(res.getHeader('Vary')));
    const personal = perResponse && !entry.gzipOnly ? perResponse : undefined;
    if (!personal) res.setHeader('ETag', encodedEtag(entry.etag, encoding));
    res.setHeader('Cache-Control', cacheControl ?? entry.cacheControl ?? PUBLIC_CACHE_CONTROL);
    if (entry.location) res.setHeader('Location', entry.location);
    for (const [name, value] of Object.entries(entry.headers ?? {})) res.setHeader(name, value);
    // The answer that built the entry says how long that took (DevTools and the benchmark read it).
    if (entry.buildMs !== undefined) {
      const parts = Object.entries(entry.timings ?? {}).map(
        ([name, ms]) => `, ${name};dur=${ms.toFixed(1)}`,
      );
      res.setHeader('Server-Timing', `build;dur=${entry.buildMs.toFixed(1)}${parts.join('')}`);
      entry.buildMs = undefined;
      entry.timings = undefined;
    }
    if (
      !personal &&
      entry.status === 200 &&
      etagMatches(req.headers['if-none-match'], entry.etag)
    ) {
      res.statusCode = 304;
      res.end();
      return;
    }
    let body = entry.body;
    if (personal) {
      body = personal(entry.body);
      if (encoding) {
        body = compressSync(body, encoding, 'live');
        res.setHeader('Content-Encoding', encoding);
      }
    } else if (entry.gzipOnly && entry.encoded?.gzip) {
      // A client that takes no gzip is rare (crawlers all do): it gets the bytes unpacked for it.
      body = encoding ? entry.encoded.gzip : gunzipSync(entry.encoded.gzip);
      if (encoding) res.setHeader('Content-Encoding', encoding);
    } else if (encoding) {
      entry.encoded ??= {};
      const copy = entry.encoded[encoding];
      body = copy ?? (entry.encoded[encoding] = compressSync(entry.body, encoding, 'stored'));
      if (!copy) this.account(entry);
      res.setHeader('Content-Encoding', encoding);
    }
    res.statusCode = entry.status;
    res.setHeader('Content-Type', entry.contentType);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}
