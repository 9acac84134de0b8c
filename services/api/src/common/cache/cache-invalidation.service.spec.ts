import { loadConfig } from '../../config/app-config';
import {
  CacheInvalidationService,
  decodeChange,
  encodeChange,
  invalidationChannel,
  mergeChanges,
} from './cache-invalidation.service';
import { EVERYTHING } from './cache-tags';
import { ResponseCache } from './response-cache';

async function filled(): Promise<ResponseCache> {
  const cache = new ResponseCache();
  await cache.resolve('/api/catalog/populars', async () => ({ body: { data: [] } }));
  return cache;
}

describe('CacheInvalidationService', () => {
  it('clears the local cache on its own when the app does not run on Redis', async () => {
    const cache = await filled();
    const service = new CacheInvalidationService(cache, loadConfig({ NODE_ENV: 'test' }));
    service.onModuleInit();
    expect(service.shared).toBe(false);
    await expect(service.whenSubscribed()).resolves.toBeUndefined();
    service.invalidate();
    expect(cache.size).toBe(0);
    await service.onApplicationShutdown();
  });

  it('keeps working locally, and shuts down promptly, while Redis is unreachable', async () => {
    const cache = await filled();
    const service = new CacheInvalidationService(
      cache,
      loadConfig({ NODE_ENV: 'test', SESSION_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:1' }),
    );
    expect(() => service.onModuleInit()).not.toThrow();
    expect(service.shared).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    service.invalidate();
    expect(cache.size).toBe(0);
    const started = Date.now();
    await service.onApplicationShutdown();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('names one channel per database, without credentials', () => {
    const mysql = (url: string) => ({ type: 'mysql' as const, url, readUrls: [] });
    const primary = invalidationChannel(mysql('mysql://shop:s3cret@db:3306/bolsos'));
    expect(primary).toMatch(/^bolsos:catalogue-changed:[0-9a-f]{16}$/);
    expect(invalidationChannel(mysql('mysql://other:pw@db/bolsos'))).toBe(primary);
    expect(invalidationChannel(mysql('mysql://shop:s3cret@db:3306/bolsos_staging'))).not.toBe(
      primary,
    );
    expect(invalidationChannel({ type: 'sqlite', file: '/data/a.sqlite' })).not.toBe(
      invalidationChannel({ type: 'sqlite', file: '/data/b.sqlite' }),
    );
  });

  it('names the channel after CACHE_CHANNEL when set, whatever address reaches the database', () => {
    const mysql = (url: string) => ({ type: 'mysql' as const, url, readUrls: [] });
    const named = invalidationChannel(mysql('mysql://shop@db:3306/bolsos'), 'shop-prod');
    expect(named).toMatch(/^bolsos:catalogue-changed:[0-9a-f]{16}$/);
    expect(invalidationChannel(mysql('mysql://shop@127.0.0.1:6033/bolsos'), 'shop-prod')).toBe(
      named,
    );
    expect(invalidationChannel(mysql('mysql://shop@db:3306/bolsos'), 'shop-staging')).not.toBe(
      named,
    );
    expect(invalidationChannel(mysql('mysql://shop@db:3306/bolsos'))).not.toBe(named);
  });

  it('sends a change between replicas as its tags, and reads what it cannot parse as everything', () => {
    const change = { tags: ['product:3', 'list:backpacks'] };
    expect(decodeChange(encodeChange('a1', change))).toEqual({ from: 'a1', change });
    expect(decodeChange(encodeChange('a1', EVERYTHING))).toEqual({
      from: 'a1',
      change: EVERYTHING,
    });
    expect(decodeChange('a1 {not json')).toEqual({ from: 'a1', change: EVERYTHING });
    expect(decodeChange('a1 [1,2]')).toEqual({ from: 'a1', change: EVERYTHING });
  });

  it('merges changes waiting to be sent: tags add up, everything wins', () => {
    expect(mergeChanges(undefined, { tags: ['a'] })).toEqual({ tags: ['a'] });
    expect(mergeChanges({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual({ tags: ['a', 'b'] });
    expect(mergeChanges({ tags: ['a'] }, EVERYTHING)).toBe(EVERYTHING);
    expect(mergeChanges(EVERYTHING, { tags: ['a'] })).toBe(EVERYTHING);
  });
});
