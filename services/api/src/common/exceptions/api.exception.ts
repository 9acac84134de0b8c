import { HttpException } from '@nestjs/common';
import type { MessageKey, ValidationErrors } from '@bolsos/contracts';

/** An HTTP error whose message is a catalogue key, translated per request by the filter. */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly key: MessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(key, status);
  }
}

/** 422 with messages per field, in the shape Laravel/Sanctum front ends expect. */
export class ValidationException extends HttpException {
  constructor(
    readonly errors: ValidationErrors,
    readonly messageKey: MessageKey = 'errors.data_invalid',
  ) {
    super(messageKey, 422);
  }

  static field(field: string, key: MessageKey, params?: Record<string, string | number>) {
    return new ValidationException({ [field]: [{ key, params }] });
  }
}
