import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in server-rendered markup and on the hydrating render, true right after (and from the
 * start when the page mounts client-only). Controls that only work with React's handlers stay
 * disabled until then: input typed into server HTML before hydration would be lost, and a
 * submit would post the form natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
