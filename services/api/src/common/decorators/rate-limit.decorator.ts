import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

export const RATE_LIMIT = 'bolsos:rate-limit';
export interface RateLimitRule {
  /** bucket name, part of the key */
  name: string;
  limit: number;
  windowSeconds: number;
  /** what identifies the caller; the client IP by default */
  key?: (req: Request) => string;
}
export const RateLimit = (rule: RateLimitRule) => SetMetadata(RATE_LIMIT, rule);
