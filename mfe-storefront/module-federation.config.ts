import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { createSharedConfig, remoteExperiments } from '@bolsos/build-tools';

/**
 * Public storefront remote. It never imports antd: the shared entry only tells the runtime to use
 * the host's copy if an admin page has already loaded it.
 */
export default createModuleFederationConfig({
  name: 'storefront',
  exposes: { './routes': './src/storefront-routes.tsx' },
  shared: createSharedConfig(__dirname),
  shareStrategy: 'loaded-first',
  dts: false,
  experiments: remoteExperiments(),
});
