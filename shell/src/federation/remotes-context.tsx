import { createContext, useContext } from 'react';
import type { RemotesConfig } from './remotes-config';

const RemotesContext = createContext<RemotesConfig>({ remotes: [] });

/** The config fetched at start-up; an empty list when it could not be read. */
export const RemotesProvider = RemotesContext.Provider;

export function useRemotesConfig(): RemotesConfig {
  return useContext(RemotesContext);
}
