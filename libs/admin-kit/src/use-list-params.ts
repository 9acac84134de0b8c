import { useCallback } from 'react';
import { useSearchParams } from '@bolsos/router';

export type ListParamChanges = Record<string, string | number | undefined>;

export interface ListParams {
  /** 1-based page from `?page=`; 1 when absent or not a positive integer. */
  page: number;
  /** A query parameter, '' when absent. */
  get(name: string): string;
  /**
   * Writes parameters into the URL ('' / undefined / page 1 remove them). A new search or filter
   * should pass `page: undefined` so the list starts again at its first page.
   */
  update(changes: ListParamChanges, options?: { replace?: boolean }): void;
}

/**
 * A list's search, filters and page live in the URL, so reloading, sharing the link or coming
 * back from another page shows the same rows.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;

  const update = useCallback(
    (changes: ListParamChanges, options?: { replace?: boolean }) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (name === 'page' && value === 1)) {
              next.delete(name);
            } else {
              next.set(name, String(value));
            }
          }
          return next;
        },
        { replace: options?.replace },
      );
    },
    [setParams],
  );

  return { page, get: (name) => params.get(name) ?? '', update };
}
