import { isApiError } from '@bolsos/api-client';
import type { TFunction } from '@bolsos/i18n';

/** What a confirmation dialog says when the API refuses: its own message, or the generic one. */
export function refusalMessage(error: unknown, t: TFunction): string {
  if (isApiError(error, 429)) return t('errors.too_many_attempts');
  return isApiError(error) && error.message ? error.message : t('errors.error_processing');
}
