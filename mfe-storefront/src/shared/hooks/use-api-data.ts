import { useCallback, useEffect, useRef, useState } from 'react';

export type ApiData<T> =
  | { status: 'loading'; reload(): void }
  | { status: 'ready'; data: T; reload(): void }
  | { status: 'failed'; error: unknown; reload(): void };

type Settled<T> = { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Data for a page section, loaded again whenever `key` changes (language, category, page).
 * An answer to an older key is aborted and ignored, so a fast language switch never shows the
 * previous language's products. `preloaded` is the answer the server sent with the page for this
 * key: it renders on the first render (the server's and the hydrating one alike) and is not
 * fetched again; a reload fetches.
 */
export function useApiData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  preloaded?: T,
): ApiData<T> {
  // The key the settled answer belongs to: anything else is still loading.
  const [settled, setSettled] = useState<{ key: string; attempt: number; value: Settled<T> }>();
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  }, [load]);

  const usePreloadedAnswer = preloaded !== undefined && attempt === 0;
  useEffect(() => {
    if (usePreloadedAnswer) return undefined;
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setSettled({ key, attempt, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setSettled({ key, attempt, value: { status: 'failed', error } });
        }
      },
    );
    return () => controller.abort();
  }, [key, attempt, usePreloadedAnswer]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (usePreloadedAnswer) return { status: 'ready', data: preloaded, reload };
  if (!settled || settled.key !== key || settled.attempt !== attempt) {
    return { status: 'loading', reload };
  }
  return { ...settled.value, reload };
}
