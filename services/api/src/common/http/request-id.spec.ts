import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId, currentRequestId, withRequestId } from './request-id';

function exchange(header?: string) {
  const headers: Record<string, string> = {};
  const req = { headers: header === undefined ? {} : { 'x-request-id': header } };
  const res = { setHeader: (name: string, value: string) => void (headers[name] = value) };
  return {
    req: req as unknown as IncomingMessage,
    res: res as unknown as ServerResponse,
    headers,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('assignRequestId', () => {
  it("keeps a trusted proxy's id and returns it on the response", () => {
    const { req, res, headers } = exchange('lb-7f3a:42');
    expect(assignRequestId(req, res, true)).toBe('lb-7f3a:42');
    expect(headers['X-Request-Id']).toBe('lb-7f3a:42');
  });

  it('makes its own id when the proxy is not trusted, so a client cannot choose log ids', () => {
    const { req, res, headers } = exchange('chosen-by-client');
    const id = assignRequestId(req, res, false);
    expect(id).toMatch(UUID);
    expect(headers['X-Request-Id']).toBe(id);
  });

  it.each([
    ['too long', 'x'.repeat(129)],
    ['a forged log line', 'a"\n{"level":"error"}'],
    ['empty', ''],
    ['spaces', 'two words'],
  ])('replaces an id that is %s', (_why, value) => {
    const { req, res } = exchange(value);
    expect(assignRequestId(req, res, true)).toMatch(UUID);
  });

  it('gives different requests different ids', () => {
    const a = exchange();
    const b = exchange();
    expect(assignRequestId(a.req, a.res, true)).not.toBe(assignRequestId(b.req, b.res, true));
  });
});

describe('withRequestId', () => {
  it('makes the id visible to code that runs later in the same request, and only there', async () => {
    const seen = await withRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('req-1');
    expect(currentRequestId()).toBeUndefined();
  });
});
