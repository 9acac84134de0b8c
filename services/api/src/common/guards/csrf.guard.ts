import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ApiException } from '../exceptions/api.exception';
import { RELEASE_TOKEN_ALLOWED } from '../decorators/release-token-allowed.decorator';
import { anonymousXsrf, type AnonymousXsrf } from '../http/anonymous-xsrf';
import { bearerToken, cookieAuthenticated } from './release-token-verifier';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sanctum's CSRF check: the SPA echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN (or X-CSRF-TOKEN).
 * A session holds its own synchronizer token; a visitor without one sends the signed token
 * GET /sanctum/csrf-cookie gave them (anonymous-xsrf.ts), so reading the site stores nothing.
 * Runs first, before auth, so a forged request gets 419 whoever it claims to be. A release
 * token's request on a route that takes one carries no cookie a browser could send for someone:
 * the token itself is checked next (SessionAuthGuard). A session's request is checked here
 * whatever Authorization header it adds.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly anonymous: AnonymousXsrf;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
  ) {
    this.anonymous = anonymousXsrf(config);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (
      bearerToken(req) !== undefined &&
      !cookieAuthenticated(req) &&
      this.reflector.getAllAndOverride<boolean>(RELEASE_TOKEN_ALLOWED, [
        context.getHandler(),
        context.getClass(),
      ])
    )
      return true;
    const expected = req.session?.csrfToken;
    const header = req.headers['x-xsrf-token'] ?? req.headers['x-csrf-token'];
    const sent = Array.isArray(header) ? header[0] : header;
    // A session's token is the only one it takes: a signed anonymous token is no way around it.
    const valid = expected
      ? Boolean(sent) && same(expected, sent as string)
      : this.anonymous.verify(req);
    if (!valid) throw new ApiException(419, 'errors.csrf_mismatch');
    return true;
  }
}
