import {
  API_BASE,
  API_PATHS,
  productQuery,
  type CatalogProductDetail,
  type CatalogProductSummary,
} from '@bolsos/contracts';
import type { APIRequestContext } from '@playwright/test';

/** A demo product with more than one photo, read through the public API. */
export async function productWithGallery(
  request: APIRequestContext,
): Promise<CatalogProductDetail> {
  const list = await request.get(`${API_BASE}${API_PATHS.catalogProducts}?lang=es&per_page=48`);
  const { data } = (await list.json()) as { data: CatalogProductSummary[] };
  for (const item of data) {
    const answer = await request.get(productQuery('es', item.slug).url);
    const product = ((await answer.json()) as { data: CatalogProductDetail }).data;
    if (product.images.length > 1) return product;
  }
  throw new Error('the demo catalogue has no product with two photos');
}
