import { api } from '@bolsos/api-client';
import {
  searchQuery,
  type CatalogProductSummary,
  type Locale,
  type Paginated,
} from '@bolsos/contracts';

/**
 * GET /api/catalog/search?lang=&page=&per_page=&q= → published products matching `q`, best
 * first, as contracts' searchQuery spells it (the URL the server preloads). Silent: the page
 * shows its own error.
 */
export function searchProducts(
  locale: Locale,
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paginated<CatalogProductSummary>> {
  const query = searchQuery(locale, q, page);
  return api.get<Paginated<CatalogProductSummary>>(query.path, {
    params: query.params,
    silent: true,
    signal,
  });
}
