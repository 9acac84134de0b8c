import { ANY_LIST, ANY_MEMBERS, EVERYTHING, tagsOfAnswer, touches } from './cache-tags';
import { ResponseCache } from './response-cache';

describe('cache tags', () => {
  it('reads what a catalogue answer shows from its key and body', () => {
    const list = { data: [{ id: 3 }, { id: 9 }] };
    expect(tagsOfAnswer('/api/catalog/products?category=backpacks&lang=es', 200, list)).toEqual([
      'list:backpacks',
      'card:3',
      'card:9',
    ]);
    expect(tagsOfAnswer('/api/catalog/products?lang=en&page=2', 200, list)).toEqual([
      'list:all',
      'card:3',
      'card:9',
    ]);
    expect(tagsOfAnswer('/api/catalog/products/es/mochila', 200, { data: { id: 3 } })).toEqual([
      'product:3',
    ]);
    expect(tagsOfAnswer('/api/catalog/populars?lang=es', 200, list)).toEqual([
      'populars',
      'card:3',
      'card:9',
    ]);
    expect(tagsOfAnswer('/api/catalog/search?lang=es&q=x', 200, list)).toEqual(['search']);
    expect(tagsOfAnswer('/sitemaps/products-2.xml', 200, undefined)).toEqual(['sitemap']);
    // A redirect, a 404, or an answer no rule knows: shown as depending on everything.
    expect(tagsOfAnswer('/api/catalog/products/es/viejo', 301, { redirect: '/x' })).toBeUndefined();
    expect(tagsOfAnswer('/api/route-redirects?path=/x', 200, {})).toBeUndefined();
  });

  it('matches a change to the answers showing it; unknown answers match every change', () => {
    const page = new Set(['list:backpacks', 'product:3']);
    expect(touches(page, { tags: ['product:3'] })).toBe(true);
    expect(touches(page, { tags: ['list:tote_bags', 'product:4'] })).toBe(false);
    expect(touches(page, { tags: [ANY_LIST] })).toBe(true);
    expect(touches(new Set(['product:3']), { tags: [ANY_LIST] })).toBe(false);
    // A list's total: its members, not its pages.
    const total = new Set(['members:backpacks']);
    expect(touches(total, { tags: ['list:backpacks', 'card:3'] })).toBe(false);
    expect(touches(total, { tags: [ANY_LIST] })).toBe(false);
    expect(touches(total, { tags: ['members:tote_bags'] })).toBe(false);
    expect(touches(total, { tags: ['members:backpacks'] })).toBe(true);
    expect(touches(total, { tags: [ANY_MEMBERS] })).toBe(true);
    expect(touches(page, { tags: [ANY_MEMBERS] })).toBe(false);
    expect(touches(page, EVERYTHING)).toBe(true);
    expect(touches(undefined, { tags: ['populars'] })).toBe(true);
    expect(touches(new Set(), { tags: ['populars'] })).toBe(false);
  });

  it('lets the byte cache drop only the entries a change touches', async () => {
    const cache = new ResponseCache();
    const changes: unknown[] = [];
    cache.onInvalidate((change) => changes.push(change));
    await cache.resolve('/api/catalog/products/es/a', async () => ({ body: { data: { id: 1 } } }));
    await cache.resolve('/api/catalog/products/es/b', async () => ({ body: { data: { id: 2 } } }));
    await cache.resolve('page:/contacto', async () => ({ body: 'x', tags: [] }));
    await cache.resolve('/api/route-redirects?path=/x', async () => ({ body: {} }));
    cache.invalidate({ tags: ['product:1'] });
    expect(cache.peek('/api/catalog/products/es/a')).toBeUndefined();
    expect(cache.peek('/api/catalog/products/es/b')).toBeDefined();
    expect(cache.peek('page:/contacto')).toBeDefined();
    expect(cache.peek('/api/route-redirects?path=/x')).toBeUndefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(changes).toEqual([{ tags: ['product:1'] }, EVERYTHING]);
  });
});
