import { IDEMPOTENCY_KEY_PATTERN } from '@bolsos/contracts';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationException } from '../common/exceptions/api.exception';

/** The field a malformed or reused key is reported under (422 `errors`). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

/**
 * The Idempotency-Key header: absent is fine (null), anything else must match the pattern. An
 * empty header is refused rather than read as absent: a client that meant to send a key and sent
 * nothing would otherwise lose the protection without being told.
 */
@Injectable()
export class IdempotencyKeyPipe implements PipeTransform<unknown, string | null> {
  transform(value: unknown): string | null {
    if (value === undefined) return null;
    // Node joins repeated headers with ', ', so two keys fail here too.
    if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
      throw ValidationException.field(IDEMPOTENCY_KEY_FIELD, 'validation.idempotency_key');
    return value;
  }
}
