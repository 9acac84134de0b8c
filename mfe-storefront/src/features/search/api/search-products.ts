import { api } from '@bolsos/api-client';
import { searchQuery, type Locale, type SearchResults } from '@bolsos/contracts';

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
): Promise<SearchResults> {
  const query = searchQuery(locale, q, page);
  return api.get<SearchResults>(query.path, {
    params: query.params,
    silent: true,
    signal,
  });
}
