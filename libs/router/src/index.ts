/**
 * The page's one router: react-router 7, re-exported. The shell and every remote must share ONE
 * router (one location, one set of contexts), so this lib is a Module Federation singleton that
 * carries react-router inside it. Federation never tree-shakes a shared module, so only what the
 * apps import is re-exported here: add an export (and a CHANGELOG entry) when an app needs another
 * router API. ESLint allows importing `react-router` nowhere else. Our own code is only what
 * react-router lacks: the navigation guard. Server rendering's static data router is
 * `@bolsos/router/server` (it never ships to the browser).
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  RouterProvider,
  Routes,
  StaticRouter,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateOptions,
  type RouteObject,
} from 'react-router';
export { useNavigationGuard, type NavigationGuard } from './navigation-guard';
