import { buildPath } from '@bolsos/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiException } from '../common/exceptions/api.exception';
import { BackgroundTasks } from '../common/lifecycle/background-tasks';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { signInLockedMail } from '../mail/templates';
import { UsersService } from '../users/users.service';

interface FailureLimit {
  name: string;
  limit: number;
  windowSeconds: number;
  key: (email: string, req: Request) => string;
}

/**
 * Failed sign-ins, counted beyond the per account-and-address limit the route has: one address
 * trying many accounts, and one account tried from many addresses. Only failures count, so a
 * shop behind one address keeps signing in. The counters live in the rate-limit store (Redis
 * when SESSION_STORE=redis), so every replica sees the same counts.
 */
export const LOGIN_FAILURE_LIMITS = {
  address: {
    name: 'login-address',
    limit: 20,
    windowSeconds: 600,
    key: (_email, req) => req.ip ?? '',
  },
  account: {
    name: 'login-account',
    limit: 50,
    windowSeconds: 3600,
    key: (email) => email,
  },
} satisfies Record<string, FailureLimit>;

const LIMITS: FailureLimit[] = Object.values(LOGIN_FAILURE_LIMITS);

@Injectable()
export class LoginThrottle {
  private readonly logger = new Logger('LoginThrottle');

  constructor(
    private readonly limits: RateLimitService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly background: BackgroundTasks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 429 with Retry-After while this address or this account has used up its failures. */
  async assertOpen(email: string, req: Request, res: Response): Promise<void> {
    for (const rule of LIMITS) {
      const window = await this.limits.peek(key(rule, email, req));
      if (window && window.count >= rule.limit) {
        res.setHeader(
          'Retry-After',
          String(Math.max(Math.ceil((window.resetAt - Date.now()) / 1000), 1)),
        );
        throw new ApiException(429, 'errors.too_many_attempts');
      }
    }
  }

  /** Counts a failed sign-in; the failure that locks an account tells its owner. */
  async failed(email: string, req: Request): Promise<void> {
    for (const rule of LIMITS) {
      const hit = await this.limits.hit(key(rule, email, req), rule.windowSeconds);
      if (rule === LOGIN_FAILURE_LIMITS.account && hit.count === rule.limit)
        this.background.run(`Sign-in lock notice for ${email}`, () =>
          this.tellOwner(email, rule.limit, new Date(hit.resetAt)),
        );
    }
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

function key(rule: FailureLimit, email: string, req: Request): string {
  return `${rule.name}:${rule.key(email, req)}`;
}
