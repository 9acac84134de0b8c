/**
 * Why this lib exists: Module Federation never tree-shakes a shared package, so sharing
 * `react-router` itself put all of it (data routers, RSC and server helpers included, about
 * 60 KiB gzipped) on every page. This lib is the shared singleton instead: react-router is bundled
 * inside it, tree-shaken down to the re-exports below, and the page still holds one copy of the
 * router (one set of contexts for the shell and every remote). Add an export here when an app
 * needs another router API; ESLint forbids importing `react-router` anywhere else.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateOptions,
} from 'react-router';
export { useNavigationGuard, type NavigationGuard } from './navigation-guard';
