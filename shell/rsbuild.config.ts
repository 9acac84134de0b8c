import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginLatestJson } from '@bolsos/build-tools';
import {
  buildYearDefine,
  publicEnv,
  serverEnvironment,
  sourceMapOutput,
} from '@bolsos/build-tools';
import { DEV_PORTS, dedupedAsyncChunks } from '@bolsos/build-tools';
import { federationRuntimeEsmAlias, federationRuntimeReplacements } from '@bolsos/build-tools';
import federation from './module-federation.config';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** In development each remote is proxied from its own dev server unless repointed, e.g. at the API. */
const remoteOrigin = (envName: string, port: number) =>
  process.env[envName] ?? `http://localhost:${port}`;

export default defineConfig({
  plugins: [
    pluginReact(),
    // Scoped to the `web` environment by the plugin itself; the server build has no federation.
    pluginModuleFederation(federation),
    pluginLatestJson(join(__dirname, 'package.json')),
  ],
  environments: {
    web: {
      source: { entry: { index: './src/index.ts' } },
      performance: dedupedAsyncChunks(),
      resolve: { alias: federationRuntimeEsmAlias() },
      // The remotes borrow this runtime in production, so only the shell needs it.
      tools: { rspack: federationRuntimeReplacements() },
    },
    // dist/server/index.js: render() for the API's server renderer (react etc. from node_modules).
    node: serverEnvironment('./src/server/index.ts', {
      '@module-federation/enhanced/runtime$': join(
        __dirname,
        'src/server/federation-runtime-stub.ts',
      ),
    }),
  },
  source: {
    define: {
      ...publicEnv({ PUBLIC_REMOTES_CONFIG_URL: '/remotes.config.json' }),
      ...buildYearDefine(),
    },
  },
  output: {
    distPath: { root: 'dist' },
    ...sourceMapOutput(),
    assetPrefix: '/',
  },
  // Rsbuild 2 compiles dynamic imports on first request in dev; federated chunks are requested
  // by other apps' pages, so compile everything up front.
  dev: { lazyCompilation: false },
  html: { title: 'Bolsos', favicon: './src/assets/favicon.svg' },
  server: {
    port: DEV_PORTS.shell,
    historyApiFallback: true,
    proxy: [
      { pathFilter: ['/api', '/sanctum'], target: API_ORIGIN, changeOrigin: true },
      {
        pathFilter: ['/mfe/storefront'],
        target: remoteOrigin('MFE_STOREFRONT_ORIGIN', DEV_PORTS.storefront),
      },
      {
        pathFilter: ['/mfe/admin-users'],
        target: remoteOrigin('MFE_ADMIN_USERS_ORIGIN', DEV_PORTS.adminUsers),
      },
      {
        pathFilter: ['/mfe/admin-products'],
        target: remoteOrigin('MFE_ADMIN_PRODUCTS_ORIGIN', DEV_PORTS.adminProducts),
      },
    ],
  },
});
