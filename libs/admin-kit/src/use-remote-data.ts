import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading'; data?: T; reload(): void }
  | { status: 'ready'; data: T; reload(): void }
  | { status: 'failed'; error: unknown; reload(): void };

/**
 * Loads data for a page and reloads it whenever `key` changes (e.g. the serialized query). While
 * a new answer is on its way the previous data stays, so tables keep their rows instead of
 * flashing empty; a failure drops them. Answers to an older key are dropped (the request is
 * aborted).
 */
export function useRemoteData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): RemoteData<T> {
  const [state, setState] = useState<{
    status: 'loading' | 'ready' | 'failed';
    data?: T;
    error?: unknown;
  }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  }, [load]);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        // Rows of another query next to an error would be taken for the answer: drop them.
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.status === 'ready') return { status: 'ready', data: state.data as T, reload };
  if (state.status === 'failed') return { status: 'failed', error: state.error, reload };
  return { status: 'loading', data: state.data, reload };
}
