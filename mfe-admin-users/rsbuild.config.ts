import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { DEV_PORTS, devCorsOrigins } from '@bolsos/build-tools';
import { pluginLatestJson } from '@bolsos/build-tools';
import { publicEnv, reactRouterProductionAlias, remotePublicPath } from '@bolsos/build-tools';
import federation from './module-federation.config';

const BASE = '/mfe/admin-users';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(federation),
    pluginLatestJson(join(__dirname, 'package.json')),
  ],
  source: {
    entry: { index: './src/index.ts' },
    define: publicEnv({ PUBLIC_STANDALONE_BASENAME: BASE }),
  },
  // Its @bolsos/router fallback (used only standalone) bundles production react-router too.
  resolve: { alias: reactRouterProductionAlias() },
  output: {
    distPath: { root: 'dist' },
    // The shell loads chunks from wherever the manifest says; the API serves this folder at BASE.
    assetPrefix: remotePublicPath('admin-users'),
  },
  // Rsbuild 2 compiles dynamic imports on first request in dev; federated chunks are requested
  // by other apps' pages, so compile everything up front.
  dev: { lazyCompilation: false },
  // The standalone page needs an MF runtime of its own, which production remotes borrow from the
  // shell (remoteExperiments), so it only exists in development.
  tools: { htmlPlugin: process.env.NODE_ENV !== 'production' },
  html: { title: 'Bolsos users (standalone)' },
  server: {
    port: DEV_PORTS.adminUsers,
    base: BASE,
    cors: { origin: devCorsOrigins() },
    historyApiFallback: { index: `${BASE}/index.html` },
    proxy: [
      {
        pathFilter: ['/api', '/sanctum'],
        target: process.env.API_ORIGIN ?? 'http://localhost:3000',
      },
    ],
  },
});
