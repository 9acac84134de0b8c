import {
  apiUrl,
  contactPath,
  contactProductSlug,
  listParams,
  searchParams,
  searchPath,
  storefrontQueries,
} from './storefront-queries';

describe('storefront queries', () => {
  it('spells each API read one way', () => {
    expect(
      apiUrl('/catalog/products', { sort: 'price_asc', lang: 'es', page: undefined, category: '' }),
    ).toBe('/api/catalog/products?lang=es&sort=price_asc');
  });

  it('maps pages to the reads they need', () => {
    const none = new URLSearchParams();
    expect(storefrontQueries('zh', { name: 'home' }, none).map((q) => q.url)).toEqual([
      '/api/catalog/populars?lang=zh',
    ]);
    expect(
      storefrontQueries(
        'en',
        { name: 'category', category: 'backpacks' },
        new URLSearchParams('page=2&sort=price_desc'),
      ).map((q) => q.url),
    ).toEqual([
      '/api/catalog/products?category=backpacks&lang=en&page=2&per_page=24&sort=price_desc',
    ]);
    expect(
      storefrontQueries(
        'es',
        { name: 'product', category: 'backpacks', slug: 'mochila-azul' },
        none,
      )[0].url,
    ).toBe('/api/catalog/products/es/mochila-azul');
    expect(storefrontQueries('es', { name: 'contact' }, none)).toEqual([]);
  });

  it('reads the search page as the API validates it, with Popular as the stand-in', () => {
    const urls = (search: string) =>
      storefrontQueries('zh', { name: 'search' }, new URLSearchParams(search)).map((q) => q.url);
    expect(urls('q=%20%E5%8F%8C%E8%82%A9%20&page=2')).toEqual([
      '/api/catalog/search?lang=zh&page=2&per_page=24&q=%E5%8F%8C%E8%82%A9',
      '/api/catalog/populars?lang=zh',
    ]);
    expect(urls('q=%20')).toEqual(['/api/catalog/populars?lang=zh']);
    expect(searchParams(new URLSearchParams(''))).toEqual({ q: '', page: 1, problem: 'required' });
    // 100 characters (code points) is the API's limit.
    expect(searchParams(new URLSearchParams(`q=${'包'.repeat(100)}`)).problem).toBeUndefined();
    expect(searchParams(new URLSearchParams(`q=${'a'.repeat(101)}`))).toMatchObject({
      problem: 'too_long',
    });
    expect(searchPath('zh', ' 双肩 ')).toBe('/zh/搜索?q=%E5%8F%8C%E8%82%A9');
    expect(searchPath('es', 'mochila verde', 2)).toBe('/buscar?q=mochila+verde&page=2');
  });

  it('puts the product a Contact message is about in the query, and reads it back', () => {
    expect(contactPath('es')).toBe('/contacto');
    expect(contactPath('en', 'volcano-backpack')).toBe('/en/contact?product=volcano-backpack');
    expect(contactPath('zh', '火山双肩包-2')).toBe('/zh/联系?product=火山双肩包-2');
    const read = (query: string) => contactProductSlug(new URLSearchParams(query));
    expect(read(new URL(`http://x${encodeURI(contactPath('zh', '火山双肩包-2'))}`).search)).toBe(
      '火山双肩包-2',
    );
    expect(read('product=%20mochila-azul%20')).toBe('mochila-azul');
    expect([
      read(''),
      read('product='),
      read('product=a/b'),
      read(`product=${'x'.repeat(141)}`),
    ]).toEqual([undefined, undefined, undefined, undefined]);
    // Contact about a product preloads that product, through the product page's own read.
    expect(
      storefrontQueries(
        'en',
        { name: 'contact' },
        new URLSearchParams('product=volcano-backpack'),
      ).map((q) => q.url),
    ).toEqual(['/api/catalog/products/en/volcano-backpack']);
  });

  it('ignores invalid page and sort values', () => {
    expect(listParams(new URLSearchParams('page=-3&sort=cheapest'))).toEqual({
      page: 1,
      sort: undefined,
      problems: {},
    });
    expect(listParams(new URLSearchParams('page=4&sort=newest'))).toEqual({
      page: 4,
      sort: undefined,
      problems: {},
    });
  });

  it('reads a price range, leaving out (and naming) what the API would refuse', () => {
    const read = (search: string) => listParams(new URLSearchParams(search));
    expect(read('min_price=20&max_price=%2049.90%20')).toMatchObject({
      min_price: 20,
      max_price: 49.9,
      problems: {},
    });
    expect(read('min_price=&max_price=')).toEqual({ page: 1, sort: undefined, problems: {} });
    expect(read('min_price=abc&max_price=-5')).toEqual({
      page: 1,
      sort: undefined,
      problems: { min_price: 'invalid', max_price: 'invalid' },
    });
    expect(read('min_price=1.999&max_price=100001').problems).toEqual({
      min_price: 'invalid',
      max_price: 'invalid',
    });
    expect(read('min_price=50&max_price=10')).toEqual({
      page: 1,
      sort: undefined,
      min_price: 50,
      problems: { max_price: 'below_min' },
    });
    expect(
      storefrontQueries(
        'es',
        { name: 'all' },
        new URLSearchParams('max_price=80&min_price=x&sort=price_asc'),
      )[0].url,
    ).toBe('/api/catalog/products?lang=es&max_price=80&per_page=24&sort=price_asc');
  });
});
