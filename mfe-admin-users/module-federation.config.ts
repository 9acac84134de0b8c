import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { createSharedConfig, remoteExperiments } from '@bolsos/build-tools';

/** Back-office users remote; antd comes from the share scope (the shell's admin layout loads it). */
export default createModuleFederationConfig({
  name: 'adminUsers',
  exposes: { './routes': './src/admin-users-routes.tsx' },
  shared: createSharedConfig(__dirname),
  shareStrategy: 'loaded-first',
  dts: false,
  experiments: remoteExperiments(),
});
