import type { EnvironmentConfig } from '@rsbuild/core';

/**
 * Packages the Node bundles take from the workspace's node_modules at run time instead of bundling
 * them: the shell's server bundle and the storefront's must share ONE React and router (contexts
 * are compared by identity). `react/jsx-runtime`, `react-dom/server` and the like too.
 * react-router too: @bolsos/router wraps it, and both bundles must read one copy's contexts.
 * Workspace libs are bundled into each, so those holding a React context of their own keep it
 * under a global symbol (@bolsos/ui's page state) for both bundles to read the shell's.
 */
export const SERVER_EXTERNALS: (string | RegExp)[] = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-router($|\/)/,
  /^zustand($|\/)/,
  // One react-i18next (its I18nContext) for both bundles, so the storefront's hooks read the
  // instance the shell's <I18nextProvider> gives each request; i18next with it.
  /^i18next($|\/)/,
  /^react-i18next($|\/)/,
  // Only the admin area (never rendered on the server) reaches these; keep them out of the bundle.
  /^antd($|\/)/,
  /^@ant-design\//,
];

/**
 * The `node` Rsbuild environment of an app: one CommonJS file, `dist/server/index.js`, exporting
 * what `entry` exports. Lazy pages are inlined (no async chunk files), so the API can load the
 * bundle afresh by evaluating one file when it changes. Workspace libs (TypeScript) are bundled.
 */
export function serverEnvironment(
  entry: string,
  alias: Record<string, string> = {},
): EnvironmentConfig {
  return {
    source: { entry: { index: entry } },
    resolve: { alias },
    output: {
      target: 'node',
      // CommonJS: the API evaluates the file with Node's CommonJS wrapper.
      module: false,
      distPath: { root: 'dist/server', js: '' },
      filename: { js: '[name].js' },
      filenameHash: false,
      externals: SERVER_EXTERNALS,
      minify: false,
      sourceMap: { js: false },
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    tools: {
      rspack: (config) => {
        config.output = {
          ...config.output,
          asyncChunks: false,
          library: { type: 'commonjs2' },
          chunkFormat: 'commonjs',
        };
        config.externalsType = 'commonjs';
        return config;
      },
    },
  };
}
