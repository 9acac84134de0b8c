import {
  contactProductSlug,
  productQuery,
  type CatalogProductDetail,
  type Locale,
} from '@bolsos/contracts';
import { useSearchParams } from '@bolsos/router';
import { useCallback } from 'react';
import { useApiData } from '../../../shared/hooks/use-api-data';
import { usePreloadedQuery } from '../../../shared/hooks/use-preloaded-query';
import { getCatalogProduct } from '../../../shared/api/get-catalog-product';

/**
 * The product named in Contact's address (`?product={slug}`), if any: preloaded by the server with
 * the page, fetched otherwise. Settles on null without asking anything when there is none.
 */
export function useContactProduct(locale: Locale) {
  const [search] = useSearchParams();
  const slug = contactProductSlug(search);
  const load = useCallback(
    (signal: AbortSignal) =>
      slug ? getCatalogProduct(locale, slug, signal) : Promise.resolve(null),
    [locale, slug],
  );
  const preloaded = usePreloadedQuery<{ data: CatalogProductDetail }>(
    productQuery(locale, slug ?? ''),
  );
  return useApiData(`contact-product:${locale}:${slug ?? ''}`, load, slug ? preloaded?.data : null);
}
