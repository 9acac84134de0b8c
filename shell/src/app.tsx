import type { PageState } from '@bolsos/contracts';
import { I18nextProvider, i18n as browserI18n, useTranslation, type I18n } from '@bolsos/i18n';
import { PageStateProvider, ToastViewport } from '@bolsos/ui';
import type { ComponentType } from 'react';
import { AppErrorBoundary, FatalErrorGate } from './errors/app-error-boundary';
import type { RemotesConfig } from './federation/remotes-config';
import {
  RemoteComponentsProvider,
  RemotesProvider,
  type RemoteComponentSource,
} from './federation/remotes-context';
import { BrowserAppRouter, type AppRouterProps } from './routing/app-router';
import { NavigationBridge } from './routing/navigation';
import { ShellRoutes } from './routing/shell-routes';
import { VersionNotice } from './version/version-notice';
import type { VersionPoller } from './version/version-poller';
import { remoteRoutes } from './federation/remote-registry';

export interface AppProps {
  remotes: RemotesConfig;
  poller?: VersionPoller;
  /** The API answers the server sent with the page (null: none). */
  pageState?: PageState | null;
  /** Server rendering: the request's own i18next instance (the browser uses the singleton). */
  i18n?: I18n;
  /** Server rendering: react-router's static data router at the request (server/static-app-router). */
  router?: ComponentType<AppRouterProps>;
  /** Server rendering: the remotes' components from their server bundles. */
  remoteComponents?: RemoteComponentSource;
}

function Toasts() {
  const { t } = useTranslation();
  return <ToastViewport label={t('toast.region')} closeLabel={t('toast.close')} />;
}

/**
 * The whole app. The server renders this same tree (with a static router, the request's i18n and
 * page state) that the browser then hydrates, so both first renders produce the same markup.
 */
export function App({
  remotes,
  poller,
  pageState = null,
  i18n = browserI18n,
  router: Router = BrowserAppRouter,
  remoteComponents = remoteRoutes,
}: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <PageStateProvider value={pageState}>
        <RemotesProvider value={remotes}>
          <RemoteComponentsProvider value={remoteComponents}>
            <Router>
              <NavigationBridge />
              <AppErrorBoundary>
                <FatalErrorGate>
                  <ShellRoutes />
                </FatalErrorGate>
              </AppErrorBoundary>
              {poller ? <VersionNotice poller={poller} /> : null}
              <Toasts />
            </Router>
          </RemoteComponentsProvider>
        </RemotesProvider>
      </PageStateProvider>
    </I18nextProvider>
  );
}
