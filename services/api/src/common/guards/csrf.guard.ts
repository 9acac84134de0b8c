import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { ApiException } from '../exceptions/api.exception';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sanctum's synchronizer token: the session holds the token, the SPA echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN (or X-CSRF-TOKEN). Runs first, before auth,
 * so a forged request gets 419 whoever it claims to be.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method)) return true;
    const expected = req.session?.csrfToken;
    const header = req.headers['x-xsrf-token'] ?? req.headers['x-csrf-token'];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!expected || !sent || !same(expected, sent)) {
      throw new ApiException(419, 'errors.csrf_mismatch');
    }
    return true;
  }
}
