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

  it('leaves bugs and bad data to be 500s', () => {
    expect(isServiceUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isServiceUnavailable(Object.assign(new Error('dup'), { code: 'ER_DUP_ENTRY' }))).toBe(
      false,
    );
    expect(isServiceUnavailable(null)).toBe(false);
    expect(isServiceUnavailable('ECONNREFUSED')).toBe(false);
  });
});
