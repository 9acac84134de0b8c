import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RATE_LIMIT, type RateLimitRule } from '../decorators/rate-limit.decorator';
import { ApiException } from '../exceptions/api.exception';
import { RateLimitService } from '../rate-limit/rate-limit.service';

export function rateLimitKey(rule: RateLimitRule, req: Request): string {
  return `${rule.name}:${rule.key ? rule.key(req) : req.ip}`;
}

/** Counts calls to routes marked @RateLimit() and answers 429 with Retry-After past the limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const hit = await this.limits.hit(rateLimitKey(rule, req), rule.windowSeconds);
    const remaining = Math.max(rule.limit - hit.count, 0);
    res.setHeader('X-RateLimit-Limit', String(rule.limit));
    res.setHeader('X-RateLimit-Remaining', String(remaining));
    if (hit.count > rule.limit) {
      const retryAfter = Math.max(Math.ceil((hit.resetAt - Date.now()) / 1000), 1);
      res.setHeader('Retry-After', String(retryAfter));
      res.setHeader('X-RateLimit-Reset', String(Math.ceil(hit.resetAt / 1000)));
      throw new ApiException(429, 'errors.too_many_attempts');
    }
    return true;
  }
}
