export interface RateLimitHit {
  count: number;
  /** epoch ms when the window ends */
  resetAt: number;
}

/** Fixed-window counters. Memory for one process; Redis when replicas share the limits. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The current window's count without adding to it; null when no window is open. */
  peek(key: string): Promise<RateLimitHit | null>;
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitHit>();
  private sweeps = 0;

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = Date.now();
    // Occasional sweep keeps the map from growing with one-off visitors.
    if (++this.sweeps % 1000 === 0) {
      for (const [k, v] of this.windows) if (v.resetAt <= now) this.windows.delete(k);
    }
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return fresh;
    }
    current.count += 1;
    return current;
  }

  async peek(key: string): Promise<RateLimitHit | null> {
    const current = this.windows.get(key);
    return current && current.resetAt > Date.now() ? { ...current } : null;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }
}

interface RedisLike {
  multi(): {
    get(key: string): unknown;
    incr(key: string): unknown;
    pExpire(key: string, ms: number, mode?: 'NX'): unknown;
    pTTL(key: string): unknown;
    exec(): Promise<unknown[]>;
  };
  del(key: string): Promise<unknown>;
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly client: RedisLike,
    private readonly prefix = 'bolsos:rl:',
  ) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const multi = this.client.multi();
    multi.incr(this.prefix + key);
    multi.pExpire(this.prefix + key, windowMs, 'NX');
    multi.pTTL(this.prefix + key);
    const [count, , ttl] = (await multi.exec()) as [number, unknown, number];
    return { count: Number(count), resetAt: Date.now() + Math.max(Number(ttl), 0) };
  }

  async peek(key: string): Promise<RateLimitHit | null> {
    const multi = this.client.multi();
    multi.get(this.prefix + key);
    multi.pTTL(this.prefix + key);
    const [count, ttl] = (await multi.exec()) as [string | null, number];
    if (count === null || Number(ttl) <= 0) return null;
    return { count: Number(count), resetAt: Date.now() + Number(ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}
