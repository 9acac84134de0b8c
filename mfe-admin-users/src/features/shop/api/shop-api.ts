import { api } from '@bolsos/api-client';
import { API_PATHS, type ShopDetails, type ShopDetailsResponse } from '@bolsos/contracts';

/** GET /api/shop (admin). Silent: the page shows its own error. */
export function getShopDetails(signal?: AbortSignal): Promise<ShopDetailsResponse> {
  return api.get<ShopDetailsResponse>(API_PATHS.shop, { silent: true, signal });
}

/** PUT /api/shop (admin): the whole document; a 422 carries field errors. */
export function saveShopDetails(details: ShopDetails): Promise<ShopDetailsResponse> {
  return api.put<ShopDetailsResponse>(API_PATHS.shop, details);
}
