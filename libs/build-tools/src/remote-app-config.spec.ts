import { remoteAppConfig } from './remote-app-config';

// Both plugins ship as ES modules only, which jest's CommonJS runtime cannot load; the config's
// shape is what is under test here.
jest.mock('@rsbuild/plugin-react', () => ({ pluginReact: () => ({ name: 'react' }) }));
jest.mock('@module-federation/rsbuild-plugin', () => ({
  pluginModuleFederation: (options: { name: string }) => ({ name: `federation:${options.name}` }),
}));

const federation = { name: 'adminUsers', exposes: { './routes': './src/routes.tsx' } };

describe('remoteAppConfig', () => {
  it('serves and proxies the remote under /mfe/<folder> on its own port', () => {
    const config = remoteAppConfig({
      dirname: __dirname,
      folder: 'admin-users',
      federation,
      port: 3102,
      title: 'Users',
    });
    expect(config.source?.define).toMatchObject({
      'process.env.PUBLIC_STANDALONE_BASENAME': JSON.stringify('/mfe/admin-users'),
    });
    expect(config.server).toMatchObject({
      port: 3102,
      base: '/mfe/admin-users',
      historyApiFallback: { index: '/mfe/admin-users/index.html' },
    });
    expect(config.html?.title).toBe('Users');
    expect(config.plugins?.map((plugin) => (plugin as { name: string }).name)).toContain(
      'federation:adminUsers',
    );
    expect(Object.keys(config.environments ?? {})).toEqual(['web']);
  });

  it('adds the server-rendering environment only for a remote that has one', () => {
    const config = remoteAppConfig({
      dirname: __dirname,
      folder: 'storefront',
      federation: { ...federation, name: 'storefront' },
      port: 3101,
      title: 'Storefront',
      serverEntry: './src/server.ts',
    });
    expect(Object.keys(config.environments ?? {})).toEqual(['web', 'node']);
    expect(config.environments?.node?.output?.target).toBe('node');
  });
});
