/**
 * Stands in for `@module-federation/enhanced/runtime` in the server build: the server renders
 * remotes from their server bundles and never loads one through the federation runtime.
 */
export function registerRemotes(): void {
  throw new Error('Module Federation runtime is not available in the server build');
}

export function loadRemote(): Promise<never> {
  return Promise.reject(
    new Error('Module Federation runtime is not available in the server build'),
  );
}
