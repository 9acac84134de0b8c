import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { APP_CONFIG, type AppConfig, type DatabaseConfig } from '../../config/app-config';
import { EVERYTHING, type CatalogueChange } from './cache-tags';
import { ResponseCache } from './response-cache';

type RedisClient = ReturnType<typeof createClient>;

/**
 * One channel per deployment: its replicas share it, while another deployment (staging, a test
 * suite) on the same Redis never clears our cache. Named by CACHE_CHANNEL, else after the database
 * (replicas that reach one database under different host names, through a proxy on each node,
 * say, need the name). Hashed, so no credentials travel to Redis.
 */
export function invalidationChannel(database: DatabaseConfig, name?: string): string {
  let identity: string;
  if (name !== undefined) identity = `name:${name}`;
  else if (database.type === 'sqlite') identity = `sqlite:${database.file}`;
  else {
    const url = new URL(database.url);
    identity = `mysql:${url.hostname}:${url.port || '3306'}${url.pathname}`;
  }
  return `bolsos:catalogue-changed:${createHash('sha1').update(identity).digest('hex').slice(0, 16)}`;
}

/** One message on the channel: the sender, then the tags it changed (none: everything). */
export function encodeChange(from: string, change: CatalogueChange): string {
  return change === EVERYTHING ? from : `${from} ${JSON.stringify(change.tags)}`;
}

export function decodeChange(message: string): { from: string; change: CatalogueChange } {
  const space = message.indexOf(' ');
  if (space < 0) return { from: message, change: EVERYTHING };
  const from = message.slice(0, space);
  try {
    const tags: unknown = JSON.parse(message.slice(space + 1));
    if (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'))
      return { from, change: { tags } };
  } catch {
    // A message this version cannot read (another version's format): clear everything.
  }
  return { from, change: EVERYTHING };
}

/** Two changes as one: everything wins, tags add up. */
export function mergeChanges(a: CatalogueChange | undefined, b: CatalogueChange): CatalogueChange {
  if (a === undefined) return b;
  if (a === EVERYTHING || b === EVERYTHING) return EVERYTHING;
  return { tags: [...new Set([...a.tags, ...b.tags])] };
}

/**
 * Clears the public byte cache when the catalogue changes, in this process and,
 * when the app runs on Redis (several replicas: design §1, docs/deploy.md), in
 * every other replica through a pub/sub channel.
 *
 * Redis is used under the same condition as the session and rate-limit stores
 * (SESSION_STORE/RATE_LIMIT_STORE=redis, REDIS_URL). Unlike them it never holds
 * start-up: the cache starts empty, so nothing can be stale before the first
 * subscription, and every (re)subscription clears the cache, because messages
 * published while this replica was cut off are lost (pub/sub keeps nothing).
 */
@Injectable()
export class CacheInvalidationService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogueCache');
  private readonly instanceId = randomUUID();
  private readonly channel: string;
  private publisher?: RedisClient;
  private subscriber?: RedisClient;
  private publishing = false;
  /** what changed while a message was on its way: sent as one more message */
  private queued?: CatalogueChange;
  private connected = false;
  private listening = false;
  private outage = false;
  private closing = false;
  private subscribed!: Promise<void>;
  private markSubscribed!: () => void;

  constructor(
    private readonly cache: ResponseCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.channel = invalidationChannel(config.database, config.cacheChannel);
    this.resetSubscribed();
  }

  /** True when invalidations travel between replicas. */
  get shared(): boolean {
    return this.config.session.store === 'redis' || this.config.rateLimit.store === 'redis';
  }

  onModuleInit(): void {
    if (!this.shared) return;
    // Named, so an operator (or a test) can tell these connections apart in CLIENT LIST.
    const name = `bolsos-cache-${this.channel.slice(this.channel.lastIndexOf(':') + 1)}`;
    this.publisher = createClient({ url: this.config.session.redisUrl, name: `${name}-pub` });
    this.subscriber = this.publisher.duplicate({ name: `${name}-sub` });
    for (const [role, client] of [
      ['publisher', this.publisher],
      ['subscriber', this.subscriber],
    ] as const) {
      // Without an 'error' listener a lost connection would crash the process; node-redis
      // reconnects by itself. Logged once per outage, not once per retry.
      client.on('error', (error: unknown) => {
        if (role !== 'subscriber') return;
        if (this.connected) {
          this.connected = false;
          this.resetSubscribed();
        }
        if (!this.outage) {
          this.outage = true;
          this.logger.warn(
            `Redis unreachable (${String(error)}): catalogue changes made on other replicas reach this one once it reconnects`,
          );
        }
      });
    }
    // Subscriptions are renewed before a reconnected client is 'ready'.
    this.subscriber.on('ready', () => this.listening && this.onSubscribed());
    void this.subscriber
      .connect()
      .then((client) =>
        client.subscribe(this.channel, (message) => {
          const { from, change } = decodeChange(message);
          if (from !== this.instanceId) this.cache.invalidate(change);
        }),
      )
      .then(() => {
        this.listening = true;
        this.onSubscribed();
      })
      .catch((error: unknown) => this.failed('subscribe', error));
    void this.publisher.connect().catch((error: unknown) => this.failed('connect', error));
  }

  private onSubscribed(): void {
    // Whatever was published before this point (start-up, an outage) never reached us.
    this.cache.invalidate();
    this.logger.log(
      `${this.outage ? 'Reconnected; listening' : 'Listening'} for catalogue changes on ${this.channel}`,
    );
    this.outage = false;
    this.connected = true;
    this.markSubscribed();
  }

  /** Resolves once this replica receives other replicas' changes (at once without Redis). */
  whenSubscribed(): Promise<void> {
    return this.shared ? this.subscribed : Promise.resolve();
  }

  /**
   * Drops the cached public answers that show what changed (every one for EVERYTHING) here, and
   * tells the other replicas to do the same.
   */
  invalidate(change: CatalogueChange = EVERYTHING): void {
    this.cache.invalidate(change);
    this.publish(change);
  }

  /**
   * Several changes while a message is on its way need one more message, not one each: the
   * offline queue would otherwise pile them up during an outage and replay them all.
   */
  private publish(change: CatalogueChange): void {
    const publisher = this.publisher;
    if (this.closing || !publisher) return;
    if (this.publishing) {
      this.queued = mergeChanges(this.queued, change);
      return;
    }
    this.publishing = true;
    publisher
      .publish(this.channel, encodeChange(this.instanceId, change))
      .catch((error: unknown) => this.failed('publish', error))
      .finally(() => {
        this.publishing = false;
        const next = this.queued;
        this.queued = undefined;
        if (next) this.publish(next);
      });
  }

  private failed(what: string, error: unknown): void {
    // Shutting down rejects whatever was still waiting for Redis: expected, not news.
    if (!this.closing) this.logger.error(`Redis ${what} failed: ${String(error)}`);
  }

  private resetSubscribed(): void {
    this.subscribed = new Promise((resolve) => (this.markSubscribed = resolve));
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const client of [this.subscriber, this.publisher]) {
      if (!client) continue;
      // close() waits for pending replies, which never come while Redis is down.
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    }
  }
}
