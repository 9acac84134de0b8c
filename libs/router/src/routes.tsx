import {
  Children,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  createPath,
  decodePath,
  joinPaths,
  matchPath,
  normalizePathname,
  routeScore,
  type PathMatch,
  type To,
} from './path-match';
import {
  RouteContext,
  useLocation,
  useNavigate,
  useResolvedPath,
  type RelativeRoutingType,
  type RouteMatch,
} from './router-context';

export interface RouteProps {
  /**
   * 'products', '/admin/*', 'products/:id/edit', '*': relative to the routes this `<Routes>` is
   * rendered in. A trailing '/*' lets a `<Routes>` inside the element match the rest.
   */
  path?: string;
  /** Matches the parent's own path (no path of its own). */
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
}

/** Declares a route of the `<Routes>` it is a child of, which reads its props; renders nothing. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function routesOf(children: ReactNode, routes: RouteProps[]): RouteProps[] {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return;
    if (child.type === Fragment) routesOf(child.props.children, routes);
    else routes.push(child.props);
  });
  return routes;
}

/** The first `count` '/'-separated parts of `raw` (as many as `decoded` has), '/' for '/'. */
const sameSegments = (raw: string, decoded: string) =>
  decoded === '/' ? '/' : raw.split('/').slice(0, decoded.split('/').length).join('/');

/**
 * Renders the element of the best matching `<Route>` child (react-router's ranking; the first
 * of equals wins), or nothing. Inside another route's element it matches what that route's `/*`
 * left of the pathname, so a remote's routes are written relative to where the shell mounts it.
 */
export function Routes({ children }: { children?: ReactNode }) {
  const parents = useContext(RouteContext);
  const { pathname } = useLocation();
  const parent = parents[parents.length - 1];
  const parentBase = parent?.pathnameBase ?? '/';
  // By segments: the location is percent-encoded in a browser, the matched base is not.
  const remaining =
    parentBase === '/'
      ? pathname
      : '/' + pathname.split('/').slice(parentBase.split('/').length).join('/');
  const decoded = decodePath(remaining);
  // A stable sort: the first of equally ranked routes stays first.
  const ranked = routesOf(children, []).sort(
    (a, b) => routeScore(b.path, b.index) - routeScore(a.path, a.index),
  );
  let found: { route: RouteProps; match: PathMatch } | undefined;
  for (const route of ranked) {
    const match = matchPath(
      { path: route.path ?? '', caseSensitive: route.caseSensitive, end: true },
      decoded,
    );
    if (match) {
      found = { route, match };
      break;
    }
  }
  if (!found) return null;
  const { route, match } = found;
  const matched: RouteMatch = {
    params: { ...parent?.params, ...match.params },
    // Matched on the decoded path; given in the location's own encoding.
    pathname: joinPaths([parentBase, sameSegments(remaining, match.pathname)]),
    pathnameBase: normalizePathname(
      joinPaths([parentBase, sameSegments(remaining, match.pathnameBase)]),
    ),
    path: route.path ?? '',
  };
  return (
    <RouteContext.Provider value={[...parents, matched]}>
      {route.element ?? null}
    </RouteContext.Provider>
  );
}

export interface NavigateProps {
  to: To;
  replace?: boolean;
  state?: unknown;
  relative?: RelativeRoutingType;
}

/** Navigates once rendered (in an effect, so never during a server render). */
export function Navigate({ to, replace, state, relative }: NavigateProps): null {
  const navigate = useNavigate();
  // Resolved here, against this route: a string, so the effect runs again only for another path.
  const path = createPath(useResolvedPath(to, relative));
  useEffect(() => {
    void navigate(path, { replace, state });
  }, [navigate, path, replace, state]);
  return null;
}
