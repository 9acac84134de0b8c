/** Spec §9: at most one automatic reload per 10 seconds, remembered in sessionStorage. */
export const RELOAD_WINDOW_MS = 10_000;
export const RELOAD_GUARD_KEY = 'bolsos:reload-guard';

// stack-notes: how chunk and remote failures surface from rspack, the browser and the MF runtime.
const CHUNK_MESSAGE =
  /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|RUNTIME-00[38]/i;
const CHUNK_NAMES = ['ChunkLoadError', 'RemoteLoadError'];

/** A download failure of code (a lazy chunk or a remote), which a fresh page load may cure. */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (typeof error === 'string') return CHUNK_MESSAGE.test(error);
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (CHUNK_NAMES.includes(String(name)) || CHUNK_MESSAGE.test(String(message))) return true;
  return cause !== undefined && isChunkLoadError(cause, depth + 1);
}

export interface ReloadGuardOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  reload?: () => void;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be disabled (privacy settings); then no automatic reload is risked.
    return null;
  }
}

/** True when no guarded reload happened in the last 10 s (so one may happen now). */
export function canReload({ storage = defaultStorage(), now = Date.now }: ReloadGuardOptions = {}) {
  if (!storage) return false;
  let last: number;
  try {
    last = Number(storage.getItem(RELOAD_GUARD_KEY));
  } catch {
    return false;
  }
  const elapsed = now() - last;
  return !Number.isFinite(last) || last <= 0 || elapsed >= RELOAD_WINDOW_MS || elapsed < 0;
}

/**
 * Reloads the page once: returns true when it did (the caller shows a loader meanwhile), false
 * inside the 10 s window after the previous guarded reload, where the caller shows the error page.
 */
export function reloadOnce(options: ReloadGuardOptions = {}): boolean {
  const { storage = defaultStorage(), now = Date.now } = options;
  if (!storage || !canReload({ storage, now })) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now()));
  } catch {
    return false;
  }
  (options.reload ?? (() => globalThis.location.reload()))();
  return true;
}
