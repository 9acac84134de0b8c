import { api, isApiError } from '@bolsos/api-client';
import { productQuery, type CatalogProductDetail, type Locale } from '@bolsos/contracts';

/**
 * GET /api/catalog/products/{lang}/{slug} (contracts productQuery) → a published product, or null
 * when none has that slug. An old or foreign slug answers 301 to the canonical one, which fetch
 * follows: the product page then moves to `data.path`. Contact reads the bag a message is about
 * through the same call, so both share one cached, preloaded answer.
 */
export async function getCatalogProduct(
  locale: Locale,
  slug: string,
  signal?: AbortSignal,
): Promise<CatalogProductDetail | null> {
  const query = productQuery(locale, slug);
  try {
    const answer = await api.get<{ data: CatalogProductDetail }>(query.path, {
      params: query.params,
      silent: true,
      signal,
    });
    return answer.data;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
