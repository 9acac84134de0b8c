import { createStore, useStore } from 'zustand';

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

const store = createStore<{ current: FatalError | null }>()(() => ({ current: null }));

function emit(next: FatalError | null) {
  store.setState({ current: next });
}

/** Switches the whole app to the error page. */
export function setFatalError(error: unknown): FatalError {
  const fatal = { code: errorCode(error) };
  emit(fatal);
  return fatal;
}

/** 'Go to Home' clears it. */
export function clearFatalError(): void {
  if (store.getState().current) emit(null);
}

export function getFatalError(): FatalError | null {
  return store.getState().current;
}

export function useFatalError(): FatalError | null {
  return useStore(store, (state) => state.current);
}
