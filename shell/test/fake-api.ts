import { api } from '@bolsos/api-client';
import { useAuthStore } from '@bolsos/auth-store';
import type { User } from '@bolsos/contracts';
import { act } from 'react';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeRoute = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Points the shared `api` client at an in-memory server: routes are keyed 'METHOD /path' (without
 * /api); anything else answers 404. jsdom has no fetch/Response, so answers are minimal objects.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const notify = jest.fn();
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer: FakeAnswer =
      typeof route === 'function'
        ? await route(call)
        : (route ?? { status: 404, body: { message: 'Not Found' } });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: () => 'application/json' },
      text: async () => text,
      body: null,
    } as unknown as Response;
  });
  api.configure({ fetch, notify, getCookie: () => 'xsrf-token', retryDelay: 0 });
  api.clearCache();
  return { calls, fetch, notify };
}

/** Signs out in the store; inside act because mounted components may be listening. */
export function resetAuthStore(): void {
  act(() => useAuthStore.setState({ user: null, status: 'idle', error: null }));
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ana Admin',
    email: 'admin@bolsos.test',
    roles: ['admin'],
    password_set_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /account answering with this user, or 401 when signed out. */
export function accountRoute(user: User | null): FakeRoute {
  return user
    ? { status: 200, body: { user } }
    : { status: 401, body: { message: 'Unauthenticated.' } };
}
