import { apiUrl, listParams, storefrontQueries } from './storefront-queries';

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

  it('ignores invalid page and sort values', () => {
    expect(listParams(new URLSearchParams('page=-3&sort=cheapest'))).toEqual({
      page: 1,
      sort: undefined,
    });
    expect(listParams(new URLSearchParams('page=4&sort=newest'))).toEqual({
      page: 4,
      sort: undefined,
    });
  });
});
