import { api } from '@bolsos/api-client';
import { shopQuery, type ShopDetailsResponse } from '@bolsos/contracts';
import { useCallback } from 'react';
import { useApiData } from './use-api-data';
import { usePreloadedQuery } from './use-preloaded-query';

/** The shop's details: every server-rendered page preloads them (the footer shows them too). */
export function useShopDetails() {
  const query = shopQuery();
  const load = useCallback(
    (signal: AbortSignal) => api.get<ShopDetailsResponse>(query.path, { silent: true, signal }),
    [query.path],
  );
  return useApiData('shop', load, usePreloadedQuery<ShopDetailsResponse>(query));
}
