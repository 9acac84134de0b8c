import { api } from '@bolsos/api-client';
import { LOCALE_TAGS } from '@bolsos/contracts';
import { initI18n, i18n, readLocaleCookie, detectBrowserLocale } from '@bolsos/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRuntimeRemotes } from './federation/remote-registry';
import { loadRemotesConfig, type RemotesConfig } from './federation/remotes-config';
import { resolveRoute } from './routing/resolve-route';
import './styles/shell.css';

/** A missing or broken config must not take the whole site down: remote routes show the error card. */
async function readRemotesConfig(): Promise<RemotesConfig> {
  try {
    return await loadRemotesConfig();
  } catch (error) {
    console.error(error);
    return { remotes: [] };
  }
}

async function start(root: HTMLElement): Promise<void> {
  const remotes = readRemotesConfig();
  const locale =
    resolveRoute(window.location.pathname).locale ?? readLocaleCookie() ?? detectBrowserLocale();
  initI18n(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
  api.configure({
    translate: (key) => i18n.t(key),
    reload: () => window.location.reload(),
  });
  const config = await remotes;
  registerRuntimeRemotes(config);
  createRoot(root).render(
    <StrictMode>
      <App remotes={config} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error('Error while mounting app', error);
    root.textContent = i18n.isInitialized ? i18n.t('error.page_load') : 'Error';
  });
}
