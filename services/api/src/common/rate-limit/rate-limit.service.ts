import { Injectable } from '@nestjs/common';
import type { RateLimitHit, RateLimitStore } from './rate-limit.store';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

@Injectable()
export class RateLimitService {
  constructor(private readonly store: RateLimitStore) {}

  hit(key: string, windowSeconds: number): Promise<RateLimitHit> {
    return this.store.hit(key, windowSeconds * 1000);
  }

  peek(key: string): Promise<RateLimitHit | null> {
    return this.store.peek(key);
  }

  /** A successful login forgets the failed attempts, as Laravel's throttle does. */
  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}
