import { api } from '@bolsos/api-client';
import { API_PATHS, type ContactRequest } from '@bolsos/contracts';

/**
 * POST /api/contact: stored, then e-mailed to the shop. Silent: the form shows the answer
 * (422 field messages, 429 throttling) next to itself instead of a toast.
 */
export function sendContactMessage(input: ContactRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_PATHS.contact, input, { silent: true });
}
