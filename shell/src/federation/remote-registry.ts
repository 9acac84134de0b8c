import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Locale } from '@bolsos/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotesConfig } from './remotes-config';

/**
 * What every remote exposes as `./routes`: a component rendering `<Routes>` relative to the shell
 * route it is mounted under. `basename` is that route's path ('', '/en', '/zh' or '/admin'), for
 * links the remote builds itself; `locale` is the language the remote should render and ask for.
 */
export interface RemoteRouteProps {
  basename: string;
  locale: Locale;
}

export type RemoteRoutesComponent = ComponentType<RemoteRouteProps>;

export const REMOTE_ROUTES_MODULE = 'routes';

/** A remote that could not be fetched, or that did not expose a routes component. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" could not be loaded`, options);
  }
}

let registered = false;

/** Hands the config's manifests to the MF runtime; only the first call registers anything. */
export function registerRuntimeRemotes(config: RemotesConfig): boolean {
  if (registered) return false;
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  registered = true;
  return true;
}

function isComponent(value: unknown): value is RemoteRoutesComponent {
  // memo() and forwardRef() components are objects, plain ones functions.
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

async function importRemoteRoutes(name: string): Promise<{ default: RemoteRoutesComponent }> {
  let exports: { default?: unknown } | null;
  try {
    exports = await loadRemote<{ default?: unknown }>(`${name}/${REMOTE_ROUTES_MODULE}`);
  } catch (cause) {
    throw new RemoteLoadError(name, { cause });
  }
  if (!exports || !isComponent(exports.default)) throw new RemoteLoadError(name);
  return { default: exports.default };
}

const components = new Map<string, LazyExoticComponent<RemoteRoutesComponent>>();

/**
 * One lazy component per remote, created once: React.lazy remembers its promise, so the remote is
 * fetched the first time one of its routes renders and never again.
 */
export function remoteRoutes(name: string): LazyExoticComponent<RemoteRoutesComponent> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => importRemoteRoutes(name));
    components.set(name, component);
  }
  return component;
}
