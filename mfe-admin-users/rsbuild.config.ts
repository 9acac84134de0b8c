import { defineConfig } from '@rsbuild/core';
import { DEV_PORTS, remoteAppConfig } from '@bolsos/build-tools';
import federation from './module-federation.config';

export default defineConfig(
  remoteAppConfig({
    dirname: __dirname,
    folder: 'admin-users',
    federation,
    port: DEV_PORTS.adminUsers,
    title: 'Bolsos users (standalone)',
  }),
);
