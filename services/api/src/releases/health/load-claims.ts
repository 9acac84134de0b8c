import { LessThan, type DataSource } from 'typeorm';
import type { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { isUniqueViolation } from '../../database/transaction-runner';
import { ReleaseLoadClaim } from './entities/release-load-claim.entity';

/**
 * Whether a page load token was already used for something (a remote's load, or its failure),
 * fleet-wide: the first claim of a key wins on whichever replica made it. Where the replicas
 * share their rate limits in Redis (RATE_LIMIT_STORE=redis), the claim is a Redis counter kept
 * until the token expires; otherwise a row the database's unique key lets one insert take, so a
 * fleet without Redis still counts each token once.
 */
export class LoadClaims {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redisCounters: RateLimitService | null,
  ) {}

  /** true: the first use of `key`; false: it was used before. */
  async claim(key: string, expires: number, now = Date.now()): Promise<boolean> {
    if (this.redisCounters) {
      const seconds = Math.max(Math.ceil((expires - now) / 1000), 1);
      return (await this.redisCounters.hit(`release-load:${key}`, seconds)).count === 1;
    }
    try {
      await this.dataSource
        .getRepository(ReleaseLoadClaim)
        .insert({ claim: key, expiresAt: new Date(expires) });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Forgets claims of tokens that expired: nobody can send those again. */
  async prune(now = Date.now()): Promise<void> {
    if (this.redisCounters) return;
    await this.dataSource
      .getRepository(ReleaseLoadClaim)
      .delete({ expiresAt: LessThan(new Date(now)) });
  }
}
