import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy may hand us: short, and nothing that could forge a log line or a header. */
const ACCEPTED_ID = /^[\w.:@/+=-]{1,128}$/;

const storage = new AsyncLocalStorage<string>();

/**
 * Gives the request its id: the proxy's `X-Request-Id` when the proxy is trusted and the value is
 * sane (so one id follows a request from the edge to our logs), otherwise a new one. The id goes
 * back on the response so a user or an operator can quote it.
 */
export function assignRequestId(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: boolean,
): string {
  const offered = trustProxy ? req.headers['x-request-id'] : undefined;
  const id = typeof offered === 'string' && ACCEPTED_ID.test(offered) ? offered : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** Runs the rest of the request's handling with its id available to every log line. */
export function withRequestId<T>(id: string, work: () => T): T {
  return storage.run(id, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** The id given to this response (also outside the async context, e.g. in error handlers). */
export function responseRequestId(res: Pick<ServerResponse, 'getHeader'>): string | undefined {
  const id = res.getHeader(REQUEST_ID_HEADER);
  return typeof id === 'string' ? id : undefined;
}
