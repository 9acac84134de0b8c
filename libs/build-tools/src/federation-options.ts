import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The subset of MF's SharedConfig these apps use. */
export interface SharedSingleton {
  singleton: true;
  eager: false;
  requiredVersion: string | false;
}

const WORKSPACE_ROOT = join(__dirname, '..', '..', '..');

/**
 * Third-party packages that hold module-level state (React and i18n contexts, antd theme).
 * react-router is not here: federation never tree-shakes a shared package, so sharing it shipped
 * all of it (about 60 KiB gzipped) on every page. It is bundled, tree-shaken, inside the
 * @bolsos/router singleton below, so the page still holds one copy of the router.
 */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'i18next',
  'react-i18next',
  'zustand',
  'antd',
] as const;

/**
 * Workspace libs that hold state. Sharing `zustand` alone gives every app its own store, so the
 * libs themselves are singletons too.
 */
export const SHARED_WORKSPACE_LIBS = [
  '@bolsos/auth-store',
  '@bolsos/i18n',
  '@bolsos/api-client',
  // Toasts and the language switcher's twin paths: one store for the shell and every remote.
  '@bolsos/ui',
  // The router's contexts, with react-router inside cut down to the APIs the apps import.
  '@bolsos/router',
  // Stateless, but shared so that the libs above and the apps use one copy of its catalogues.
  '@bolsos/contracts',
] as const;

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/**
 * The apps' own package.json files list no dependencies (npm workspaces hoist everything to the
 * root), so MF cannot infer a required version; take the ranges from the root manifest.
 */
function rootRange(name: string): string {
  const root = readJson(join(WORKSPACE_ROOT, 'package.json'));
  const ranges = {
    ...(root.dependencies as Record<string, string>),
    ...(root.devDependencies as Record<string, string>),
  };
  const range = ranges[name];
  if (!range) throw new Error(`shared package ${name} is not a dependency of the workspace`);
  return range;
}

function workspaceLibRange(name: string): string | false {
  const file = join(WORKSPACE_ROOT, 'libs', name.replace('@bolsos/', ''), 'package.json');
  if (!existsSync(file)) return false;
  return `^${String(readJson(file).version)}`;
}

/**
 * The one `shared` map of every front-end app. Nothing is eager: each app's entry is an async
 * boundary (`import('./bootstrap')`), and antd must only download with the admin routes.
 */
export function createSharedConfig(): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SHARED_PACKAGES) {
    shared[name] = { singleton: true, eager: false, requiredVersion: rootRange(name) };
  }
  for (const name of SHARED_WORKSPACE_LIBS) {
    shared[name] = { singleton: true, eager: false, requiredVersion: workspaceLibRange(name) };
  }
  return shared;
}

/** Host: lends its MF runtime to the remotes and drops the runtime's Node code paths. */
export const HOST_EXPERIMENTS = {
  provideExternalRuntime: true,
  optimization: { target: 'web' },
} as const;

/**
 * Remotes: in production they borrow the shell's MF runtime, which takes about 23 KiB gzipped off
 * every remote entry; in development they keep their own so each also runs standalone. They load
 * no remotes and read no manifests themselves, so that runtime code is left out too.
 */
export function remoteExperiments(mode = process.env.NODE_ENV) {
  return {
    externalRuntime: mode === 'production',
    optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
  } as const;
}
