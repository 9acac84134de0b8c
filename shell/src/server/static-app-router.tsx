import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from '@bolsos/router/server';
import type { ComponentType } from 'react';
import { APP_ROUTES, AppContentProvider, type AppRouterProps } from '../routing/app-router';

/**
 * react-router's static data router at `url` (path and query, as requested): the same routes as
 * the browser's data router, so the server's HTML hydrates without a mismatch. No hydration data
 * script: the routes load nothing (the page state travels on its own).
 */
export async function staticAppRouter(url: string): Promise<ComponentType<AppRouterProps>> {
  const handler = createStaticHandler(APP_ROUTES);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`the static router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return function StaticAppRouter({ children }: AppRouterProps) {
    return (
      <AppContentProvider
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      >
        {children}
      </AppContentProvider>
    );
  };
}
