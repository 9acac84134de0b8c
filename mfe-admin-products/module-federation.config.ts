import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { createSharedConfig, remoteExperiments } from '@bolsos/build-tools';

/** Back-office products and populars remote; antd comes from the share scope. */
export default createModuleFederationConfig({
  name: 'adminProducts',
  exposes: { './routes': './src/admin-products-routes.tsx' },
  shared: createSharedConfig(__dirname),
  shareStrategy: 'loaded-first',
  dts: false,
  experiments: remoteExperiments(),
});
