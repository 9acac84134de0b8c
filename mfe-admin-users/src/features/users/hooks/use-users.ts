import { useRemoteData } from '@bolsos/admin-kit';
import { useCallback } from 'react';
import { getUsers, type UsersQuery } from '../api/users-api';

/** One page of users for the list; refetches when the search, a filter, the order or the page changes. */
export function useUsers(query: UsersQuery) {
  const { search, page, role, sort } = query;
  const load = useCallback(
    (signal: AbortSignal) => getUsers({ search, page, role, sort }, signal),
    [search, page, role, sort],
  );
  return useRemoteData(JSON.stringify([search, page, role, sort]), load);
}
