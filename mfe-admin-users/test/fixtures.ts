import type { User } from '@bolsos/contracts';

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
