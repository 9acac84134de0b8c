import type { DataSource } from 'typeorm';
import { EVERYTHING } from '../common/cache/cache-tags';
import { ResponseCache } from '../common/cache/response-cache';
import type { ProductPresenter } from '../products/product-presenter';
import type { ProductsService } from '../products/products.service';
import { CatalogSearchService } from './catalog-search.service';
import { SearchIndex } from './search-index';
import type { SearchDocument } from './search-index-builder';

const empty = () => {
  return { es: new SearchIndex([]), en: new SearchIndex([]), zh: new SearchIndex([]) };
};

/** The service with its database read replaced by a counter (and a gate, to hold a build open). */
function setUp() {
  const cache = new ResponseCache();
  const service = new CatalogSearchService(
    {} as DataSource,
    {} as ProductsService,
    {} as ProductPresenter,
    cache,
  );
  let gate: Promise<void> = Promise.resolve();
  const build = jest
    .spyOn(service as unknown as { build(): Promise<unknown> }, 'build')
    .mockImplementation(async () => {
      await gate;
      return empty();
    });
  return { cache, service, build, hold: (until: Promise<void>) => (gate = until) };
}

describe('CatalogSearchService index lifecycle', () => {
  afterEach(() => jest.useRealTimers());

  it('builds once for simultaneous searches, and again only after a catalogue change', async () => {
    const { cache, service, build } = setUp();
    const [a, b] = await Promise.all([service.indexes(), service.indexes()]);
    expect(a).toBe(b);
    await service.indexes();
    expect(build).toHaveBeenCalledTimes(1);
    cache.invalidate();
    expect(await service.indexes()).not.toBe(a);
    expect(build).toHaveBeenCalledTimes(2);
    service.onModuleDestroy();
  });

  it('keeps its index across a new build or release, which shows the same products', async () => {
    const { cache, service, build } = setUp();
    const built = await service.indexes();
    cache.invalidate(EVERYTHING, 'build');
    expect(await service.indexes()).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
    // Everything of the catalogue (changes another replica may have missed) is built again.
    cache.invalidate(EVERYTHING);
    expect(await service.indexes()).not.toBe(built);
    expect(build).toHaveBeenCalledTimes(2);
    service.onModuleDestroy();
  });

  it('answers from the indexes before a whole change while their replacement builds, then drops those answers', async () => {
    const { cache, service, build, hold } = setUp();
    const before = await service.searchable();
    const dropped: unknown[] = [];
    cache.onInvalidate((change, cause) => dropped.push([change, cause]));
    let release!: () => void;
    hold(new Promise((resolve) => (release = resolve)));
    cache.invalidate(EVERYTHING);
    // Not waiting for the build it started: the indexes before answer.
    expect(await service.searchable()).toBe(before);
    expect(await service.searchable()).toBe(before);
    expect(build).toHaveBeenCalledTimes(2);
    release();
    const after = await service.indexes();
    expect(after).not.toBe(before);
    expect(await service.searchable()).toBe(after);
    // The answers the old indexes gave (search pages and JSON) go, on this replica.
    expect(dropped).toEqual([
      [EVERYTHING, 'catalogue'],
      [{ tags: ['search'] }, 'search'],
    ]);
    // A failed build leaves the indexes before answering, and the next search tries again.
    build.mockRejectedValueOnce(new Error('database gone'));
    cache.invalidate(EVERYTHING);
    expect(await service.searchable()).toBe(after);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await service.searchable()).toBe(after);
    expect(build).toHaveBeenCalledTimes(4);
    service.onModuleDestroy();
  });

  it('keeps nothing built across a change made during the build', async () => {
    const { cache, service, build, hold } = setUp();
    let release!: () => void;
    hold(new Promise((resolve) => (release = resolve)));
    const during = service.indexes();
    cache.invalidate();
    release();
    await during;
    hold(Promise.resolve());
    await service.indexes();
    expect(build).toHaveBeenCalledTimes(2);
    service.onModuleDestroy();
  });

  it('rebuilds by itself shortly after a change once searches are in use, a burst once', async () => {
    jest.useFakeTimers();
    const { cache, service, build } = setUp();
    cache.invalidate();
    await jest.advanceTimersByTimeAsync(1000);
    // Never searched: nothing to keep warm.
    expect(build).toHaveBeenCalledTimes(0);
    await service.indexes();
    cache.invalidate();
    cache.invalidate();
    await jest.advanceTimersByTimeAsync(249);
    cache.invalidate();
    await jest.advanceTimersByTimeAsync(250);
    expect(build).toHaveBeenCalledTimes(2);
    const built = await service.indexes();
    expect(build).toHaveBeenCalledTimes(2);
    expect(await service.indexes()).toBe(built);
    // Shut down with a rebuild pending: it never runs.
    cache.invalidate();
    service.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(1000);
    expect(build).toHaveBeenCalledTimes(2);
  });

  /** A catalogue in memory behind the service's product reads: `build` and `hydrate` read it. */
  function withCatalogue(count: number) {
    const cache = new ResponseCache();
    type Row = {
      id: number;
      category: string;
      published: boolean;
      createdAt: Date;
      translations: { locale: string; name: string; description: string }[];
    };
    const rows = new Map<number, Row>();
    const put = (id: number, name: string, published = true) =>
      rows.set(id, {
        id,
        category: 'backpacks',
        published,
        createdAt: new Date(1_000_000 + id * 1000),
        translations: [{ locale: 'es', name, description: '' }],
      });
    for (let id = 1; id <= count; id++) put(id, `Mochila ${id}`);
    const hydrate = jest.fn(async (ids: number[]) =>
      ids.flatMap((id) => (rows.has(id) ? [rows.get(id) as Row] : [])),
    );
    const presenter = {
      pick: (texts: Row['translations'], locale: string) =>
        texts.find((t) => t.locale === locale) ?? texts.find((t) => t.locale === 'es'),
      isTranslated: () => true,
    };
    // A result page's cards, read by id in the index's order (unpublished ones left out).
    const summaries = jest.fn(async (ids: number[]) =>
      ids.flatMap((id) => (rows.get(id)?.published ? [{ id }] : [])),
    );
    const service = new CatalogSearchService(
      {} as DataSource,
      { hydrate, summaries } as unknown as ProductsService,
      presenter as unknown as ProductPresenter,
      cache,
    );
    const build = jest
      .spyOn(service as unknown as { build(): Promise<unknown> }, 'build')
      .mockImplementation(async () => {
        const documentOf = (
          service as unknown as { documentOf(p: Row, l: string): SearchDocument }
        ).documentOf.bind(service);
        const newest = [...rows.values()]
          .filter((row) => row.published)
          .sort((a, b) => +b.createdAt - +a.createdAt);
        return Object.fromEntries(
          (['es', 'en', 'zh'] as const).map((locale) => {
            return [locale, new SearchIndex(newest.map((row) => documentOf(row, locale)))];
          }),
        );
      });
    const found = async (q: string) =>
      (await service.search({ q, lang: 'es' })).data.map((card) => card.id);
    const change = (ids: number[]) =>
      cache.invalidate({ tags: [...ids.map((id) => `product:${id}`), 'search'] });
    return { service, rows, put, hydrate, summaries, build, found, change };
  }

  it('reads the cards of the page it answers only, by id in the index’s order', async () => {
    const { service, summaries } = withCatalogue(100);
    const answer = await service.search({ q: 'mochila', lang: 'en', page: 2, per_page: 10 });
    // Newest first among equals: the second page holds the 11th to 20th newest.
    const expected = Array.from({ length: 10 }, (_, i) => 90 - i);
    expect(summaries).toHaveBeenCalledTimes(1);
    expect(summaries).toHaveBeenCalledWith(expected, 'en');
    expect(answer.data.map((card) => card.id)).toEqual(expected);
    expect(answer.meta).toMatchObject({ total: 100, page: 2, from: 11, to: 20 });
    service.onModuleDestroy();
  });

  it('reads again only the products a change names, and tidies up with a whole build in the background', async () => {
    const { service, put, rows, hydrate, build, found, change } = withCatalogue(6000);
    expect(await found('quetzal')).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);

    put(17, 'Mochila Quetzal');
    rows.delete(18);
    put(6001, 'Mochila Nueva');
    change([17, 18, 6001]);
    expect(await found('quetzal')).toEqual([17]);
    expect(await found('mochila 18')).not.toContain(18);
    // The new product is the newest: first among equals.
    expect((await found('mochila')).slice(0, 2)).toEqual([6001, 6000]);
    expect(hydrate).toHaveBeenLastCalledWith([17, 18, 6001]);
    expect(build).toHaveBeenCalledTimes(1);

    // More than one update may change at once: built whole instead, on the next search.
    const many = Array.from({ length: 5001 }, (_, i) => i + 1);
    change(many);
    expect(await found('quetzal')).toEqual([17]);
    expect(build).toHaveBeenCalledTimes(2);

    // Updates that leave as many documents behind as a tenth of the index (at least 5,000) are
    // tidied by a whole build in the background, which replaces the index once done.
    hydrate.mockClear();
    for (const ids of [many.slice(0, 2600), many.slice(2600, 5200)]) {
      change(ids);
      await found('quetzal');
    }
    expect(hydrate).toHaveBeenCalled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(build).toHaveBeenCalledTimes(3);
    expect(await found('quetzal')).toEqual([17]);
    service.onModuleDestroy();
  });
});
