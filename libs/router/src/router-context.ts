import { createContext, useCallback, useContext, useMemo, type Context } from 'react';
import { createPath, joinPaths, resolveTo, type Params, type Path, type To } from './path-match';
import { guarded, type Location, type RouterHistory } from './router-history';

/**
 * What a router gives everything below it. One context for the history and the location: every
 * reader of the history but useNavigationGuard reads the location too.
 */
export interface Navigation {
  /** '/' or '/prefix': what every path the apps write is relative to. */
  basename: string;
  history: RouterHistory;
  /** The current location, without the basename. */
  location: Location;
}

/** One matched `<Route>` of the `<Routes>` above (and of theirs). */
export interface RouteMatch {
  params: Params;
  pathname: string;
  pathnameBase: string;
  /** The route's path; '' for an index route. */
  path: string;
}

interface Contexts {
  router: Context<Navigation | null>;
  route: Context<RouteMatch[]>;
}

/**
 * On the server the shell and the storefront are two bundles, each with its own copy of this lib
 * (in the browser Module Federation shares one); the contexts live under a global symbol so the
 * storefront's routes read the router the shell's StaticRouter provides (as @bolsos/i18n does).
 */
const CONTEXTS_KEY = Symbol.for('bolsos.router');

function contexts(): Contexts {
  const registry = globalThis as typeof globalThis & { [CONTEXTS_KEY]?: Contexts };
  return (registry[CONTEXTS_KEY] ??= {
    router: createContext<Navigation | null>(null),
    route: createContext<RouteMatch[]>([]),
  });
}

export const { router: RouterContext, route: RouteContext } = contexts();

export function useNavigation(): Navigation {
  const navigation = useContext(RouterContext);
  if (!navigation) throw new Error('@bolsos/router: outside a <Router>');
  return navigation;
}

/** The current location, without the router's basename. */
export const useLocation = (): Location => useNavigation().location;

/** The params of the route this is rendered in, the ones of the routes above included. */
export function useParams<Key extends string = string>(): Readonly<Partial<Params<Key>>> {
  const matches = useContext(RouteContext);
  return (matches[matches.length - 1]?.params ?? {}) as Partial<Params<Key>>;
}

/**
 * What a relative path starts from: each route that has a path contributes its matched base,
 * the innermost its whole matched pathname (react-router 7's relative splat paths).
 */
function routePathnames(matches: RouteMatch[]): string[] {
  const contributing = matches.filter((match, index) => index === 0 || match.path);
  return contributing.map((match, index) =>
    index === contributing.length - 1 ? match.pathname : match.pathnameBase,
  );
}

export type RelativeRoutingType = 'route' | 'path';

/** `to` resolved against the route this is rendered in, without the basename. */
export function useResolvedPath(to: To, relative?: RelativeRoutingType): Path {
  const matches = useContext(RouteContext);
  const { pathname } = useLocation();
  return resolveTo(to, routePathnames(matches), pathname, relative === 'path');
}

export const withBasename = (basename: string, path: Path): Path =>
  basename === '/'
    ? path
    : {
        ...path,
        pathname: path.pathname === '/' ? basename : joinPaths([basename, path.pathname]),
      };

/** The href of `to` (basename included), for an `<a>`. */
export function useHref(to: To, options?: { relative?: RelativeRoutingType }): string {
  return createPath(withBasename(useNavigation().basename, useResolvedPath(to, options?.relative)));
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** The new location's `state`. */
  state?: unknown;
  /** 'path': '..' removes a path segment instead of going up a route. */
  relative?: RelativeRoutingType;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  /** Back (-1) or forward (1) in the history. */
  (delta: number): void | Promise<void>;
}

/**
 * navigate(to, options) or navigate(delta), relative `to` resolved as by <Link>. Asks the page's
 * navigation guards first (see useNavigationGuard).
 */
export function useNavigate(): NavigateFunction {
  const {
    basename,
    history,
    location: { pathname },
  } = useNavigation();
  // A string, so that the function changes only when where it resolves from does.
  const from = JSON.stringify(routePathnames(useContext(RouteContext)));
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return history.go(to);
      const path = withBasename(
        basename,
        resolveTo(to, JSON.parse(from) as string[], pathname, options?.relative === 'path'),
      );
      guarded(history.guards, () => history.push(path, options?.state, options?.replace));
    },
    [basename, history, pathname, from],
  );
}

type SearchParamsInit =
  string | [string, string][] | Record<string, string | string[]> | URLSearchParams;

/** react-router's `createSearchParams`: a record's array value gives the name several times. */
const createSearchParams = (init: SearchParamsInit) =>
  new URLSearchParams(
    typeof init !== 'object' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([name, value]) => [value].flat().map((one) => [name, one])),
  );

export type SetURLSearchParams = (
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The location's query, and a setter that navigates to the same pathname with another query
 * (`options` as for navigate; a function receives a copy of the current query).
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${createSearchParams(init)}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
