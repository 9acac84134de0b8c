import { useSyncExternalStore } from 'react';

/** What the app-wide error page needs: a status code, never the raw error. */
export interface FatalError {
  code: number;
}

/** 401/403/404 carried by an error (an ApiError, a Response-like object) stay; anything else is 500. */
export function errorCode(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null
      ? (error as { status?: unknown }).status
      : undefined;
  return typeof status === 'number' && [401, 403, 404].includes(status) ? status : 500;
}

let current: FatalError | null = null;
const listeners = new Set<() => void>();

function emit(next: FatalError | null) {
  current = next;
  for (const listener of [...listeners]) listener();
}

/** Switches the whole app to the error page. */
export function setFatalError(error: unknown): FatalError {
  const fatal = { code: errorCode(error) };
  emit(fatal);
  return fatal;
}

/** 'Go to Home' clears it. */
export function clearFatalError(): void {
  if (current) emit(null);
}

export function getFatalError(): FatalError | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFatalError(): FatalError | null {
  return useSyncExternalStore(subscribe, getFatalError, () => null);
}
