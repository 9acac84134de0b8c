import type { Locale } from '@bolsos/contracts';
import { useCallback } from 'react';
import { useApiData } from '../../../shared/hooks/use-api-data';
import { getCatalogProduct } from '../api/get-catalog-product';

export function useCatalogProduct(locale: Locale, slug: string) {
  const load = useCallback(
    (signal: AbortSignal) => getCatalogProduct(locale, slug, signal),
    [locale, slug],
  );
  return useApiData(`product:${locale}:${slug}`, load);
}
