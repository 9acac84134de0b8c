// Test-only door (`@bolsos/api-client/testing`): jest mocks of the client the apps share.
import type { Paginated } from '@bolsos/contracts';
import { api, ApiError, type QueryParams } from '../../src/index';

/** An answer, or a function of the call's query parameters / body that returns or throws one. */
export type MockAnswer = unknown | ((input: { params?: QueryParams; body?: unknown }) => unknown);

/** An API error the way @bolsos/api-client rejects (422 carries `errors` for the form fields). */
export function apiError(
  status: number,
  body: { message: string; errors?: Record<string, string[]> },
) {
  return new ApiError(body.message, status, body);
}

/**
 * Mocks the shared @bolsos/api-client by 'METHOD /path' (paths relative to /api, as the pages
 * call them). Unknown calls reject with a 404 ApiError; an Error answer is thrown.
 */
export function mockApi(routes: Record<string, MockAnswer>) {
  const answer = async (key: string, input: { params?: QueryParams; body?: unknown }) => {
    if (!(key in routes)) throw apiError(404, { message: 'Not Found' });
    const route = routes[key];
    const value = typeof route === 'function' ? await route(input) : route;
    if (value instanceof Error) throw value;
    return value;
  };
  return {
    get: jest
      .spyOn(api, 'get')
      .mockImplementation((path, options) => answer(`GET ${path}`, { params: options?.params })),
    post: jest
      .spyOn(api, 'post')
      .mockImplementation((path, body) => answer(`POST ${path}`, { body })),
  };
}

/** An answer to a write, or a function of its path and body; an Error it returns rejects. */
export type WriteAnswer = unknown | ((path: string, body: unknown) => unknown);

const settle = async (answer: WriteAnswer, path: string, body: unknown) => {
  const value = typeof answer === 'function' ? await answer(path, body) : answer;
  if (value instanceof Error) throw value;
  return value as never;
};

/**
 * PUT, DELETE and multipart uploads, one answer (or function of the path) each: the pages
 * under test make one kind of write at a time, and the spec asserts the path it was sent to.
 */
export function mockWrites({
  put,
  del,
  upload,
}: {
  put?: WriteAnswer;
  del?: WriteAnswer;
  upload?: WriteAnswer;
}) {
  return {
    put: jest.spyOn(api, 'put').mockImplementation((path, body) => settle(put, path, body)),
    delete: jest.spyOn(api, 'delete').mockImplementation((path) => settle(del, path, undefined)),
    upload: jest
      .spyOn(api, 'upload')
      .mockImplementation((path, form) => settle(upload, path, form)),
  };
}

/** A list answer `{data, meta}` for `data` as page 1 of its own, unless `meta` says otherwise. */
export function pagedAnswer<T>(data: T[], meta: Partial<Paginated<T>['meta']> = {}): Paginated<T> {
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
