import { api } from '@bolsos/api-client';
import { API_PATHS, LIMITS, type Paginated, type Popular, type Product } from '@bolsos/contracts';

/** GET /api/populars (staff): the popular products in shop order, each with its full product. */
export function getPopulars(signal?: AbortSignal): Promise<{ data: Popular[] }> {
  return api.get<{ data: Popular[] }>(API_PATHS.populars, { silent: true, signal });
}

/** POST /api/populars {product_id}: the product goes last. Not silent: a refusal is toasted. */
export function addPopular(productId: number): Promise<{ data: Popular }> {
  return api.post<{ data: Popular }>(API_PATHS.populars, { product_id: productId });
}

/** PUT /api/populars/order {ids}: every entry id (not product id) once, in the new order. */
export function reorderPopulars(ids: number[]): Promise<{ data: Popular[] }> {
  return api.put<{ data: Popular[] }>(API_PATHS.popularsOrder, { ids });
}

/** DELETE /api/populars/{id}. Silent: the dialog that asked shows a refusal. */
export function removePopular(id: number): Promise<void> {
  return api.delete<void>(API_PATHS.popular(id), { silent: true });
}

/** GET /api/products?search= for the add picker: the first page of matches. Silent. */
export function searchProducts(term: string, signal?: AbortSignal): Promise<Paginated<Product>> {
  return api.get<Paginated<Product>>(API_PATHS.products, {
    params: { search: term || undefined, page: 1, per_page: LIMITS.staffPerPage },
    silent: true,
    signal,
  });
}
