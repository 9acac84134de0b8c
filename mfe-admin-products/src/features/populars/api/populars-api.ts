import { api } from '@bolsos/api-client';
import { API_PATHS, type Popular } from '@bolsos/contracts';

/** GET /api/populars (staff): the popular products in shop order, each with its full product. */
export function getPopulars(signal?: AbortSignal): Promise<{ data: Popular[] }> {
  return api.get<{ data: Popular[] }>(API_PATHS.populars, { silent: true, signal });
}
