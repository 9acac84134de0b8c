import { loginSchema, validate } from '@bolsos/contracts';
import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ValidationException } from '../common/exceptions/api.exception';
import { Metrics } from '../common/metrics/metrics';

/** Validates the body, runs the local strategy, then signs in (which regenerates the session). */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly metrics: Metrics) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest();
    const result = validate(loginSchema, req.body ?? {});
    if (!result.ok) throw new ValidationException(result.errors);
    req.body = result.value;
    await super.canActivate(context);
    await super.logIn(req);
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
