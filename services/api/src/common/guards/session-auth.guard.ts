import { hasRoles } from '@bolsos/contracts';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ALLOW_WITHOUT_PASSWORD } from '../decorators/allow-without-password.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { RELEASE_TOKEN_ALLOWED } from '../decorators/release-token-allowed.decorator';
import { ROLES_KEY, type RolesRequirement } from '../decorators/roles.decorator';
import { ApiException } from '../exceptions/api.exception';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import type { AuthUser } from '../types/auth-user';
import {
  bearerToken,
  cookieAuthenticated,
  RELEASE_TOKEN_FAILURES,
  ReleaseTokenVerifier,
  setReleaseTokenCaller,
} from './release-token-verifier';

/**
 * Deny by default: a route is open only with @Public(), or to a release token with
 * @ReleaseTokenAllowed(). Then the 418 gate for users who must set a password first, then the
 * @Roles() check.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly releaseTokens: ReleaseTokenVerifier,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const token = bearerToken(req);
    // A session's request is the session's: only a cookie-less caller is taken at its token.
    if (
      token !== undefined &&
      !cookieAuthenticated(req) &&
      this.reflector.getAllAndOverride<boolean>(RELEASE_TOKEN_ALLOWED, targets)
    ) {
      await this.checkReleaseToken(token, req, context.switchToHttp().getResponse<Response>());
      return true;
    }
    const user = req.user as AuthUser | undefined;
    if (!user || !req.isAuthenticated?.()) throw new ApiException(401, 'errors.unauthenticated');
    if (
      !user.passwordSetAt &&
      !this.reflector.getAllAndOverride<boolean>(ALLOW_WITHOUT_PASSWORD, targets)
    ) {
      throw new ApiException(418, 'errors.password_not_set');
    }
    const required = this.reflector.getAllAndOverride<RolesRequirement | undefined>(
      ROLES_KEY,
      targets,
    );
    if (required && !hasRoles(user.roles, required.roles, required.mode)) {
      throw new ApiException(403, 'errors.permission_denied');
    }
    return true;
  }

  /** Lets a working release token in; anything else is 401, and counted like a failed sign-in. */
  private async checkReleaseToken(token: string, req: Request, res: Response): Promise<void> {
    const key = `${RELEASE_TOKEN_FAILURES.name}:${req.ip ?? ''}`;
    const window = await this.limits.peek(key);
    if (window && window.count >= RELEASE_TOKEN_FAILURES.limit) {
      res.setHeader(
        'Retry-After',
        String(Math.max(Math.ceil((window.resetAt - Date.now()) / 1000), 1)),
      );
      throw new ApiException(429, 'errors.too_many_attempts');
    }
    const caller = await this.releaseTokens.verify(token);
    if (!caller) {
      await this.limits.hit(key, RELEASE_TOKEN_FAILURES.windowSeconds);
      throw new ApiException(401, 'errors.unauthenticated');
    }
    setReleaseTokenCaller(req, caller);
  }
}
