import { productQuery, type CatalogProductDetail, type Locale } from '@bolsos/contracts';
import { useCallback } from 'react';
import { useApiData } from '../../../shared/hooks/use-api-data';
import { usePreloadedQuery } from '../../../shared/hooks/use-preloaded-query';
import { getCatalogProduct } from '../../../shared/api/get-catalog-product';

export function useCatalogProduct(locale: Locale, slug: string) {
  const load = useCallback(
    (signal: AbortSignal) => getCatalogProduct(locale, slug, signal),
    [locale, slug],
  );
  const preloaded = usePreloadedQuery<{ data: CatalogProductDetail }>(productQuery(locale, slug));
  return useApiData(`product:${locale}:${slug}`, load, preloaded?.data);
}
