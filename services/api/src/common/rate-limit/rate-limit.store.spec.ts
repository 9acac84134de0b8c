import { MemoryRateLimitStore } from './rate-limit.store';

describe('MemoryRateLimitStore', () => {
  afterEach(() => jest.useRealTimers());

  it('counts hits in a fixed window and starts over when it ends', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const store = new MemoryRateLimitStore();
    expect(await store.hit('k', 60_000)).toEqual({ count: 1, resetAt: 1_060_000 });
    expect((await store.hit('k', 60_000)).count).toBe(2);
    expect((await store.hit('other', 60_000)).count).toBe(1);
    jest.setSystemTime(1_060_001);
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect(await store.peek('never')).toBeNull();
    await store.hit('k', 60_000);
    // Looking does not count.
    expect(await store.peek('k')).toEqual({ count: 2, resetAt: 1_120_001 });
    expect(await store.peek('k')).toEqual({ count: 2, resetAt: 1_120_001 });
    jest.setSystemTime(1_120_001);
    expect(await store.peek('k')).toBeNull();
    await store.reset('k');
    expect((await store.hit('k', 60_000)).count).toBe(1);
  });
});
