import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
