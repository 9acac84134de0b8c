import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import {
  cacheKey,
  GZIP_ONLY_BYTES,
  rawCacheKey,
  ResponseCache,
  type CachedResponse,
} from './response-cache';

/** Just enough of a ServerResponse to see what send() writes. */
function fakeResponse() {
  const headers: Record<string, string> = {};
  const out = { statusCode: 0, headers, body: undefined as Buffer | undefined };
  const res = {
    set statusCode(code: number) {
      out.statusCode = code;
    },
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    end: (body?: Buffer) => (out.body = body),
  } as unknown as ServerResponse;
  return { res, out };
}

describe('ResponseCache', () => {
  it('builds a key once for many concurrent misses and reuses it', async () => {
    const cache = new ResponseCache();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 20));
      return { body: { data: [1, 2, 3] } };
    };
    const entries = await Promise.all(Array.from({ length: 64 }, () => cache.resolve('/k', build)));
    expect(builds).toBe(1);
    expect(new Set(entries.map((e) => e.etag)).size).toBe(1);
    expect(entries[0].body.toString()).toBe('{"data":[1,2,3]}');
    await cache.resolve('/k', build);
    expect(builds).toBe(1);
  });

  it('drops everything on invalidate, including an answer built during the invalidation', async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const slow = cache.resolve(
      '/k',
      () => new Promise((resolve) => (release = () => resolve({ body: 'old' }))),
    );
    cache.invalidate();
    release();
    await slow;
    expect(cache.peek('/k')).toBeUndefined();
    await cache.resolve('/x', async () => ({ body: 1 }));
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('keeps an answer built during a change only when the change does not touch what it shows', async () => {
    const cache = new ResponseCache();
    const held = (key: string, tags: string[]) => {
      let release!: () => void;
      const done = cache.resolve(
        key,
        () => new Promise((resolve) => (release = () => resolve({ body: key, tags }))),
      );
      return { done, release: () => release() };
    };
    const home = held('/home', ['card:1', 'populars']);
    const product = held('/product/2', ['product:2']);
    const later = held('/product/3', ['product:3']);
    cache.invalidate({ tags: ['product:2'] });
    // Started after that change: it has read the data as it is now, whatever the change.
    const fresh = held('/product/2b', ['product:2']);
    cache.invalidate({ tags: ['card:9'] });
    for (const build of [home, product, fresh]) {
      build.release();
      await build.done;
    }
    expect(cache.peek('/home')).toBeDefined();
    expect(cache.peek('/product/2')).toBeUndefined();
    expect(cache.peek('/product/2b')).toBeDefined();
    // The oldest build still in flight keeps the changes it has not seen.
    cache.invalidate({ tags: ['product:3'] });
    later.release();
    await later.done;
    expect(cache.peek('/product/3')).toBeUndefined();
    // With nothing in flight, nothing is remembered: a build after these changes is kept.
    await cache.resolve('/product/3', async () => ({ body: 'new', tags: ['product:3'] }));
    expect(cache.peek('/product/3')?.body.toString()).toBe('new');
  });

  it('tells its invalidation listeners, until they unsubscribe', async () => {
    const cache = new ResponseCache();
    const heard: string[] = [];
    const stop = cache.onInvalidate(() => heard.push('a'));
    cache.onInvalidate(() => heard.push('b'));
    cache.invalidate();
    stop();
    cache.invalidate();
    expect(heard).toEqual(['a', 'b', 'b']);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ResponseCache(2);
    for (const key of ['a', 'b', 'c']) await cache.resolve(key, async () => ({ body: key }));
    expect([
      cache.peek('a'),
      cache.peek('b')?.body.toString(),
      cache.peek('c')?.body.toString(),
    ]).toEqual([undefined, 'b', 'c']);
  });

  it('keeps at most maxBytes of bodies and compressed copies, dropping the least recently used', async () => {
    const cache = new ResponseCache(100, 6000);
    const page = (char: string) => async () => ({ body: char.repeat(2000) });
    for (const key of ['a', 'b', 'c']) await cache.resolve(key, page(key));
    expect(cache.storedBytes).toBe(6000);
    // A hit makes 'a' the most recently used: 'b' goes first.
    await cache.resolve('a', page('x'));
    await cache.resolve('d', page('d'));
    expect(['a', 'b', 'c', 'd'].map((key) => Boolean(cache.peek(key)))).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(cache.storedBytes).toBe(6000);
    // A compressed copy counts too: sending 'd' gzipped pushes out the oldest, 'c'.
    const { res } = fakeResponse();
    cache.send(
      { method: 'GET', headers: { 'accept-encoding': 'gzip' } },
      res,
      cache.peek('d') as CachedResponse,
    );
    expect(cache.peek('d')?.encoded?.gzip).toBeDefined();
    expect(cache.peek('c')).toBeUndefined();
    expect(cache.storedBytes).toBe(4000 + (cache.peek('d')?.encoded?.gzip?.length ?? 0));
    cache.invalidate();
    expect([cache.size, cache.storedBytes]).toEqual([0, 0]);
  });

  it('keys requests by path and sorted query', () => {
    const key = cacheKey({
      baseUrl: '/api/catalog',
      path: '/products',
      query: { sort: 'price_asc', category: 'backpacks' },
    });
    expect(key).toBe('/api/catalog/products?category=backpacks&sort=price_asc');
    // The raw-URL key (fast path) must agree with the Express one (fills the cache).
    expect(rawCacheKey('/api/catalog/products?sort=price_asc&category=backpacks')).toBe(key);
    expect(rawCacheKey('/api/catalog/populars')).toBe('/api/catalog/populars');
    expect(cacheKey({ baseUrl: '', path: '/api/x', query: { q: 'a b', a: ['2', '1'] } })).toBe(
      rawCacheKey('/api/x?q=a+b&a=2&a=1'),
    );
  });

  it('sends large answers compressed in the encoding asked for, compressing each once', async () => {
    const cache = new ResponseCache();
    const data = Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Bolso ${i}` }));
    const entry = await cache.resolve('/big', async () => ({ body: { data } }));
    const get = (headers: Record<string, string>) => {
      const { res, out } = fakeResponse();
      cache.send({ method: 'GET', headers }, res, entry);
      return out;
    };
    const br = get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body as Buffer).equals(entry.body)).toBe(true);
    expect(br.headers.etag).toBe(`${entry.etag.slice(0, -1)}-br"`);
    expect(get({ 'accept-encoding': 'gzip, br' }).body).toBe(br.body);
    const gz = get({ 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body as Buffer).equals(entry.body)).toBe(true);
    const plain = get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entry.body);
    expect(plain.headers.etag).toBe(entry.etag);
    // Revalidating with any encoding's tag is a 304: it is the same representation.
    for (const tag of [br.headers.etag, gz.headers.etag, entry.etag, `W/${br.headers.etag}`])
      expect(get({ 'if-none-match': tag, 'accept-encoding': 'br' }).statusCode).toBe(304);
    expect(get({ 'if-none-match': '"other-br"' }).statusCode).toBe(200);
  });

  it('keeps an answer over GZIP_ONLY_BYTES in gzip alone, unpacking it for a client without gzip', async () => {
    const cache = new ResponseCache();
    const urls = Array.from(
      { length: 40_000 },
      (_, i) => `<url><loc>https://bolsos.test/es/productos/bolso-${i}</loc></url>`,
    );
    const xml = `<urlset>${urls.join('\n')}</urlset>`;
    expect(Buffer.byteLength(xml)).toBeGreaterThan(GZIP_ONLY_BYTES);
    const entry = await cache.resolve('/sitemaps/products-1.xml', async () => ({
      body: xml,
      contentType: 'application/xml; charset=utf-8',
    }));
    // The budget counts what is kept: the gzip copy, a fraction of the XML.
    expect(cache.storedBytes).toBeLessThan(Buffer.byteLength(xml) / 10);
    expect(entry.etag).toBe(`"${createHash('sha1').update(xml).digest('base64url')}"`);
    const get = (headers: Record<string, string>) => {
      const { res, out } = fakeResponse();
      cache.send({ method: 'GET', headers }, res, entry);
      return out;
    };
    // A client that prefers brotli gets the gzip copy rather than a brotli pass over 3 MB.
    const gz = get({ 'accept-encoding': 'gzip, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(`${entry.etag.slice(0, -1)}-gzip"`);
    expect(zlib.gunzipSync(gz.body as Buffer).toString()).toBe(xml);
    const plain = get({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(xml)));
    expect(plain.body?.toString()).toBe(xml);
    expect(get({ 'accept-encoding': 'br', 'if-none-match': gz.headers.etag }).statusCode).toBe(304);
  });

  it('leaves small answers uncompressed', async () => {
    const cache = new ResponseCache();
    const entry = await cache.resolve('/small', async () => ({ body: { ok: true } }));
    const { res, out } = fakeResponse();
    cache.send({ method: 'GET', headers: { 'accept-encoding': 'br' } }, res, entry);
    expect(out.headers['content-encoding']).toBeUndefined();
    expect(out.body?.toString()).toBe('{"ok":true}');
  });

  it('reports the build time on the answer that built an entry, and not on later hits', async () => {
    const cache = new ResponseCache();
    const entry = await cache.resolve('/timed', async () => {
      await new Promise((r) => setTimeout(r, 15));
      return { body: { ok: true } };
    });
    const first = fakeResponse();
    cache.send({ method: 'GET', headers: {} }, first.res, entry);
    const timing = /^build;dur=(\d+\.\d)$/.exec(first.out.headers['server-timing'] ?? '');
    expect(Number(timing?.[1])).toBeGreaterThanOrEqual(14);
    const hit = fakeResponse();
    cache.send(
      { method: 'GET', headers: {} },
      hit.res,
      await cache.resolve('/timed', async () => ({ body: 0 })),
    );
    expect(hit.out.headers['server-timing']).toBeUndefined();
  });
});
