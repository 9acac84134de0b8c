import { productListQuery, type CatalogProductSummary, type Paginated } from '@bolsos/contracts';
import { useCallback } from 'react';
import { useApiData } from '../../../shared/hooks/use-api-data';
import { usePreloadedQuery } from '../../../shared/hooks/use-preloaded-query';
import { getCatalogProducts, type CatalogProductsQuery } from '../api/get-catalog-products';

export function useCatalogProducts({ locale, category, page, sort }: CatalogProductsQuery) {
  const load = useCallback(
    (signal: AbortSignal) => getCatalogProducts({ locale, category, page, sort }, signal),
    [locale, category, page, sort],
  );
  const preloaded = usePreloadedQuery<Paginated<CatalogProductSummary>>(
    productListQuery(locale, category, page, sort),
  );
  return useApiData(
    `catalog:${locale}:${category ?? 'all'}:${page}:${sort ?? ''}`,
    load,
    preloaded,
  );
}
