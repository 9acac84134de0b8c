import { api, isApiError } from '@bolsos/api-client';
import { productQuery, type CatalogProductDetail, type Locale } from '@bolsos/contracts';

/**
 * The bag a Contact message is about: the product page's own read (contracts productQuery, cached
 * and preloaded the same way), or null when no published product has that slug any more. An old
 * or foreign slug answers 301, which fetch follows to the current product.
 */
export async function getContactProduct(
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
