import {
  ClientOfflineError as RedisClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
} from 'redis';
import { isServiceUnavailable } from './unavailable';

describe('isServiceUnavailable', () => {
  class ClientOfflineError extends Error {}

  it('recognises a database or Redis that cannot be reached', () => {
    expect(isServiceUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(
      isServiceUnavailable(
        Object.assign(new Error('query failed'), {
          driverError: { code: 'PROTOCOL_CONNECTION_LOST' },
        }),
      ),
    ).toBe(true);
    expect(isServiceUnavailable(new ClientOfflineError('The client is offline'))).toBe(true);
    expect(isServiceUnavailable(new Error('x', { cause: { code: 'ETIMEDOUT' } }))).toBe(true);
  });

  it("recognises node-redis's own errors for a link that drops with a command in flight", () => {
    expect(isServiceUnavailable(new SocketClosedUnexpectedlyError())).toBe(true);
    expect(isServiceUnavailable(new ConnectionTimeoutError())).toBe(true);
    expect(isServiceUnavailable(new SocketTimeoutError(5000))).toBe(true);
    expect(isServiceUnavailable(new DisconnectsClientError())).toBe(true);
    expect(isServiceUnavailable(new RedisClientOfflineError())).toBe(true);
    // As connect-redis hands it on: wrapped, or with its class name lost.
    expect(
      isServiceUnavailable(new Error('session', { cause: new SocketClosedUnexpectedlyError() })),
    ).toBe(true);
    expect(isServiceUnavailable(new Error('Socket closed unexpectedly'))).toBe(true);
  });

  it('leaves bugs and bad data to be 500s', () => {
    expect(isServiceUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isServiceUnavailable(Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY' }))).toBe(
      false,
    );
    expect(isServiceUnavailable(null)).toBe(false);
    expect(isServiceUnavailable('ECONNREFUSED')).toBe(false);
  });
});
