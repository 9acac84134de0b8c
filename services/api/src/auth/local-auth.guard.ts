import { loginSchema, validate, type LoginRequest } from '@bolsos/contracts';
import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { AuditService } from '../audit/audit.service';
import { ValidationException } from '../common/exceptions/api.exception';
import { Metrics } from '../common/metrics/metrics';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottle } from './login-throttle.service';

/** Validates the body, runs the local strategy, then signs in (which regenerates the session). */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly metrics: Metrics,
    private readonly throttle: LoginThrottle,
  ) {
    super();
  }

  /** The e-mail tried (never the password), filed under its account when there is one. */
  private async recordFailure(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    await this.audit.record({
      action: 'sign_in_failed',
      entity: 'user',
      entityId: user?.id ?? null,
      details: { email },
      actor: null,
    });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest();
    const result = validate<LoginRequest>(loginSchema, req.body ?? {});
    if (!result.ok) throw new ValidationException(result.errors);
    req.body = result.value;
    const res = context.switchToHttp().getResponse();
    const attempt = await this.throttle.attempt(result.value.email, req);
    await this.throttle.assertOpen(attempt, req, res);
    try {
      await super.canActivate(context);
    } catch (error) {
      if (error instanceof ValidationException) {
        await this.throttle.failed(attempt, req);
        await this.recordFailure(result.value.email);
      }
      throw error;
    }
    await super.logIn(req);
    this.throttle.succeeded((req.user as User).id, res);
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error || !user) {
      this.metrics.loginFailures.inc();
      throw new ValidationException(
        { email: [{ key: 'errors.login_failed' }] },
        'errors.login_failed',
      );
    }
    return user;
  }
}
