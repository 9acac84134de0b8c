import { cacheKey, rawCacheKey, ResponseCache } from './response-cache';

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

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ResponseCache(2);
    for (const key of ['a', 'b', 'c']) await cache.resolve(key, async () => ({ body: key }));
    expect([
      cache.peek('a'),
      cache.peek('b')?.body.toString(),
      cache.peek('c')?.body.toString(),
    ]).toEqual([undefined, 'b', 'c']);
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
});
