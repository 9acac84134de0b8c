import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getMessages, type MessagesQuery } from '../api/messages-api';

/** One page of messages; refetches when the search, a filter or the page changes. */
export function useMessages({ search, status, lang, productId, page }: MessagesQuery) {
  const load = useCallback(
    (signal: AbortSignal) => getMessages({ search, status, lang, productId, page }, signal),
    [search, status, lang, productId, page],
  );
  return useRemoteData(JSON.stringify([search, status, lang, productId, page]), load);
}
