import { MemoryStore, type SessionData } from 'express-session';
import { throttleTouches } from './throttled-touch';

/** A store that counts what reaches it. */
function countingStore() {
  const store = new MemoryStore();
  const calls = { touch: 0, set: 0 };
  const touch = store.touch.bind(store);
  const set = store.set.bind(store);
  store.touch = (sid, session, callback) => {
    calls.touch++;
    touch(sid, session, callback);
  };
  store.set = (sid, session, callback) => {
    calls.set++;
    set(sid, session, callback);
  };
  return { store, calls };
}

const session = { cookie: { originalMaxAge: 7_200_000 } } as unknown as SessionData;
const touched = (store: MemoryStore, sid: string) =>
  new Promise<void>((resolve, reject) =>
    store.touch(sid, session, (error?: unknown) => (error ? reject(error) : resolve())),
  );

describe('throttleTouches', () => {
  afterEach(() => jest.useRealTimers());

  it('moves a session’s expiry at most once an interval, and again once it has passed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const { store, calls } = countingStore();
    throttleTouches(store, 60_000);
    await touched(store, 'a');
    await touched(store, 'a');
    await touched(store, 'b');
    expect(calls.touch).toBe(2);
    jest.setSystemTime(new Date('2026-11-27T10:00:59Z'));
    await touched(store, 'a');
    expect(calls.touch).toBe(2);
    jest.setSystemTime(new Date('2026-11-27T10:01:00Z'));
    await touched(store, 'a');
    expect(calls.touch).toBe(3);
  });

  it('counts a save as a move, and forgets a destroyed session', async () => {
    const { store, calls } = countingStore();
    throttleTouches(store, 60_000);
    await new Promise((resolve) => store.set('a', session, resolve));
    await touched(store, 'a');
    expect(calls).toEqual({ set: 1, touch: 0 });
    await new Promise((resolve) => store.destroy('a', resolve));
    await new Promise((resolve) => store.set('a', session, resolve));
    await new Promise((resolve) => store.destroy('a', resolve));
    await touched(store, 'a');
    expect(calls.touch).toBe(1);
  });

  it('tries again at the next request when a move failed', async () => {
    const { store } = countingStore();
    let failures = 1;
    let attempts = 0;
    // Typed without its error, express-session's callback takes one (as every store passes it).
    store.touch = (_sid, _session, callback?: (error?: unknown) => void) => {
      attempts++;
      callback?.(failures-- > 0 ? new Error('Redis away') : undefined);
    };
    throttleTouches(store, 60_000);
    await expect(touched(store, 'a')).rejects.toThrow('Redis away');
    await touched(store, 'a');
    expect(attempts).toBe(2);
  });
});
