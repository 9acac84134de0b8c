import { breadcrumbs, clip, pageMeta } from './seo';

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
