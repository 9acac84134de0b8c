import { renderHook } from '@testing-library/react';
import { newIdempotencyKey, useIdempotencyKey } from './use-idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const message = { name: 'Ana', email: 'ana@example.com', message: 'A long enough message.' };

describe('useIdempotencyKey', () => {
  it('keeps one key for every send of the same message, across re-renders', () => {
    const hook = renderHook(() => useIdempotencyKey());
    const key = hook.result.current.keyFor(message);
    expect(key).toMatch(UUID);
    hook.rerender();
    expect(hook.result.current.keyFor({ ...message })).toBe(key);
  });

  it('makes a new key after a reset (a success), even for the same message', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const key = result.current.keyFor(message);
    result.current.reset();
    const next = result.current.keyFor(message);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(key);
  });

  it('makes a new key for an edited message, and never sends one key with two messages', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const key = result.current.keyFor(message);
    const edited = result.current.keyFor({ ...message, message: 'Another message entirely.' });
    expect(edited).toMatch(UUID);
    expect(edited).not.toBe(key);
    expect(result.current.keyFor({ ...message, email: 'ana@example.org' })).not.toBe(edited);
  });
});

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    const source = {
      randomUUID: () => '11111111-2222-4333-8444-555555555555',
      getRandomValues: jest.fn(),
    } as unknown as Crypto;
    expect(newIdempotencyKey(source)).toBe('11111111-2222-4333-8444-555555555555');
    expect(source.getRandomValues).not.toHaveBeenCalled();
  });

  it('makes a version-4 UUID from getRandomValues on plain-http origins without randomUUID', () => {
    const fill = (value: number) =>
      ({
        getRandomValues: <T extends ArrayBufferView>(array: T) => {
          (array as unknown as Uint8Array).fill(value);
          return array;
        },
      }) as unknown as Crypto;
    expect(newIdempotencyKey(fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newIdempotencyKey(fill(0x00))).toBe('00000000-0000-4000-8000-000000000000');
    const real = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(real)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID);
  });
});
