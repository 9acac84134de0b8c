import { api, isApiError } from '@bolsos/api-client';
import { productQuery, type CatalogProductDetail, type Locale } from '@bolsos/contracts';

/**
 * GET /api/catalog/products/{lang}/{slug} (contracts productQuery) → the product page's data,
 * or null when no published product has that slug. An old or foreign slug answers 301 to the
 * canonical one, which fetch follows: the page then moves to `data.path`.
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
