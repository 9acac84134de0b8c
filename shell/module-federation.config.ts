import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { HOST_EXPERIMENTS, createSharedConfig } from '@bolsos/build-tools';

/**
 * The shell is the host. It declares no remotes at build time: src/federation/ registers them at
 * start-up from /remotes.config.json, so a remote can be released without rebuilding the shell.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: createSharedConfig(__dirname),
  // 'version-first' would download every registered remote's entry at start-up to compare versions.
  shareStrategy: 'loaded-first',
  dts: false,
  manifest: false,
  experiments: HOST_EXPERIMENTS,
});
