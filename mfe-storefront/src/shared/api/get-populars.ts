import { api } from '@bolsos/api-client';
import { popularsQuery, type CatalogProductSummary, type Locale } from '@bolsos/contracts';

/**
 * GET /api/catalog/populars?lang= → the Popular section in the shop's curated order, texts in
 * `lang` (Spanish where a translation is missing). The URL is contracts' popularsQuery, the one
 * the server preloads. Silent: the section shows its own error.
 */
export function getPopulars(
  lang: Locale,
  signal?: AbortSignal,
): Promise<{ data: CatalogProductSummary[] }> {
  const query = popularsQuery(lang);
  return api.get<{ data: CatalogProductSummary[] }>(query.path, {
    params: query.params,
    silent: true,
    signal,
  });
}
