import { createPath, parsePath, type Path } from './path-match';

/** What `useLocation()` returns (react-router's `Location`). */
export interface Location<State = unknown> extends Path {
  /** What the navigation that made this entry passed as `state`; null when none. */
  state: State;
  /** Unique per history entry; 'default' for the first one. */
  key: string;
}

/** A mounted `useNavigationGuard` with unsaved changes to protect. */
export interface ActiveGuard {
  blocking: { current: boolean };
  ask: { current: (proceed: () => void) => void };
}

/** The history a router reads and moves; its pathnames include the router's basename. */
export interface RouterHistory {
  location: Location;
  /** Calls `listener` (the router's one) after every change of `location`. */
  listen(listener: () => void): () => void;
  push(path: Path, state: unknown, replace?: boolean): void;
  go(delta: number): void;
  /** A pathname encoded the way this history's locations are (for NavLink's comparison). */
  encode(pathname: string): string;
  /** The guards mounted under this router, oldest first. */
  guards: ActiveGuard[];
}

/**
 * Runs `go` unless a guard has unsaved changes: then the newest such guard is asked, and its
 * answer lets every guard's changes go (one question per navigation) before `go` runs.
 */
export function guarded(guards: ActiveGuard[], go: () => void): void {
  const asking = [...guards].reverse().find((guard) => guard.blocking.current);
  if (!asking) return go();
  asking.ask.current(() => {
    for (const guard of guards) guard.blocking.current = false;
    go();
  });
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function toLocation(to: Partial<Location> | string, key: string): Location {
  const parts: Partial<Location> = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: parts.pathname || '/',
    search: parts.search || '',
    hash: parts.hash || '',
    state: parts.state ?? null,
    key: parts.key || key,
  };
}

/** The browser's URL in a way that resolves like the address bar ('http://x' is a placeholder). */
const encodeUrlPath = (pathname: string) => new URL(`http://x${pathname}`).pathname;

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/**
 * The window's history. Each entry's state is react-router's `{ usr, key, idx }`, so the index
 * tells how far back or forward a popstate went: a guarded back or forward is undone (the browser
 * has moved already) and asked about, and going on moves the same distance again.
 */
export function browserHistory(): RouterHistory {
  const { history } = window;
  const entry = (): EntryState => history.state ?? {};
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const { usr, key } = entry();
    return { pathname, search, hash, state: usr ?? null, key: key || 'default' };
  };
  // The entry the page was opened on has no index until the app first leaves it (push, below):
  // writing it at start-up was a synchronous trip to the browser process inside the first render.
  let index = entry().idx ?? 0;
  let emit: (() => void) | undefined;
  const self: RouterHistory = {
    location: read(),
    listen(listener) {
      emit = listener;
      window.addEventListener('popstate', onPop);
      return () => {
        emit = undefined;
        window.removeEventListener('popstate', onPop);
      };
    },
    push(path, state, replace) {
      const key = createKey();
      const current = entry();
      if (!replace && current.idx == null) history.replaceState({ ...current, idx: 0 }, '');
      index = (current.idx ?? 0) + (replace ? 0 : 1);
      history[replace ? 'replaceState' : 'pushState'](
        { usr: state, key, idx: index },
        '',
        createPath(path),
      );
      self.location = read();
      emit?.();
    },
    go: (delta) => history.go(delta),
    encode: encodeUrlPath,
    guards: [],
  };
  let undoing = 0;
  function onPop() {
    const next = entry().idx;
    if (undoing) {
      // Back on the entry the guard protects: ask, and on "leave" make the same move again.
      const delta = undoing;
      undoing = 0;
      guarded(self.guards, () => history.go(delta));
      return;
    }
    const delta = next == null ? 0 : next - index;
    if (delta && self.guards.some((guard) => guard.blocking.current)) {
      undoing = delta;
      history.go(-delta);
      return;
    }
    index = next ?? 0;
    self.location = read();
    emit?.();
  }
  return self;
}

/** A history kept in memory (tests, and react-router's MemoryRouter semantics). */
export function memoryHistory(
  initialEntries?: (string | Partial<Location>)[],
  initialIndex?: number,
): RouterHistory {
  const entries = (initialEntries ?? ['/']).map((entry, i) =>
    toLocation(entry, i ? createKey() : 'default'),
  );
  const clamp = (n: number) => Math.min(Math.max(n, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let emit: (() => void) | undefined;
  const self: RouterHistory = {
    location: entries[index] as Location,
    listen(listener) {
      emit = listener;
      return () => (emit = undefined);
    },
    push(path, state, replace) {
      const location = { ...path, state: state ?? null, key: createKey() };
      if (!replace) index += 1;
      entries.splice(index, replace ? 1 : entries.length, location);
      self.location = location;
      emit?.();
    },
    go(delta) {
      guarded(self.guards, () => {
        index = clamp(index + delta);
        self.location = entries[index] as Location;
        emit?.();
      });
    },
    encode: (pathname) => pathname,
    guards: [],
  };
  return self;
}

/**
 * The one location of a server render (nothing listens there, and effects, where navigations
 * happen, do not run). Pathnames are compared encoded, as the request's path is.
 */
export const staticHistory = (location: string | Partial<Location>): RouterHistory => ({
  ...memoryHistory([location]),
  encode: encodeUrlPath,
});
