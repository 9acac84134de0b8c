import type { SessionData, Store } from 'express-session';

/** How long a session's expiry, once moved, stays where it is (a two-hour session: a minute). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * Rolling sessions move their expiry on every request, and express-session waits for the store
 * before it ends the response: one more database or Redis round trip on every staff request,
 * and under load each round trip waits its turn behind the visitors' requests. A session this
 * process moved less than `intervalMs` ago is not moved again, so an idle session ends within
 * `intervalMs` before its lifetime is up, never after.
 */
export function throttleTouches<S extends Store>(store: S, intervalMs: number): S {
  const moved = new Map<string, number>();
  const forget = (now: number) => {
    for (const [sid, at] of moved) if (now - at >= intervalMs) moved.delete(sid);
  };
  const remember = (sid: string) => {
    const now = Date.now();
    // Kept to the sessions active within the interval.
    if (moved.size >= 10_000) forget(now);
    moved.set(sid, now);
  };
  const touch = store.touch?.bind(store);
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);
  if (touch) {
    store.touch = (sid: string, session: SessionData, callback?: (err?: unknown) => void) => {
      const at = moved.get(sid);
      if (at !== undefined && Date.now() - at < intervalMs) return callback?.();
      remember(sid);
      touch(sid, session, (error?: unknown) => {
        if (error) moved.delete(sid);
        callback?.(error);
      });
    };
  }
  // A save writes the expiry too.
  store.set = (sid: string, session: SessionData, callback?: (err?: unknown) => void) => {
    remember(sid);
    set(sid, session, (error?: unknown) => {
      if (error) moved.delete(sid);
      callback?.(error);
    });
  };
  store.destroy = (sid: string, callback?: (err?: unknown) => void) => {
    moved.delete(sid);
    destroy(sid, callback);
  };
  return store;
}
