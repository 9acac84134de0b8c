import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Locale } from '@bolsos/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { yieldToMain } from '../boot/yield-to-main';
import { resolveRemoteEntry } from './remote-entry';
import type { RemotesConfig } from './remotes-config';
import { findVersionSkew } from './version-skew';

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
/** Each configured remote's manifest URL, by name. */
const manifests = new Map<string, string>();
/** A remote is handed to the MF runtime once, by entry URL, when first loaded. */
const registrations = new Map<string, Promise<void>>();

/** Takes the config's remotes; only the first call counts. */
export function registerRuntimeRemotes(config: RemotesConfig): boolean {
  if (registered) return false;
  for (const { name, entry } of config.remotes) manifests.set(name, entry);
  registered = true;
  return true;
}

/**
 * Reads the remote's manifest and registers its entry script with the MF runtime. A failure is
 * forgotten, so the next attempt (a retry, another navigation) reads the manifest again.
 */
function registerRemote(name: string): Promise<void> {
  const manifest = manifests.get(name);
  // Not in the config: the runtime's own "cannot locate remote" failure says so.
  if (manifest === undefined) return Promise.resolve();
  let registration = registrations.get(name);
  if (!registration) {
    registration = resolveRemoteEntry(manifest).then((entry) => {
      registerRemotes([{ name, entry }]);
    });
    registrations.set(name, registration);
    registration.catch(() => registrations.delete(name));
  }
  return registration;
}

function isComponent(value: unknown): value is RemoteRoutesComponent {
  // memo() and forwardRef() components are objects, plain ones functions.
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/**
 * What `./routes` exports: the routes component, and optionally `preload(pathname)`, which
 * downloads whatever the page at `pathname` needs (its lazy page chunk) before hydration.
 */
interface RemoteRoutesModule {
  default: RemoteRoutesComponent;
  preload?: (pathname: string) => Promise<void>;
}

const modules = new Map<string, RemoteRoutesModule>();

/**
 * The first failure of each remote that named a version skew. The MF runtime says so only the
 * first time: a remote preloaded while the shell starts (and refused there) fails again at render
 * with a bare error, and the boundary would show a generic error instead of explaining. A skew
 * lasts until the page reloads, so later failures carry the first one's cause.
 */
const skewCauses = new Map<string, unknown>();

async function importRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  const known = modules.get(name);
  if (known) return known;
  let exports: { default?: unknown; preload?: unknown } | null;
  try {
    await registerRemote(name);
    exports = await loadRemote<{ default?: unknown }>(`${name}/${REMOTE_ROUTES_MODULE}`);
  } catch (cause) {
    if (findVersionSkew(cause, name)) skewCauses.set(name, cause);
    throw new RemoteLoadError(name, { cause: skewCauses.get(name) ?? cause });
  }
  if (!exports || !isComponent(exports.default)) throw new RemoteLoadError(name);
  const module: RemoteRoutesModule = {
    default: exports.default,
    preload:
      typeof exports.preload === 'function'
        ? (exports.preload as RemoteRoutesModule['preload'])
        : undefined,
  };
  modules.set(name, module);
  return module;
}

/**
 * Before hydrating server HTML: downloads the remote and the page it renders at `pathname`, so
 * the first client render finds everything loaded and renders what the server did, with no
 * Suspense fallback in between. Failures are left to the remote's error boundary.
 */
export async function preloadRemoteRoutes(name: string, pathname: string): Promise<void> {
  try {
    const module = await importRemoteRoutes(name);
    // Not in the task that evaluated the routes chunk: the page's chunk and strings it requests
    // insert script elements and resolve shared modules, several ms each on a phone.
    await yieldToMain();
    await module.preload?.(pathname);
  } catch (error) {
    console.error(error);
  }
}

const components = new Map<string, LazyExoticComponent<RemoteRoutesComponent>>();

/**
 * One lazy component per remote, created once: React.lazy remembers its promise, so the remote is
 * fetched the first time one of its routes renders and never again. A remote preloaded before
 * hydration resolves synchronously (a thenable that settles at once), so it does not suspend.
 */
export function remoteRoutes(name: string): LazyExoticComponent<RemoteRoutesComponent> {
  let component = components.get(name);
  if (!component) {
    component = lazy(() => {
      const known = modules.get(name);
      if (known) {
        return {
          then(resolve: (value: { default: RemoteRoutesComponent }) => void) {
            resolve({ default: known.default });
          },
        } as unknown as Promise<{ default: RemoteRoutesComponent }>;
      }
      return importRemoteRoutes(name).then((module) => ({ default: module.default }));
    });
    components.set(name, component);
  }
  return component;
}
