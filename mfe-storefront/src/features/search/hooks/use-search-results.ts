import { searchQuery, type Locale, type SearchResults } from '@bolsos/contracts';
import { useCallback } from 'react';
import { useApiData } from '../../../shared/hooks/use-api-data';
import { usePreloadedQuery } from '../../../shared/hooks/use-preloaded-query';
import { searchProducts } from '../api/search-products';

export function useSearchResults(locale: Locale, q: string, page: number) {
  const load = useCallback(
    (signal: AbortSignal) => searchProducts(locale, q, page, signal),
    [locale, q, page],
  );
  const preloaded = usePreloadedQuery<SearchResults>(searchQuery(locale, q, page));
  return useApiData(`search:${locale}:${page}:${q}`, load, preloaded);
}
