import fs from 'node:fs';

export interface RemoteEntry {
  name: string;
  /** URL of the remote's mf-manifest.json, absolute or relative to the site. */
  entry: string;
  routes: string;
}

export interface RemotesConfig {
  remotes: RemoteEntry[];
}

/** What the API serves at /remotes.config.json when REMOTES_CONFIG is not set. */
export const DEFAULT_REMOTES_CONFIG: RemotesConfig = {
  remotes: [
    { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' },
    { name: 'adminUsers', entry: '/mfe/admin-users/mf-manifest.json', routes: '/admin/users' },
    {
      name: 'adminProducts',
      entry: '/mfe/admin-products/mf-manifest.json',
      routes: '/admin/products',
    },
  ],
};

export function writeRemotesConfig(file: string, config: RemotesConfig): void {
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

export function readRemotesConfig(file: string): RemotesConfig {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RemotesConfig;
}

/** The same config with one remote's manifest moved elsewhere. */
export function withEntry(config: RemotesConfig, name: string, entry: string): RemotesConfig {
  if (!config.remotes.some((remote) => remote.name === name)) {
    throw new Error(`no remote named ${name} in the remotes config`);
  }
  return {
    remotes: config.remotes.map((remote) => (remote.name === name ? { ...remote, entry } : remote)),
  };
}
