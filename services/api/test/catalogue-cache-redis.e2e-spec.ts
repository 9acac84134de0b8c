import type { CatalogProductSummary } from '@bolsos/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createClient } from 'redis';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import {
  CacheInvalidationService,
  invalidationChannel,
} from '../src/common/cache/cache-invalidation.service';
import { ResponseCache } from '../src/common/cache/response-cache';
import { Product } from '../src/products/entities/product.entity';
import { createProducts } from './support/catalog-fixtures';
import { describeOn } from './support/databases';
import { Client, startTestApp, type TestApp } from './support/test-app';

// Needs a Redis server (CI sets REDIS_URL); without one, jest lists these tests as skipped.
const describeRedis = process.env.REDIS_URL ? describeOn('sqlite') : describe.skip;
if (!process.env.REDIS_URL)
  console.warn('catalogue-cache-redis: REDIS_URL is not set, cross-replica invalidation untested');

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeRedis('catalogue cache across replicas (Redis pub/sub)', () => {
  let a: TestApp;
  let b: NestExpressApplication;
  let product: Product;
  const redis = createClient({ url: process.env.REDIS_URL });
  const URL = '/api/catalog/products?lang=es';
  const pricesOnB = async () =>
    ((await new Client(b.getHttpServer()).get(URL)).body.data as CatalogProductSummary[]).map(
      (p) => p.price,
    );

  const subscribed = () =>
    Promise.all([
      a.app.get(CacheInvalidationService).whenSubscribed(),
      b.get(CacheInvalidationService).whenSubscribed(),
    ]);

  beforeAll(async () => {
    await redis.connect();
    a = await startTestApp('sqlite', {
      SESSION_STORE: 'redis',
      REDIS_URL: process.env.REDIS_URL as string,
    });
    [product] = await createProducts(a, [
      { category: 'backpacks', price: '30.00', names: { es: 'Mochila Réplica' } },
    ]);
    // A second replica on the same database, as behind a load balancer.
    b = await createApp(a.config, { logger: ['error'] });
    await subscribed();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis.close();
  });

  it('a change saved on one replica clears the cached answers of the other', async () => {
    expect(await pricesOnB()).toEqual(['30.00']);
    const cacheB = b.get(ResponseCache);
    expect(cacheB.peek(URL)).toBeDefined();
    await a.dataSource.getRepository(Product).update(product.id, { price: '31.00' });
    await until(() => cacheB.peek(URL) === undefined, 'replica B to drop its entry');
    expect(await pricesOnB()).toEqual(['31.00']);
    // The replica that made the change cleared its own cache directly.
    expect(a.app.get(ResponseCache).size).toBe(0);
  });

  it('survives a dropped Redis connection, clears on reconnect, and keeps listening', async () => {
    const cacheB = b.get(ResponseCache);
    await pricesOnB();
    expect(cacheB.size).toBeGreaterThan(0);
    const channel = invalidationChannel(a.config.database);
    const hash = channel.slice(channel.lastIndexOf(':') + 1);
    const victims = String(await redis.sendCommand(['CLIENT', 'LIST', 'TYPE', 'pubsub']))
      .split('\n')
      .filter((line) => line.includes(` name=bolsos-cache-${hash}-sub `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? '');
    expect(victims).toHaveLength(2);
    for (const id of victims) await redis.sendCommand(['CLIENT', 'KILL', 'ID', id]);
    // Messages sent while a replica was cut off are lost, so reconnecting clears its cache.
    await until(() => cacheB.size === 0, 'replica B to clear on reconnect');
    await until(
      async () => Number((await redis.pubSubNumSub(channel))[channel]) === 2,
      'both replicas to subscribe again',
    );
    await subscribed();
    // And the channel works again, the other way round.
    const cacheA = a.app.get(ResponseCache);
    await new Client(a.http).get(URL);
    expect(cacheA.peek(URL)).toBeDefined();
    await b.get(DataSource).getRepository(Product).update(product.id, { price: '32.00' });
    await until(() => cacheA.peek(URL) === undefined, 'replica A to drop its entry');
    const data = (await new Client(a.http).get(URL)).body.data as CatalogProductSummary[];
    expect(data.map((p) => p.price)).toEqual(['32.00']);
  });
});
