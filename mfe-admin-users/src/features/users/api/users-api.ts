import { api } from '@bolsos/api-client';
import {
  API_PATHS,
  LIMITS,
  type Paginated,
  type Role,
  type StaffUser,
  type User,
  type UserCreateRequest,
  type UserSort,
  type UserUpdateRequest,
} from '@bolsos/contracts';

export const USERS_PER_PAGE = LIMITS.staffPerPage;

export interface UsersQuery {
  search: string;
  page: number;
  role?: Role;
  sort?: UserSort;
}

/**
 * GET /api/users?search=&role=&sort=&page=&per_page= (admin). Silent: the page shows its own
 * error, a toast on top would say the same twice.
 */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<Paginated<StaffUser>> {
  return api.get<Paginated<StaffUser>>(API_PATHS.users, {
    params: {
      search: query.search || undefined,
      role: query.role,
      sort: query.sort,
      page: query.page,
      per_page: USERS_PER_PAGE,
    },
    silent: true,
    signal,
  });
}

/**
 * POST /api/users (admin or manager). The user gets an invitation e-mail to set a password. Not
 * silent: the API client toasts the server's summary while the form shows the 422 field messages.
 */
export function createUser(input: UserCreateRequest): Promise<{ data: User }> {
  return api.post<{ data: User }>(API_PATHS.users, input);
}

/** GET /api/users/{id} (admin). Silent: the page shows the not-found or its own error. */
export function getUser(id: number, signal?: AbortSignal): Promise<{ data: StaffUser }> {
  return api.get<{ data: StaffUser }>(API_PATHS.user(id), { silent: true, signal });
}

/**
 * PUT /api/users/{id} (admin) with the form's three fields and nothing else. Not silent, like
 * createUser: the toast carries the server's summary, the form the 422 field messages.
 */
export function updateUser(id: number, input: UserUpdateRequest): Promise<{ data: User }> {
  const { name, email, roles } = input;
  return api.put<{ data: User }>(API_PATHS.user(id), { name, email, roles });
}

/**
 * DELETE /api/users/{id} (admin). Silent: a refusal (own account, last administrator) is shown
 * in the confirmation dialog that asked for it.
 */
export function deleteUser(id: number): Promise<void> {
  return api.delete<void>(API_PATHS.user(id), { silent: true });
}

/**
 * DELETE /api/users/{id}/sign-in-lock (admin): browsers the user never signed in on may try
 * again. Not silent: a failure is toasted, the notice stays with its button.
 */
export function liftSignInLock(id: number): Promise<{ data: StaffUser }> {
  return api.delete<{ data: StaffUser }>(API_PATHS.userSignInLock(id));
}
