import { createContext, useCallback, useContext, useMemo, useState, type Context } from 'react';
import { createPath, joinPaths, resolveTo, type Params, type Path, type To } from './path-match';
import { guarded, type Location, type RouterHistory } from './router-history';

export interface Navigation {
  /** '/' or '/prefix': what every path the apps write is relative to. */
  basename: string;
  history: RouterHistory;
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
  navigation: Context<Navigation | null>;
  location: Context<Location | null>;
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
    navigation: createContext<Navigation | null>(null),
    location: createContext<Location | null>(null),
    route: createContext<RouteMatch[]>([]),
  });
}

export const {
  navigation: NavigationContext,
  location: LocationContext,
  route: RouteContext,
} = contexts();

function inRouter<T>(value: T | null): T {
  if (!value) throw new Error('@bolsos/router: used outside a <Router>');
  return value;
}

export const useNavigation = () => inRouter(useContext(NavigationContext));

/** The current location, without the router's basename. */
export const useLocation = (): Location => inRouter(useContext(LocationContext));

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
export function useHref(to: To, { relative }: { relative?: RelativeRoutingType } = {}): string {
  return createPath(withBasename(useNavigation().basename, useResolvedPath(to, relative)));
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
  const { basename, history } = useNavigation();
  const { pathname } = useLocation();
  // A string, so that the function changes only when where it resolves from does.
  const from = JSON.stringify(routePathnames(useContext(RouteContext)));
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = withBasename(
        basename,
        resolveTo(to, JSON.parse(from) as string[], pathname, options.relative === 'path'),
      );
      guarded(history.guards, () => history.push(path, options.state, options.replace));
    },
    [basename, history, pathname, from],
  );
}

type SearchParamsInit =
  string | [string, string][] | Record<string, string | string[]> | URLSearchParams;

function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  return new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([name, value]) =>
          ([] as string[]).concat(value).map((one) => [name, one]),
        ),
  );
}

export type SetURLSearchParams = (
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The location's query, and a setter that navigates to the same pathname with another query
 * (`options` as for navigate). `defaultInit` fills names the URL lacks until the first set.
 */
export function useSearchParams(
  defaultInit?: SearchParamsInit,
): [URLSearchParams, SetURLSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [defaults] = useState(() => ({ params: createSearchParams(defaultInit), used: false }));
  const params = useMemo(() => {
    const params = createSearchParams(search);
    if (!defaults.used) {
      for (const name of new Set(defaults.params.keys())) {
        if (params.has(name)) continue;
        for (const value of defaults.params.getAll(name)) params.append(name, value);
      }
    }
    return params;
  }, [search, defaults]);
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      defaults.used = true;
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${createSearchParams(init)}`, options);
    },
    [navigate, params, defaults],
  );
  return [params, setParams];
}
