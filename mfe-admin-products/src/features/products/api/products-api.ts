import { refusalMessage, unprocessableErrors } from '@bolsos/admin-kit';
import { api } from '@bolsos/api-client';
import {
  API_PATHS,
  IMAGE_UPLOAD_FIELD,
  LIMITS,
  type Category,
  type MissingLocale,
  type Paginated,
  type Product,
  type ProductBulkAction,
  type ProductBulkResponse,
  type ProductImage,
  type ProductRequest,
  type ProductUpdateRequest,
  type StaffProductSort,
} from '@bolsos/contracts';
import type { TFunction } from '@bolsos/i18n';

export const PRODUCTS_PER_PAGE = LIMITS.staffPerPage;

export interface ProductsQuery {
  search: string;
  category?: Category;
  published?: boolean;
  missing?: MissingLocale;
  sort?: StaffProductSort;
  page: number;
}

/**
 * GET /api/products?search=&category=&published=&missing=&sort=&page=&per_page= (staff): every
 * product, published or not. Silent: the page shows its own error.
 */
export function getProducts(
  query: ProductsQuery,
  signal?: AbortSignal,
): Promise<Paginated<Product>> {
  return api.get<Paginated<Product>>(API_PATHS.products, {
    params: {
      search: query.search || undefined,
      category: query.category,
      published: query.published,
      missing: query.missing,
      sort: query.sort,
      page: query.page,
      per_page: PRODUCTS_PER_PAGE,
    },
    silent: true,
    signal,
  });
}

/**
 * POST /api/products/bulk: one action on many products, all or none. Silent: the bulk bar (or
 * the delete dialog) shows the refusal next to the buttons that asked.
 */
export function bulkProducts(
  action: ProductBulkAction,
  ids: number[],
): Promise<ProductBulkResponse> {
  return api.post<ProductBulkResponse>(API_PATHS.productsBulk, { action, ids }, { silent: true });
}

/** GET /api/products/{id} (staff). Silent: the page shows the not-found or its own error. */
export function getProduct(id: number, signal?: AbortSignal): Promise<{ data: Product }> {
  return api.get<{ data: Product }>(API_PATHS.product(id), { silent: true, signal });
}

/**
 * POST /api/products (staff). Not silent: the API client toasts the server's summary while the
 * form shows the 422 field messages.
 */
export function createProduct(input: ProductRequest): Promise<{ data: Product }> {
  return api.post<{ data: Product }>(API_PATHS.products, input);
}

/**
 * PUT /api/products/{id} (staff): the whole product, like createProduct; with `images`, their
 * order and alt texts too (the product form's one Save).
 */
export function updateProduct(id: number, input: ProductUpdateRequest): Promise<{ data: Product }> {
  return api.put<{ data: Product }>(API_PATHS.product(id), input);
}

/**
 * POST /api/products/{id}/duplicate (staff): an unpublished copy with new slugs and the product's
 * images. Not silent: the API client toasts a refusal.
 */
export function duplicateProduct(id: number): Promise<{ data: Product }> {
  return api.post<{ data: Product }>(API_PATHS.productDuplicate(id));
}

/** DELETE /api/products/{id} (staff). Silent: a refusal is shown in the dialog that asked. */
export function deleteProduct(id: number): Promise<void> {
  return api.delete<void>(API_PATHS.product(id), { silent: true });
}

/**
 * POST /api/products/{id}/images, multipart: every file under `images`. The client sends the
 * FormData as is, so the browser writes the boundary. Answers all the product's images in order.
 * `onProgress` hears the share of the body sent so far, from 0 to 1.
 */
export function uploadProductImages(
  id: number,
  files: readonly File[],
  onProgress?: (sent: number) => void,
): Promise<ImagesAnswer> {
  const form = new FormData();
  for (const file of files) form.append(IMAGE_UPLOAD_FIELD, file, file.name);
  // Silent: the caller says which file was refused and why (uploadRefusal).
  return api.upload<ImagesAnswer>(API_PATHS.productImages(id), form, {
    silent: true,
    ...(onProgress && {
      onUploadProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
    }),
  });
}

/**
 * The refusal of an upload, file by file: the API (all or nothing) names a refused file by its
 * place in the batch (`images.1`); what names no file (too many images, a server error) is `other`.
 */
export function uploadRefusalByFile(
  error: unknown,
  t: TFunction,
): { files: Map<number, string[]>; other: string[] } {
  const files = new Map<number, string[]>();
  const other: string[] = [];
  const errors = unprocessableErrors(error);
  for (const [key, reasons] of Object.entries(errors ?? {})) {
    const index = /^images\.(\d+)$/.exec(key)?.[1];
    if (index === undefined) other.push(...reasons);
    else files.set(Number(index), [...(files.get(Number(index)) ?? []), ...reasons]);
  }
  if (!errors || (files.size === 0 && other.length === 0)) other.push(refusalMessage(error, t));
  return { files, other };
}

/**
 * What to tell the user when an upload fails: a 422 names each refused file and its reason
 * ('notas.png is not a JPEG, PNG… image'), anything else is the usual refusal message.
 */
export function uploadRefusal(error: unknown, t: TFunction): string[] {
  const reasons = Object.values(unprocessableErrors(error) ?? {}).flat();
  if (reasons.length > 0) return reasons;
  return [refusalMessage(error, t)];
}

/** PUT /api/products/{id}/images/order {ids}: every image id once, in the new order. */
export function reorderProductImages(id: number, ids: number[]): Promise<ImagesAnswer> {
  return api.put<ImagesAnswer>(API_PATHS.productImagesOrder(id), { ids });
}

/** DELETE /api/products/{id}/images/{imageId}. Silent: the dialog that asked shows a refusal. */
export function deleteProductImage(id: number, imageId: number): Promise<void> {
  return api.delete<void>(API_PATHS.productImage(id, imageId), { silent: true });
}

export interface ImagesAnswer {
  data: ProductImage[];
}
