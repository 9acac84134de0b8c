import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { stripBasename } from './path-match';
import { RouterContext } from './router-context';
import {
  browserHistory,
  memoryHistory,
  staticHistory,
  type Location,
  type RouterHistory,
} from './router-history';

interface RouterProps {
  /** The path the app lives under ('/shop'); every path it writes is relative to it. */
  basename?: string;
  children?: ReactNode;
}

/** Provides `history` to everything below, re-rendering them when its location changes. */
function Router({ basename = '/', history, children }: RouterProps & { history: RouterHistory }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    // A transition, as react-router does: a page that suspends (a lazy chunk) keeps the one on
    // screen until it is ready instead of showing its fallback.
    const follow = () => startTransition(() => setLocation(history.location));
    follow();
    return history.listen(follow);
  }, [history]);
  const base = basename.replace(/^\/*/, '/');
  const navigation = useMemo(() => {
    const pathname = stripBasename(location.pathname, base);
    return pathname == null
      ? null
      : { basename: base, history, location: { ...location, pathname } };
  }, [location, base, history]);
  // Outside the basename nothing of the app renders (react-router does the same).
  return (
    navigation && <RouterContext.Provider value={navigation}>{children}</RouterContext.Provider>
  );
}

/** Follows the window's address and history. */
export function BrowserRouter(props: RouterProps) {
  const [history] = useState(browserHistory);
  return <Router {...props} history={history} />;
}

export interface MemoryRouterProps extends RouterProps {
  /** The history's entries ('/a?b', or `{ pathname, search, state }`); ['/'] by default. */
  initialEntries?: (string | Partial<Location>)[];
  /** The entry to start on; the last one by default. */
  initialIndex?: number;
}

/** A history of its own in memory (tests, embedded views). */
export function MemoryRouter({ initialEntries, initialIndex, ...props }: MemoryRouterProps) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return <Router {...props} history={history} />;
}

export interface StaticRouterProps extends RouterProps {
  /** The requested path and query ('/a/b?c=d'), or its parts. */
  location: string | Partial<Location>;
}

/** One fixed location, for a server render. */
export function StaticRouter({ location, ...props }: StaticRouterProps) {
  const history = useMemo(() => staticHistory(location), [location]);
  return <Router {...props} history={history} />;
}
