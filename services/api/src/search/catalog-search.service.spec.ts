import type { DataSource } from 'typeorm';
import { ResponseCache } from '../common/cache/response-cache';
import type { ProductPresenter } from '../products/product-presenter';
import type { ProductsService } from '../products/products.service';
import { CatalogSearchService } from './catalog-search.service';
import { SearchIndex } from './search-index';

const empty = () => {
  const none = () => ({ index: new SearchIndex([]), cards: new Map() });
  return { es: none(), en: none(), zh: none() };
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
});
