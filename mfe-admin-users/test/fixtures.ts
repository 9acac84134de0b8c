import type { Paginated, User } from '@bolsos/contracts';

export function user(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@bolsos.test`,
    roles: ['manager'],
    password_set_at: '2026-01-02T10:00:00Z',
    created_at: '2026-03-05T12:00:00Z',
    updated_at: '2026-03-05T12:00:00Z',
    ...overrides,
  };
}

export function usersPage(
  data: User[],
  meta: Partial<Paginated<User>['meta']> = {},
): Paginated<User> {
  return {
    data,
    meta: {
      total: data.length,
      page: 1,
      per_page: 20,
      from: data.length ? 1 : 0,
      to: data.length,
      ...meta,
    },
  };
}
