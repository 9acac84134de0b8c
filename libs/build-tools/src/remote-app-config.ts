import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { devCorsOrigins } from './dev-ports';
import { pluginLatestJson } from './latest-json.plugin';
import { publicEnv, remotePublicPath } from './public-env';
import { federationRuntimeEsmAlias } from './federation-runtime-alias';
import { serverEnvironment } from './server-environment';
import { sourceMapOutput } from './source-maps';

export interface RemoteAppOptions {
  /** the app's folder (its package.json is read for builds/latest.json) */
  dirname: string;
  /** the remote's folder under /mfe/ on the API origin, e.g. 'admin-users' */
  folder: string;
  federation: Parameters<typeof pluginModuleFederation>[0];
  /** its standalone dev server's port (DEV_PORTS) */
  port: number;
  /** the standalone page's title */
  title: string;
  /** entry of a server-rendering bundle (dist/server/index.js), for remotes the API renders */
  serverEntry?: string;
}

/** The one Rsbuild config of every remote: they differ only by these options. */
export function remoteAppConfig(options: RemoteAppOptions): RsbuildConfig {
  const base = `/mfe/${options.folder}`;
  return {
    plugins: [
      pluginReact(),
      // Scoped to the `web` environment by the plugin itself; a server build has no federation.
      pluginModuleFederation(options.federation),
      pluginLatestJson(join(options.dirname, 'package.json')),
    ],
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        resolve: { alias: federationRuntimeEsmAlias() },
      },
      ...(options.serverEntry ? { node: serverEnvironment(options.serverEntry) } : {}),
    },
    source: { define: publicEnv({ PUBLIC_STANDALONE_BASENAME: base }) },
    output: {
      distPath: { root: 'dist' },
      ...sourceMapOutput(),
      // The shell loads chunks from wherever the manifest says; the API serves this folder at base.
      assetPrefix: remotePublicPath(options.folder),
    },
    // Rsbuild 2 compiles dynamic imports on first request in dev; federated chunks are requested
    // by other apps' pages, so compile everything up front.
    dev: { lazyCompilation: false },
    // The standalone page needs an MF runtime of its own, which production remotes borrow from the
    // shell (remoteExperiments), so it only exists in development.
    tools: { htmlPlugin: process.env.NODE_ENV !== 'production' },
    html: { title: options.title },
    server: {
      port: options.port,
      base,
      cors: { origin: devCorsOrigins() },
      historyApiFallback: { index: `${base}/index.html` },
      proxy: [
        {
          pathFilter: ['/api', '/sanctum'],
          target: process.env.API_ORIGIN ?? 'http://localhost:3000',
        },
      ],
    },
  };
}
