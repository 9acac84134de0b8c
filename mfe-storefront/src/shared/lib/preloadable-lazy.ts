import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableLazy<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Downloads the chunk; once it is in, the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy that does not suspend when its chunk has already arrived: lazy() reads a thenable
 * that settles synchronously as loaded at once. A server-rendered page preloads the chunk of the
 * page on screen before hydrating, so the first client render matches the server's markup with
 * no Suspense fallback in between.
 */
export function preloadableLazy<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
    });
  const Component = lazy(() => {
    const ready = loaded;
    if (ready) {
      // Synchronous thenable: React resolves the lazy component within this render.
      return {
        then(resolve: (value: { default: ComponentType<P> }) => void) {
          resolve({ default: ready });
        },
      } as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return preload().then(() => ({ default: loaded as ComponentType<P> }));
  });
  return { Component, preload };
}
