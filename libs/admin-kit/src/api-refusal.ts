import type { TFunction } from '@bolsos/i18n';

/**
 * The parts of an @bolsos/api-client ApiError the back office reads: `status`, the server's
 * `message` and a 422's field `errors`. Read by shape because a UI lib may not depend on the
 * client (module boundaries); the client's ApiError keeps this shape.
 */
interface RefusalShape {
  status?: unknown;
  message?: unknown;
  errors?: unknown;
}

function refusal(error: unknown): RefusalShape {
  return typeof error === 'object' && error !== null ? (error as RefusalShape) : {};
}

/** The API answered 404: the record does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return refusal(error).status === 404;
}

/** A 422's messages by field path, or undefined for any other failure. */
export function unprocessableErrors(error: unknown): Record<string, string[]> | undefined {
  const { status, errors } = refusal(error);
  if (status !== 422 || typeof errors !== 'object' || errors === null) return undefined;
  return errors as Record<string, string[]>;
}

/**
 * What to tell the user when the API refuses an action they confirmed: 'Too many attempts…' for
 * 429, the server's own message for any other API answer, otherwise the generic one.
 */
export function refusalMessage(error: unknown, t: TFunction): string {
  const { status, message } = refusal(error);
  if (status === 429) return t('errors.too_many_attempts');
  return typeof status === 'number' && typeof message === 'string' && message
    ? message
    : t('errors.error_processing');
}
