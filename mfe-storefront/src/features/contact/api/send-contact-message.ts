import { api } from '@bolsos/api-client';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER, type ContactRequest } from '@bolsos/contracts';

/**
 * POST /api/contact: stored, then e-mailed to the shop. Silent: the form shows 422 field
 * messages next to the fields, and raises the 429 toast itself. The key is the same on every
 * retry of one message, so the shop gets it once even when an answer was lost on the way.
 */
export function sendContactMessage(
  input: ContactRequest,
  idempotencyKey: string,
): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_PATHS.contact, input, {
    silent: true,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
