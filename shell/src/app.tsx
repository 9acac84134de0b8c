import { I18nextProvider, i18n, useTranslation } from '@bolsos/i18n';
import { ToastViewport } from '@bolsos/ui';
import { BrowserRouter } from 'react-router';
import { AppErrorBoundary, FatalErrorGate } from './errors/app-error-boundary';
import type { RemotesConfig } from './federation/remotes-config';
import { RemotesProvider } from './federation/remotes-context';
import { NavigationBridge } from './routing/navigation';
import { ShellRoutes } from './routing/shell-routes';
import { VersionNotice } from './version/version-notice';
import type { VersionPoller } from './version/version-poller';

export interface AppProps {
  remotes: RemotesConfig;
  poller?: VersionPoller;
}

function Toasts() {
  const { t } = useTranslation();
  return <ToastViewport label={t('toast.region')} closeLabel={t('toast.close')} />;
}

export function App({ remotes, poller }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <RemotesProvider value={remotes}>
        <BrowserRouter>
          <NavigationBridge />
          <AppErrorBoundary>
            <FatalErrorGate>
              <ShellRoutes />
            </FatalErrorGate>
          </AppErrorBoundary>
          {poller ? <VersionNotice poller={poller} /> : null}
          <Toasts />
        </BrowserRouter>
      </RemotesProvider>
    </I18nextProvider>
  );
}
