import { createContext, useContext, type ComponentType } from 'react';
import { remoteRoutes, type RemoteRouteProps } from './remote-registry';
import type { RemotesConfig } from './remotes-config';

const RemotesContext = createContext<RemotesConfig>({ remotes: [] });

/** The config fetched at start-up; an empty list when it could not be read. */
export const RemotesProvider = RemotesContext.Provider;

export function useRemotesConfig(): RemotesConfig {
  return useContext(RemotesContext);
}

/**
 * How a remote's routes component is obtained: through the Module Federation runtime in the browser
 * (remoteRoutes), from the remotes' server bundles when rendering on the server.
 */
export type RemoteComponentSource = (name: string) => ComponentType<RemoteRouteProps>;

const RemoteComponentsContext = createContext<RemoteComponentSource>(remoteRoutes);

export const RemoteComponentsProvider = RemoteComponentsContext.Provider;

export function useRemoteComponentSource(): RemoteComponentSource {
  return useContext(RemoteComponentsContext);
}
