import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The subset of MF's SharedConfig these apps use. */
export interface SharedSingleton {
  singleton: true;
  eager: false;
  requiredVersion: string | false;
  /** Platform libs: a version outside the range refuses to load instead of running anyway. */
  strictVersion?: boolean;
}

const WORKSPACE_ROOT = join(__dirname, '..', '..', '..');

/**
 * Third-party packages that hold module-level state (React's contexts, zustand, antd theme).
 * react-router is not here: shared whole, it shipped all of it (about 60 KiB gzipped) on every
 * page; it rides inside the @bolsos/router singleton below, which re-exports only what the apps
 * use. Module Federation 2's shared `treeShaking` (Rspack 2.3, MF 2.9: `{ mode: 'runtime-infer' }`
 * on a shared `react-router`) was measured against this on 2026-11-27 and is not used: it built
 * and the pages ran, but it ships the same exports (everything @bolsos/router re-exports, since a
 * shared module's exports all count as used) in a chunk of its own, plus tree-shaking code in the
 * MF runtime and each remote entry: 0.7–0.8 KiB gzip more on every storefront page (191.7–197.7
 * against 191.0–196.9 KiB), and a full fallback copy of react-router in every app's dist.
 * Nor are i18next and react-i18next here: only @bolsos/i18n imports them (the vendor-wrapping lint
 * rule), so they ride inside its singleton chunk, one copy per page holding only what it uses.
 */
export const SHARED_PACKAGES = ['react', 'react-dom', 'zustand', 'antd'] as const;

/**
 * The platform: workspace libs that hold state, so the page must hold one copy of each (sharing
 * `zustand` alone gives every app its own store). They are the API a remote may rely on; each has
 * a semver version and a CHANGELOG, and each app declares the range it needs in its package.json.
 * Everything else of ours (contracts, admin-kit) is stateless and bundled into every app that uses
 * it, so a remote runs the exact code it was built and tested with.
 */
export const PLATFORM_LIBS = [
  '@bolsos/auth-store',
  '@bolsos/i18n',
  '@bolsos/api-client',
  // Toasts, the language switcher's twin paths and the page state: one store for every app.
  '@bolsos/ui',
  // react-router, with only the exports the apps use (its one set of contexts for every app).
  '@bolsos/router',
] as const;

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/**
 * The apps' own package.json files list no third-party dependencies (npm workspaces hoist
 * everything to the root), so MF cannot infer a required version; take the ranges from the root.
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

/** The version a platform lib provides (its package.json). */
export function platformVersion(name: string): string {
  const file = join(WORKSPACE_ROOT, 'libs', name.replace('@bolsos/', ''), 'package.json');
  if (!existsSync(file)) throw new Error(`platform lib ${name} has no package.json at ${file}`);
  return String(readJson(file).version);
}

/**
 * The ranges of platform libs an app declares in its package.json `dependencies`. A platform lib
 * the app does not declare is still provided (another app may need it) but never consumed.
 */
export function declaredPlatformRanges(appDir: string): Partial<Record<string, string>> {
  const deps = (readJson(join(appDir, 'package.json')).dependencies ?? {}) as Record<
    string,
    string
  >;
  const ranges: Partial<Record<string, string>> = {};
  for (const name of PLATFORM_LIBS) if (deps[name]) ranges[name] = deps[name];
  return ranges;
}

/**
 * The one `shared` map of every front-end app (`appDir` holds its package.json). Nothing is eager:
 * each app's entry is an async boundary (`import('./bootstrap')`), and antd must only download
 * with the admin routes. Platform libs are strict: a remote built for a platform the running
 * shell does not provide fails to load (the shell shows "this section was updated") rather than
 * run against an API it was not built for.
 */
export function createSharedConfig(appDir: string): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SHARED_PACKAGES) {
    shared[name] = { singleton: true, eager: false, requiredVersion: rootRange(name) };
  }
  const declared = declaredPlatformRanges(appDir);
  for (const name of PLATFORM_LIBS) {
    shared[name] = {
      singleton: true,
      eager: false,
      requiredVersion: declared[name] ?? `^${platformVersion(name)}`,
      strictVersion: true,
    };
  }
  return shared;
}

/**
 * Host: lends its MF runtime to the remotes and drops the runtime's Node code paths, and its
 * manifest and snapshot code: the shell reads a remote's manifest itself and registers the remote
 * by entry URL (shell/src/federation/remote-entry.ts).
 */
export const HOST_EXPERIMENTS = {
  provideExternalRuntime: true,
  optimization: { target: 'web', disableSnapshot: true },
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
