import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Rspack } from '@rsbuild/core';

/** The MF runtime packages whose ES module builds replace their CommonJS builds in the page. */
const RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/webpack-bundler-runtime',
] as const;

// Hoisted by npm workspaces; some of these packages do not export their package.json.
const NODE_MODULES = join(__dirname, '..', '..', '..', 'node_modules');

function esmEntry(name: string): string {
  const dir = join(NODE_MODULES, name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports: { '.': { import: { default: string } } };
  };
  return join(dir, manifest.exports['.'].import.default);
}

/**
 * `resolve.alias` for a production web build: Rspack's federation plugin names the runtime by
 * `require.resolve`, so the page got the CommonJS builds of the MF runtime, which no minifier can
 * tree-shake (every error message, the manifest and Node code paths rode along). Pointing each
 * package, and the CommonJS entry file the plugin imports by path, at its ES module build lets the
 * build drop what the experiments' defines switch off. Empty outside production.
 */
export function federationRuntimeEsmAlias(mode = process.env.NODE_ENV): Record<string, string> {
  if (mode !== 'production') return {};
  const alias: Record<string, string> = {};
  for (const name of RUNTIME_PACKAGES) {
    const esm = esmEntry(name);
    alias[`${name}$`] = esm;
    alias[require.resolve(name)] = esm;
  }
  return alias;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SDK_ENV = join(dirname(esmEntry('@module-federation/sdk')), 'env.js');

/** The sdk module that reads localStorage at start-up, and what replaces it in the page. */
export const FEDERATION_SDK_ENV = {
  original: SDK_ENV,
  pattern: new RegExp(`^${escapeRegExp(SDK_ENV)}$`),
  replacement: join(__dirname, 'runtime', 'federation-sdk-env.ts'),
};

const RUNTIME_CORE_DIST = dirname(esmEntry('@module-federation/runtime-core'));

/**
 * The runtime's share resolution (`utils/share.js`) and what replaces the `satisfy` it imports,
 * for that importer only: the replacement falls back to the runtime's own `satisfy`, which the
 * runtime's index still gets from the original module.
 */
export const FEDERATION_SEMVER = {
  request: /^\.\/semver\/index\.js$/,
  issuer: join(RUNTIME_CORE_DIST, 'utils', 'share.js'),
  replacement: join(__dirname, 'runtime', 'federation-semver.ts'),
};

/** What a NormalModuleReplacementPlugin callback is given (the part read here). */
interface ReplacementData {
  request: string;
  contextInfo?: { issuer?: string };
}

/** Points share.js's `./semver/index.js` at the replacement; leaves every other importer alone. */
export function replaceSemverForShare(data: ReplacementData): void {
  if (data.contextInfo?.issuer === FEDERATION_SEMVER.issuer) {
    data.request = FEDERATION_SEMVER.replacement;
  }
}

/** What `tools.rspack` hands a config function that this one uses. */
interface RspackConfigUtils {
  rspack: { NormalModuleReplacementPlugin: typeof Rspack.NormalModuleReplacementPlugin };
}

/**
 * `tools.rspack` for a production web build that carries the MF runtime (the shell; the remotes
 * borrow its runtime): the sdk's env module is replaced (runtime/federation-sdk-env.ts), and so is
 * the `satisfy` the share resolution calls (runtime/federation-semver.ts). Nothing changes
 * outside production, where the localStorage switch is still there for debugging.
 */
export function federationRuntimeReplacements(mode = process.env.NODE_ENV) {
  return (config: Rspack.Configuration, { rspack }: RspackConfigUtils): void => {
    if (mode !== 'production') return;
    const { pattern, replacement } = FEDERATION_SDK_ENV;
    config.plugins = [
      ...(config.plugins ?? []),
      new rspack.NormalModuleReplacementPlugin(pattern, replacement),
      new rspack.NormalModuleReplacementPlugin(FEDERATION_SEMVER.request, replaceSemverForShare),
    ];
  };
}
