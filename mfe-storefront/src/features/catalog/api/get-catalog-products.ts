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
  /** Inclusive price bounds in USD; absent for none. */
  minPrice?: number;
  maxPrice?: number;
}

/**
 * GET /api/catalog/products?category=&lang=&max_price=&min_price=&page=&per_page=&sort= → published products in one
 * language, as contracts' productListQuery spells it (the URL the server preloads). Silent: the
 * page shows its own error.
 */
export function getCatalogProducts(
  { locale, category, page, sort, minPrice, maxPrice }: CatalogProductsQuery,
  signal?: AbortSignal,
): Promise<Paginated<CatalogProductSummary>> {
  const query = productListQuery(locale, category, page, sort, {
    min_price: minPrice,
    max_price: maxPrice,
  });
  return api.get<Paginated<CatalogProductSummary>>(query.path, {
    params: query.params,
    silent: true,
    signal,
  });
}
