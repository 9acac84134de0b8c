import { api } from '@bolsos/api-client';
import { API_PATHS, type ContactRequest } from '@bolsos/contracts';

/**
 * POST /api/contact: stored, then e-mailed to the shop. Silent: the form shows 422 field
 * messages next to the fields, and raises the 429 toast itself.
 */
export function sendContactMessage(input: ContactRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(API_PATHS.contact, input, { silent: true });
}
