import { IDEMPOTENCY_KEY_HEADER } from '@bolsos/contracts';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { IdempotencyKeyPipe } from './idempotency-key.pipe';

const idempotencyKeyHeader = createParamDecorator(
  (_: unknown, context: ExecutionContext): unknown =>
    context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()],
);

/** The request's Idempotency-Key header: null when absent, a 422 when malformed. */
export const IdempotencyKey = (): ParameterDecorator => idempotencyKeyHeader(IdempotencyKeyPipe);
