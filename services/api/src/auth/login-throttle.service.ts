import { buildPath } from '@bolsos/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException } from '../common/exceptions/api.exception';
import { BackgroundTasks } from '../common/lifecycle/background-tasks';
import type { RateLimitHit } from '../common/rate-limit/rate-limit.store';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { signInLockedMail } from '../mail/templates';
import { ACCOUNT_LOCK, accountLockKey } from '../users/sign-in-locks.service';
import { UsersService } from '../users/users.service';
import { DeviceCookies, type DeviceCookie } from './device-cookies.service';

interface FailureLimit {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Failed sign-ins, counted beyond the per account-and-address limit the route has. A browser
 * without a device cookie for the account (an untrusted one) counts against its address (one
 * address trying many accounts) and against the account (one account tried from anywhere):
 * past the account's limit, untrusted browsers wait, and the owner is told. A browser the
 * account signed in on before (a valid device cookie for it) is counted on its own, per device
 * cookie, and is not kept out by strangers' failures; too many of its own and that device
 * cookie is locked out too. Only failures count, so a shop behind one address keeps signing in.
 * The counters live in the rate-limit store (Redis when SESSION_STORE=redis), so every replica
 * sees the same counts.
 */
export const LOGIN_FAILURE_LIMITS = {
  address: { name: 'login-address', limit: 20, windowSeconds: 600 },
  account: ACCOUNT_LOCK,
  device: { name: 'login-device', limit: 10, windowSeconds: 3600 },
} satisfies Record<string, FailureLimit>;

/** The account a sign-in tries, and the browser's device cookie when it is one of that account's. */
export interface SignInAttempt {
  email: string;
  device: DeviceCookie | null;
}

@Injectable()
export class LoginThrottle {
  private readonly logger = new Logger('LoginThrottle');

  constructor(
    private readonly limits: RateLimitService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    private readonly devices: DeviceCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Reads the device cookie, kept only when it was issued to the account being tried. */
  async attempt(email: string, req: Request): Promise<SignInAttempt> {
    const device = this.devices.read(req);
    if (!device) return { email, device: null };
    const user = await this.users.findByEmail(email);
    return { email, device: user?.id === device.userId ? device : null };
  }

  /** 429 with Retry-After while this attempt's counters have used up their failures. */
  async assertOpen(attempt: SignInAttempt, req: Request, res: Response): Promise<void> {
    for (const key of this.keys(attempt, req)) {
      const window = await this.limits.peek(key.key);
      if (window && window.count >= key.rule.limit) {
        res.setHeader(
          'Retry-After',
          String(Math.max(Math.ceil((window.resetAt - Date.now()) / 1000), 1)),
        );
        throw new ApiException(429, 'errors.too_many_attempts');
      }
    }
  }

  /** Counts a failed sign-in; the failure that locks an account tells its owner. */
  async failed(attempt: SignInAttempt, req: Request): Promise<void> {
    for (const { rule, key } of this.keys(attempt, req)) {
      const hit = await this.limits.hit(key, rule.windowSeconds);
      if (hit.count !== rule.limit) continue;
      if (rule === LOGIN_FAILURE_LIMITS.account) this.lockNotice(attempt.email, hit);
      if (rule === LOGIN_FAILURE_LIMITS.device)
        this.logger.warn(`A device cookie of user ${attempt.device?.userId} is locked out`);
    }
  }

  /** A signed-in browser becomes a trusted device of the account, with a new device cookie. */
  succeeded(userId: number, res: Response): void {
    this.devices.issue(res, userId);
  }

  private keys(attempt: SignInAttempt, req: Request): { rule: FailureLimit; key: string }[] {
    if (attempt.device)
      return [
        {
          rule: LOGIN_FAILURE_LIMITS.device,
          key: `${LOGIN_FAILURE_LIMITS.device.name}:${attempt.device.nonce}`,
        },
      ];
    return [
      {
        rule: LOGIN_FAILURE_LIMITS.address,
        key: `${LOGIN_FAILURE_LIMITS.address.name}:${req.ip ?? ''}`,
      },
      { rule: LOGIN_FAILURE_LIMITS.account, key: accountLockKey(attempt.email) },
    ];
  }

  private lockNotice(email: string, hit: RateLimitHit): void {
    this.background.run(`Sign-in lock notice for ${email}`, () =>
      this.tellOwner(email, LOGIN_FAILURE_LIMITS.account.limit, new Date(hit.resetAt)),
    );
  }

  private async tellOwner(email: string, attempts: number, until: Date): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    this.logger.warn(`Sign-in to user ${user.id} locked until ${until.toISOString()}`);
    const resetUrl = `${this.config.appUrl}${buildPath(user.locale, { name: 'auth', page: 'password-forgot' })}`;
    await this.mail.send({
      to: user.email,
      ...signInLockedMail(user.locale, {
        name: user.name,
        failedAttempts: attempts,
        until,
        resetUrl,
      }),
    });
  }
}
