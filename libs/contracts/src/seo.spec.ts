import { LOCALES, type Locale } from './enums';
import { breadcrumbs, clip, errorPageTitle, pageMeta } from './seo';

describe('page meta', () => {
  it('titles every page in its language with the site name', () => {
    expect(pageMeta('es', { name: 'home' }).title).toBe(
      'Bolsos: mochilas, maletines y más en Panamá',
    );
    expect(pageMeta('en', { name: 'category', category: 'fanny_packs' })).toEqual({
      title: 'Fanny packs | Bolsos',
      description: 'Fanny packs from Bolsos: prices in US dollars, delivery in Panama.',
    });
    expect(pageMeta('zh', { name: 'contact' }).title).toBe('联系我们 | Bolsos');
    const product = pageMeta(
      'es',
      { name: 'product', category: 'backpacks', slug: 'x' },
      { name: 'Mochila Azul', description: 'Una mochila.' },
    );
    expect(product).toEqual({ title: 'Mochila Azul | Bolsos', description: 'Una mochila.' });
  });

  it('names the query in a results page title and the status in an error title, verbatim', () => {
    const search = (locale: Locale, query?: string) =>
      pageMeta(locale, { name: 'search' }, undefined, query).title;
    expect(search('es', 'mochila {{q}}')).toBe('Resultados para «mochila {{q}}» | Bolsos');
    expect(search('en', 'tote')).toBe('Results for “tote” | Bolsos');
    expect(search('zh', '背包')).toBe('“背包”的搜索结果 | Bolsos');
    expect(search('en')).toBe('Search results | Bolsos');
    expect(pageMeta('zh', { name: 'category', category: 'crossbody' }).description).toBe(
      'Bolsos 的斜挎包：美元标价，巴拿马配送。',
    );
    expect(LOCALES.map((locale) => errorPageTitle(locale, 404))).toEqual([
      'Error 404',
      'Error 404',
      '错误 404',
    ]);
  });

  it('clips long descriptions on a word boundary', () => {
    const long = 'palabra '.repeat(40);
    const clipped = clip(long);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('palabra…')).toBe(true);
    expect(clip('  corto \n texto ')).toBe('corto texto');
  });

  it('builds breadcrumbs down to the product', () => {
    expect(
      breadcrumbs('en', { name: 'product', category: 'crossbody', slug: 'red' }, 'Red Crossbody'),
    ).toEqual([
      { name: 'Home', path: '/en' },
      { name: 'Products', path: '/en/products' },
      { name: 'Crossbody bags', path: '/en/products/crossbody-bags' },
      { name: 'Red Crossbody', path: '/en/products/crossbody-bags/red' },
    ]);
    expect(breadcrumbs('es', { name: 'contact' }).map((c) => c.path)).toEqual(['/', '/contacto']);
  });
});
