import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { stripBasename } from './path-match';
import { LocationContext, NavigationContext } from './router-context';
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
  const navigation = useMemo(() => ({ basename: base, history }), [base, history]);
  const { pathname } = location;
  const inside = useMemo(() => {
    const trailing = stripBasename(pathname, base);
    return trailing == null ? null : { ...location, pathname: trailing };
  }, [location, pathname, base]);
  // Outside the basename nothing of the app renders (react-router does the same).
  if (!inside) return null;
  return (
    <NavigationContext.Provider value={navigation}>
      <LocationContext.Provider value={inside}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
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

/** One fixed location, for a server render; navigating throws. */
export function StaticRouter({ location, ...props }: StaticRouterProps) {
  const history = useMemo(() => staticHistory(location), [location]);
  return <Router {...props} history={history} />;
}
