import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getProducts, type ProductsQuery } from '../api/products-api';

/** One page of products; refetches when the search, a filter, the order or the page changes. */
export function useProducts({ search, category, published, missing, sort, page }: ProductsQuery) {
  const load = useCallback(
    (signal: AbortSignal) =>
      getProducts({ search, category, published, missing, sort, page }, signal),
    [search, category, published, missing, sort, page],
  );
  return useRemoteData(JSON.stringify([search, category, published, missing, sort, page]), load);
}
