import { hasRoles } from '@bolsos/contracts';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ALLOW_WITHOUT_PASSWORD } from '../decorators/allow-without-password.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { ROLES_KEY, type RolesRequirement } from '../decorators/roles.decorator';
import { ApiException } from '../exceptions/api.exception';
import type { AuthUser } from '../types/auth-user';

/**
 * Deny by default: a route is open only with @Public(). Then the 418 gate for
 * users who must set a password first, then the @Roles() check.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const req = context.switchToHttp().getRequest<Request>();
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
}
