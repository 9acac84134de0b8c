import { createHash } from 'node:crypto';
import { createClient } from 'redis';
import type { AppConfig } from '../config/app-config';
import { invalidationChannel } from '../common/cache/cache-invalidation.service';

/**
 * The channel a release switch is announced on, one per deployment like the catalogue's (so
 * staging on the same Redis never switches production's remotes); the message is the sender.
 */
export function releasesChannel(config: AppConfig): string {
  const hash = invalidationChannel(config.database, config.cacheChannel).slice(-16);
  return `bolsos:releases-changed:${createHash('sha1').update(hash).digest('hex').slice(0, 16)}`;
}

/** Whether the replicas share a Redis to announce switches on (as for sessions and caches). */
export function announcesOverRedis(config: AppConfig): boolean {
  return config.session.store === 'redis' || config.rateLimit.store === 'redis';
}

/**
 * One message from a process that is not a replica (the CLI): connect, publish, close. One try,
 * a few seconds at most: a Redis that cannot be reached fails it (the replicas still read the
 * switch from the database within 5 s) instead of retrying for ever.
 */
export async function announceOnce(config: AppConfig, from: string): Promise<void> {
  if (!announcesOverRedis(config)) return;
  const client = createClient({
    url: config.session.redisUrl,
    socket: { connectTimeout: 5000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.publish(releasesChannel(config), from);
  } finally {
    await client.close();
  }
}
