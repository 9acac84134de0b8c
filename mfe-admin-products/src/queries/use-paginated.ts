import { api, type QueryParams } from '@bolsos/api-client';
import type { Paginated } from '@bolsos/contracts';
import { useEffect, useState } from 'react';

export type ListState<T> =
  | { status: 'loading'; data?: Paginated<T> }
  | { status: 'ready'; data: Paginated<T> }
  | { status: 'failed'; error: unknown };

/** A GET of a `{ data, meta }` list; refetches when the path or a parameter changes. */
export function usePaginated<T>(path: string, params: QueryParams): ListState<T> {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const key = JSON.stringify(params);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'loading', data: previous.data }
        : { status: 'loading' },
    );
    api
      .get<Paginated<T>>(path, {
        params: JSON.parse(key) as QueryParams,
        signal: controller.signal,
      })
      .then(
        (data) => setState({ status: 'ready', data }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'failed', error });
        },
      );
    return () => controller.abort();
  }, [path, key]);
  return state;
}
