import { createBrowserRouter, RouterProvider, type RouteObject } from '@bolsos/router';
import { createContext, useContext, useState, type ReactNode } from 'react';

/** What the app renders inside the router (its providers sit above it, its routes below). */
const AppContent = createContext<ReactNode>(null);

function RouteContent() {
  return useContext(AppContent);
}

/**
 * One splat route above the shell's and the remotes' own `<Routes>` (react-router's way from
 * `<BrowserRouter>` to a data router): a data router, so react-router's `useBlocker` (under
 * `useNavigationGuard`) works, while every app keeps its descendant `<Routes>`. The server's
 * static data router renders the same routes, so both first renders match.
 */
export const APP_ROUTES: RouteObject[] = [{ path: '*', element: <RouteContent /> }];

/** Renders `children` under a data router (the browser's, or the server's static one). */
export function AppContentProvider({
  children,
  router,
}: {
  children: ReactNode;
  router: ReactNode;
}) {
  return <AppContent.Provider value={children}>{router}</AppContent.Provider>;
}

export interface AppRouterProps {
  children: ReactNode;
}

/** The browser's router: follows the address bar and the history. */
export function BrowserAppRouter({ children }: AppRouterProps) {
  const [router] = useState(() => createBrowserRouter(APP_ROUTES));
  return (
    <AppContentProvider router={<RouterProvider router={router} />}>{children}</AppContentProvider>
  );
}
