import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getProducts, type ProductsQuery } from '../api/products-api';

/** One page of products; refetches when the search, the category or the page changes. */
export function useProducts({ search, category, page }: ProductsQuery) {
  const load = useCallback(
    (signal: AbortSignal) => getProducts({ search, category, page }, signal),
    [search, category, page],
  );
  return useRemoteData(JSON.stringify([search, category, page]), load);
}
