/**
 * Why this lib exists: the shell and every remote must share ONE router (one location, one set of
 * contexts), so it is a Module Federation singleton, and federation never tree-shakes a shared
 * package. It used to bundle react-router 7 cut down to these exports, still 13.6 KiB gzipped on
 * every page; this is an implementation of just the declarative API the apps use, with
 * react-router's semantics (matching, ranking, relative links, history state), at a fraction of
 * the size. Add an export (and a CHANGELOG entry) when an app needs another router API; ESLint
 * forbids importing `react-router`.
 */
export { BrowserRouter, MemoryRouter, StaticRouter } from './routers';
export { Navigate, Route, Routes } from './routes';
export { Link, NavLink } from './links';
export { matchPath } from './path-match';
export {
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateOptions,
} from './router-context';
export { useNavigationGuard, type NavigationGuard } from './navigation-guard';
