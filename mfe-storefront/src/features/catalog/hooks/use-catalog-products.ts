import { useCallback } from 'react';
import { useApiData } from '../../../shared/hooks/use-api-data';
import { getCatalogProducts, type CatalogProductsQuery } from '../api/get-catalog-products';

export function useCatalogProducts({ locale, category, page, sort }: CatalogProductsQuery) {
  const load = useCallback(
    (signal: AbortSignal) => getCatalogProducts({ locale, category, page, sort }, signal),
    [locale, category, page, sort],
  );
  return useApiData(`catalog:${locale}:${category ?? 'all'}:${page}:${sort ?? ''}`, load);
}
