import { api } from '@bolsos/api-client';

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * Points the shared API client at a fake fetch that answers by path ('/api/users'), and returns
 * the mock so tests can read the URLs that were asked for. jsdom has no fetch of its own.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): jest.Mock {
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname] ?? { status: 404, body: { message: 'Not Found' } };
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
      body: null,
    } as unknown as Response;
  });
  api.clearCache();
  api.configure({ fetch, retryDelay: 0, notify: () => undefined });
  return fetch;
}
