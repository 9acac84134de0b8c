import { api } from '@bolsos/api-client';
import {
  productListQuery,
  type CatalogProductSummary,
  type Category,
  type Locale,
  type Paginated,
  type ProductSort,
} from '@bolsos/contracts';

export interface CatalogProductsQuery {
  locale: Locale;
  /** Absent on the view-all page. */
  category?: Category;
  page: number;
  /** Absent for the default order (newest first). */
  sort?: ProductSort;
}

/**
 * GET /api/catalog/products?category=&lang=&page=&per_page=&sort= → published products in one
 * language, as contracts' productListQuery spells it (the URL the server preloads). Silent: the
 * page shows its own error.
 */
export function getCatalogProducts(
  { locale, category, page, sort }: CatalogProductsQuery,
  signal?: AbortSignal,
): Promise<Paginated<CatalogProductSummary>> {
  const query = productListQuery(locale, category, page, sort);
  return api.get<Paginated<CatalogProductSummary>>(query.path, {
    params: query.params,
    silent: true,
    signal,
  });
}
