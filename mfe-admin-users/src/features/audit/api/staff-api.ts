import { api } from '@bolsos/api-client';
import { API_PATHS, LIMITS, type Paginated, type User } from '@bolsos/contracts';

/**
 * GET /api/users with the largest page (admin): the staff the audit log can be filtered by.
 * Silent: without it the filter offers no names, and the log itself still loads.
 */
export function getStaff(signal?: AbortSignal): Promise<Paginated<User>> {
  return api.get<Paginated<User>>(API_PATHS.users, {
    params: { per_page: LIMITS.perPageMax },
    silent: true,
    signal,
  });
}
