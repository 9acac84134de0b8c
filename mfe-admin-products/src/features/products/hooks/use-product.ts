import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getProduct } from '../api/products-api';

/** One product by id; `reload()` fetches it again (after an image change, say). */
export function useProduct(id: number) {
  const load = useCallback((signal: AbortSignal) => getProduct(id, signal), [id]);
  return useRemoteData(`product-${id}`, load);
}
