import { productListQuery, type CatalogProductSummary, type Paginated } from '@bolsos/contracts';
import { useCallback } from 'react';
import { useApiData } from '../../../shared/hooks/use-api-data';
import { usePreloadedQuery } from '../../../shared/hooks/use-preloaded-query';
import { getCatalogProducts, type CatalogProductsQuery } from '../api/get-catalog-products';

export function useCatalogProducts(query: CatalogProductsQuery) {
  const { locale, category, page, sort, minPrice, maxPrice } = query;
  const load = useCallback(
    (signal: AbortSignal) =>
      getCatalogProducts({ locale, category, page, sort, minPrice, maxPrice }, signal),
    [locale, category, page, sort, minPrice, maxPrice],
  );
  const preloaded = usePreloadedQuery<Paginated<CatalogProductSummary>>(
    productListQuery(locale, category, page, sort, { min_price: minPrice, max_price: maxPrice }),
  );
  return useApiData(
    `catalog:${locale}:${category ?? 'all'}:${page}:${sort ?? ''}:${minPrice ?? ''}:${maxPrice ?? ''}`,
    load,
    preloaded,
  );
}
