import { api } from '@bolsos/api-client';
import { DEFAULT_LOCALE, buildPath, isLocale } from '@bolsos/contracts';
import { changeLocale, detectBrowserLocale, i18n, initI18n, readLocaleCookie } from '@bolsos/i18n';
import { readPageState, toast } from '@bolsos/ui';
import { StrictMode } from 'react';
import { installGlobalErrorHandlers } from '../errors/global-error-handlers';
import { preloadRemoteRoutes, registerRuntimeRemotes } from '../federation/remote-registry';
import {
  REMOTES_CONFIG_URL,
  loadRemotesConfig,
  remoteForSection,
  remotesInReach,
  type RemotesConfig,
} from '../federation/remotes-config';
import { navigateTo } from '../routing/navigation';
import { resolveRoute, type RouteResolution } from '../routing/resolve-route';
import { prefetchRouteData } from '../routing/route-data';
import {
  SHELL_LATEST_JSON,
  createVersionPoller,
  latestJsonUrl,
  remotesConfigVersion,
} from '../version/version-poller';
import { decideInitialLocale } from './initial-locale';
import type { mountApp } from './mount';
import { mountMode } from './mount-mode';
import { yieldToMain } from './yield-to-main';

/** A missing or broken config must not take the whole site down: remote routes show the error page. */
async function readRemotesConfig(load: () => Promise<RemotesConfig>): Promise<RemotesConfig> {
  try {
    return await load();
  } catch (error) {
    console.error(error);
    return { remotes: [] };
  }
}

function currentLocale() {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * A back-office page rendered in the browser: once the account says someone is signed in, the
 * guard's area and the admin layout (antd) download together, while the shell mounts, instead of
 * each after the previous one has rendered. Nothing for a visitor who is not signed in: the login
 * page they are sent to never downloads antd. The remote is not loaded here: loaded before the
 * shell has loaded its own platform libs, a remote built for another platform is not refused
 * with the runtime's version message, and the page could not explain itself (remote-release
 * journey); it loads when the layout renders it.
 */
function preloadBackOffice(resolution: RouteResolution): void {
  if (resolution.layout !== 'admin') return;
  void import('@bolsos/auth-store')
    .then(({ useAuthStore }) => useAuthStore.getState().fetchAccount())
    .then((user) => {
      if (!user) return;
      void import('../areas/guarded-area');
      void import('../areas/admin-area');
    })
    .catch((error: unknown) => console.error(error));
}

export interface StartOptions {
  loadConfig?: () => Promise<RemotesConfig>;
  mount?: typeof mountApp;
}

/**
 * Start-up: error handlers first, then the language (a first visit goes to the variant of the
 * browser's language), the API client's hooks, the runtime remotes, and the mount (hydrating when
 * the server rendered the page). Rejects on any failure; the caller shows the error page.
 */
export async function start(root: HTMLElement, options: StartOptions = {}): Promise<void> {
  installGlobalErrorHandlers();
  // A back-office address: its page's first GETs and the account's leave now, while the shell,
  // the admin area and the remote download, rather than once the page's code has rendered.
  prefetchRouteData(api, window.location.pathname, window.location.search);
  const remotes = readRemotesConfig(options.loadConfig ?? (() => loadRemotesConfig()));

  const { pathname, search, hash } = window.location;
  // The API answers the server rendered with (also sent when it could not render): read once.
  const pageState = readPageState();
  const { locale, redirectTo } = decideInitialLocale({
    pathname,
    cookie: readLocaleCookie(),
    browser: detectBrowserLocale(),
    serverRendered: mountMode(root) === 'hydrate',
    serverLocale: isLocale(pageState?.locale) ? pageState.locale : undefined,
  });
  // Before the router starts, so the first render is already the right page.
  if (redirectTo) {
    window.history.replaceState(window.history.state, '', `${redirectTo}${search}${hash}`);
  }
  await yieldToMain();
  // Requesting them is a task of its own: each shared module is resolved and each chunk's script
  // element inserted right here, several ms apiece on a phone. The app and React DOM are then
  // evaluated in the tasks their chunks arrive in; used at the end.
  const modules = Promise.all([import('../app'), import('./mount')]);
  await yieldToMain();
  initI18n(locale);
  // Writes the `lang` cookie (365 days, SameSite=Lax) and <html lang>.
  await changeLocale(locale);
  await yieldToMain();

  api.configure({
    notify: (kind, message) => toast.show(kind, message),
    translate: (key) => i18n.t(key),
    reload: () => window.location.reload(),
    onPasswordSetRequired: () =>
      navigateTo(buildPath(currentLocale(), { name: 'auth', page: 'password-set' })),
  });

  const config = await remotes;
  registerRuntimeRemotes(config);
  const resolution = resolveRoute(window.location.pathname);
  if (mountMode(root) === 'hydrate') {
    // Hydration must render what the server did: download the remote and its page first, rather
    // than leave a Suspense boundary waiting (its server HTML is lost if anything above changes).
    const remote =
      resolution.kind === 'remote' ? remoteForSection(config, resolution.section) : undefined;
    if (remote) await preloadRemoteRoutes(remote.name, window.location.pathname);
  } else {
    preloadBackOffice(resolution);
  }
  const inReach = remotesInReach(config, resolution.layout);
  const inReachNames = inReach.map(({ name }) => name);
  const poller = createVersionPoller({
    pace: yieldToMain,
    sources: [
      { name: 'shell', url: new URL(SHELL_LATEST_JSON, window.location.href).href },
      {
        name: 'remotes',
        url: new URL(REMOTES_CONFIG_URL, window.location.href).href,
        read: (body) => remotesConfigVersion(body, inReachNames),
        known: remotesConfigVersion(config, inReachNames),
      },
      ...inReach.map(({ name, entry }) => ({
        name,
        url: latestJsonUrl(entry),
      })),
    ],
  });
  const [{ App }, mount] = await modules;
  await yieldToMain();
  (options.mount ?? mount.mountApp)(
    root,
    <StrictMode>
      <App remotes={config} poller={poller} pageState={pageState} />
    </StrictMode>,
  );
}
