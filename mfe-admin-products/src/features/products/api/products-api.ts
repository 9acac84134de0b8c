import { api } from '@bolsos/api-client';
import { API_PATHS, LIMITS, type Category, type Paginated, type Product } from '@bolsos/contracts';

export const PRODUCTS_PER_PAGE = LIMITS.staffPerPage;

export interface ProductsQuery {
  search: string;
  category?: Category;
  page: number;
}

/**
 * GET /api/products?search=&category=&page=&per_page= (staff): every product, published or not.
 * Silent: the page shows its own error.
 */
export function getProducts(
  query: ProductsQuery,
  signal?: AbortSignal,
): Promise<Paginated<Product>> {
  return api.get<Paginated<Product>>(API_PATHS.products, {
    params: {
      search: query.search || undefined,
      category: query.category,
      page: query.page,
      per_page: PRODUCTS_PER_PAGE,
    },
    silent: true,
    signal,
  });
}
