import { Injectable } from '@nestjs/common';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';

/**
 * The lock on an account's sign-ins from browsers it has never signed in on: failures from
 * untrusted browsers, from any address, counted per account (LoginThrottle counts them). Lives
 * here, beside the users, because lifting it is a user operation: an administrator does it, and
 * a completed password reset or a first password set does it. The counter is in the rate-limit
 * store (Redis when SESSION_STORE=redis), so every replica sees and lifts the same lock.
 */
export const ACCOUNT_LOCK = {
  name: 'login-account',
  limit: 50,
  windowSeconds: 3600,
} as const;

export function accountLockKey(email: string): string {
  return `${ACCOUNT_LOCK.name}:${email.trim().toLowerCase()}`;
}

@Injectable()
export class SignInLocks {
  constructor(private readonly limits: RateLimitService) {}

  /** When untrusted browsers may try this account again, or null when they may now. */
  async lockedUntil(email: string): Promise<Date | null> {
    const window = await this.limits.peek(accountLockKey(email));
    return window && window.count >= ACCOUNT_LOCK.limit ? new Date(window.resetAt) : null;
  }

  /** Forgets the account's failures; says whether they had locked it. */
  async lift(email: string): Promise<boolean> {
    const locked = (await this.lockedUntil(email)) !== null;
    await this.limits.reset(accountLockKey(email));
    return locked;
  }
}
