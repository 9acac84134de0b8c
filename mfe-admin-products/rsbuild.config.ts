import { defineConfig } from '@rsbuild/core';
import { DEV_PORTS, remoteAppConfig } from '@bolsos/build-tools';
import federation from './module-federation.config';

export default defineConfig(
  remoteAppConfig({
    dirname: __dirname,
    folder: 'admin-products',
    federation,
    port: DEV_PORTS.adminProducts,
    title: 'Bolsos products (standalone)',
  }),
);
