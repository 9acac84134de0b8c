import { defineConfig } from '@rsbuild/core';
import { DEV_PORTS, remoteAppConfig } from '@bolsos/build-tools';
import federation from './module-federation.config';

export default defineConfig(
  remoteAppConfig({
    dirname: __dirname,
    folder: 'storefront',
    federation,
    port: DEV_PORTS.storefront,
    title: 'Bolsos storefront (standalone)',
    // dist/server/index.js: the routes component for the shell's server renderer.
    serverEntry: './src/server.ts',
  }),
);
