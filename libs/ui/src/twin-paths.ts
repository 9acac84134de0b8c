import type { Locale } from '@bolsos/contracts';
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';

/** The current page in each language, where the route table alone cannot tell (product slugs). */
export type TwinPaths = Partial<Record<Locale, string>>;

interface Registration {
  pathname: string;
  paths: TwinPaths;
}

/** Paths compare decoded and without a trailing slash: '/zh/%E4%BA%A7%E5%93%81/' = '/zh/产品'. */
export function normalizePathname(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] || '/';
  try {
    path = decodeURI(path);
  } catch {
    // Keep a malformed path as it is; it can only match itself.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

// One registration for the whole page: the shell's switcher reads what a remote's page wrote.
const registry = createStore<{ current: Registration | null }>()(() => ({ current: null }));

function emit(next: Registration | null) {
  registry.setState({ current: next });
}

/**
 * A page tells the language switcher where its twins are, e.g. a product page once it knows the
 * product's slug in every language. Only the registration for the page on screen counts.
 */
export function setTwinPaths(pathname: string, paths: TwinPaths): void {
  emit({ pathname: normalizePathname(pathname), paths: { ...paths } });
}

/** Forgets the registration of `pathname` (and only that one: the next page may have registered). */
export function clearTwinPaths(pathname: string): void {
  const { current } = registry.getState();
  if (current && current.pathname === normalizePathname(pathname)) emit(null);
}

export function getTwinPaths(pathname: string): TwinPaths | undefined {
  const { current } = registry.getState();
  return current && current.pathname === normalizePathname(pathname) ? current.paths : undefined;
}

/** What the switcher reads: the twins registered for `pathname`, if any. */
export function useTwinPaths(pathname: string): TwinPaths | undefined {
  const snapshot = useStore(registry, (state) => state.current);
  return snapshot && snapshot.pathname === normalizePathname(pathname) ? snapshot.paths : undefined;
}

/**
 * What a remote's page calls: registers while mounted, clears on unmount. Pass `undefined` while
 * the twins are unknown (e.g. still loading).
 */
export function useRegisterTwinPaths(pathname: string, paths: TwinPaths | undefined): void {
  const key = paths ? JSON.stringify(paths) : '';
  useEffect(() => {
    if (!key) return undefined;
    setTwinPaths(pathname, JSON.parse(key) as TwinPaths);
    return () => clearTwinPaths(pathname);
  }, [pathname, key]);
}
