import { ResponseCache } from '../common/cache/response-cache';
import { PageCache, acceptsHtml, pageCacheKey } from './page-cache';

describe('pageCacheKey', () => {
  it('keys a storefront page by its path and the query parameters it reads, sorted', () => {
    expect(pageCacheKey('/', '')).toEqual({ key: 'page:/', prefixed: false });
    expect(pageCacheKey('/en/products/backpacks', 'sort=price_asc&page=2')).toEqual({
      key: 'page:/en/products/backpacks?page=2&sort=price_asc',
      prefixed: true,
    });
    expect(pageCacheKey('/en/contact', 'product=volcano')?.key).toBe(
      'page:/en/contact?product=volcano',
    );
  });

  it('keeps nothing for other parameters, auth pages, the back office or unknown paths', () => {
    expect(pageCacheKey('/en/products/backpacks', 'utm_source=chat')).toBeNull();
    expect(pageCacheKey('/en', 'page=2')).toBeNull();
    expect(pageCacheKey('/en/contact', 'sort=price_asc')).toBeNull();
    expect(pageCacheKey('/auth/login', '')).toBeNull();
    expect(pageCacheKey('/admin/users', '')).toBeNull();
    expect(pageCacheKey('/no/such/page/here', '')).toBeNull();
    // Results pages: free text in the key would let any visitor push catalogue pages out.
    expect(pageCacheKey('/buscar', 'q=mochila')).toBeNull();
    expect(pageCacheKey('/zh/搜索', '')).toBeNull();
  });
});

describe('acceptsHtml', () => {
  it('reads the Accept headers browsers, crawlers and tools send', () => {
    expect(acceptsHtml(undefined)).toBe(true);
    expect(acceptsHtml('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(true);
    expect(acceptsHtml('*/*')).toBe(true);
    expect(acceptsHtml('application/json')).toBe(false);
    expect(acceptsHtml('text/html;q=0, application/json')).toBe(false);
  });
});

describe('PageCache', () => {
  const build = async () => ({ body: '<html></html>', contentType: 'text/html' });

  it('empties the cache when the builds on disk change, looking at most once per interval', async () => {
    let stamp = 'a';
    let now = 1000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const cache = new ResponseCache();
      const pages = new PageCache(cache, () => stamp, 1000);
      await pages.resolve('page:/', build);
      stamp = 'b';
      now += 500;
      await pages.resolve('page:/', build);
      expect(cache.peek('page:/')).toBeDefined();
      now += 600;
      await pages.resolve('page:/en', build);
      expect(cache.peek('page:/')).toBeUndefined();
      expect(cache.peek('page:/en')).toBeDefined();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('keeps an answer built with store: false only for the requests that waited for it', async () => {
    const cache = new ResponseCache();
    const pages = new PageCache(cache, () => 'a', 0);
    let builds = 0;
    const once = async () => {
      builds += 1;
      return { body: 'x', status: 404, store: false };
    };
    await Promise.all([pages.resolve('page:/x', once), pages.resolve('page:/x', once)]);
    expect(builds).toBe(1);
    await pages.resolve('page:/x', once);
    expect(builds).toBe(2);
    expect(cache.peek('page:/x')).toBeUndefined();
  });
});
