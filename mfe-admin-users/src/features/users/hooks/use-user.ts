import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getUser } from '../api/users-api';

/** One user for the detail and edit pages; loads again when the id changes. */
export function useUser(id: number) {
  const load = useCallback((signal: AbortSignal) => getUser(id, signal), [id]);
  return useRemoteData(String(id), load);
}
