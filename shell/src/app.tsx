import { I18nextProvider, i18n } from '@bolsos/i18n';
import { BrowserRouter } from 'react-router';
import type { RemotesConfig } from './federation/remotes-config';
import { RemotesProvider } from './federation/remotes-context';
import { ShellRoutes } from './routing/shell-routes';

export function App({ remotes }: { remotes: RemotesConfig }) {
  return (
    <I18nextProvider i18n={i18n}>
      <RemotesProvider value={remotes}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </RemotesProvider>
    </I18nextProvider>
  );
}
