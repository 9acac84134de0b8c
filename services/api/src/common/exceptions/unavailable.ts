/**
 * Errors that mean a service the API needs (the database, Redis) cannot be reached right now, as
 * opposed to a bug: the client should retry later, so they answer 503 with Retry-After.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/** node-redis's errors for a server it cannot reach (its class names). */
const REDIS_UNREACHABLE = [
  'ClientClosedError',
  'ClientOfflineError',
  'SocketClosedUnexpectedlyError',
  'ConnectionTimeoutError',
  'SocketTimeoutError',
  'DisconnectsClientError',
];

export const RETRY_AFTER_SECONDS = 5;

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, name, message, driverError, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  // node-redis, with its offline queue off, refuses commands while it reconnects; a command
  // already sent when the link drops fails with the socket (closed, timed out, disconnected).
  const kind = (error as { constructor?: { name?: string } }).constructor?.name;
  if (REDIS_UNREACHABLE.some((n) => n === name || n === kind)) return true;
  if (
    typeof message === 'string' &&
    /The client is (?:closed|offline)|Connection is closed|Socket closed unexpectedly|Connection timeout|Socket timeout|Disconnects client|connect ETIMEDOUT|Pool is closed|No connection/i.test(
      message,
    )
  )
    return true;
  return isServiceUnavailable(driverError, depth + 1) || isServiceUnavailable(cause, depth + 1);
}
