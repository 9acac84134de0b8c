import type { Locale, PageState } from '@bolsos/contracts';
// The server entry holds every language in memory, so any locale renders synchronously.
import { createI18n } from '@bolsos/i18n/server';
import { lazy, StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app';
import type { RemoteRouteProps } from '../federation/remote-registry';
import type { RemotesConfig } from '../federation/remotes-config';
import type { RemoteSection } from '../routing/resolve-route';
import { loadBundle } from './load-bundle';
import { staticAppRouter } from './static-app-router';

/** What services/api's ServerRenderer passes (services/api/src/site/server-renderer.ts). */
export interface ServerRenderInput {
  /** path (as requested, percent-encoded) and query */
  url: string;
  locale: Locale;
  state: PageState;
  /** server bundles of the remotes by name (absolute paths) */
  remotes: Record<string, string>;
}

/** The remotes that have a server bundle, and the part of the site each serves. */
export const SERVER_RENDERED_REMOTES: Record<string, RemoteSection> = { storefront: 'public' };

/** How long a page whose remote has no server bundle waits before sending its loading state. */
const MISSING_REMOTE_WAIT_MS = 50;

// Never resolves: the slot of a remote without a server bundle stays on its loading placeholder.
const Pending = lazy(() => new Promise<never>(() => undefined));

function isComponent(value: unknown): value is ComponentType<RemoteRouteProps> {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

interface ServerRemote {
  component: ComponentType<RemoteRouteProps>;
  preload?: (pathname: string) => Promise<void>;
}

function serverRemote(file: string | undefined): ServerRemote {
  if (!file) return { component: Pending };
  const exports = loadBundle(file) as { default?: unknown; preload?: unknown };
  if (!isComponent(exports.default)) throw new Error(`${file} exports no routes component`);
  return {
    component: exports.default,
    preload:
      typeof exports.preload === 'function'
        ? (exports.preload as ServerRemote['preload'])
        : undefined,
  };
}

/** Suspense boundaries the server could not finish ('$!' client-rendered, '$?' pending). */
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a public page to the HTML the browser hydrates: the same <App> tree as the browser's,
 * with a static router at `url`, an i18next instance and page state of this request only (nothing
 * per request lives in a module), and the remotes' components from their server bundles. Waits
 * for every lazy page; any render error rejects, and the API then sends the page client-only.
 */
export async function render({ url, locale, state, remotes }: ServerRenderInput): Promise<{
  html: string;
}> {
  const components = new Map<string, ComponentType<RemoteRouteProps>>();
  const pathname = url.split(/[?#]/)[0];
  for (const name of Object.keys(SERVER_RENDERED_REMOTES)) {
    const remote = serverRemote(remotes[name]);
    // The page's lazy chunk is in memory after this, so nothing below suspends.
    await remote.preload?.(pathname);
    components.set(name, remote.component);
  }
  const config: RemotesConfig = {
    remotes: Object.entries(SERVER_RENDERED_REMOTES).map(([name, routes]) => ({
      name,
      entry: '',
      routes,
    })),
  };
  const router = await staticAppRouter(url);
  const app = (
    <StrictMode>
      <App
        remotes={config}
        pageState={state}
        i18n={createI18n(locale)}
        router={router}
        remoteComponents={(name) => components.get(name) ?? Pending}
      />
    </StrictMode>
  );
  const missing = Object.keys(SERVER_RENDERED_REMOTES).some((name) => !remotes[name]);
  if (!missing) {
    // Everything is loaded: one synchronous pass, no stream. Should anything still suspend, the
    // streaming render below waits for it instead.
    const html = renderToString(app);
    if (!UNFINISHED_BOUNDARY.test(html)) return { html };
  }
  const errors: unknown[] = [];
  const controller = new AbortController();
  const timer = missing ? setTimeout(() => controller.abort(), MISSING_REMOTE_WAIT_MS) : undefined;
  try {
    const { prelude } = await prerenderToNodeStream(app, {
      signal: controller.signal,
      onError: (error) => {
        if (!controller.signal.aborted) errors.push(error);
      },
    });
    const html = await readAll(prelude);
    if (errors.length > 0) throw errors[0];
    return { html };
  } finally {
    clearTimeout(timer);
  }
}
