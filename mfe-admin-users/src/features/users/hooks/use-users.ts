import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getUsers, type UsersQuery } from '../api/users-api';

/** One page of users for the list; refetches when the search or the page changes. */
export function useUsers(query: UsersQuery) {
  const { search, page } = query;
  const load = useCallback(
    (signal: AbortSignal) => getUsers({ search, page }, signal),
    [search, page],
  );
  return useRemoteData(JSON.stringify([search, page]), load);
}
