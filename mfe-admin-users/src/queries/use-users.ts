import { api } from '@bolsos/api-client';
import { API_PATHS, type Paginated, type User } from '@bolsos/contracts';
import { useEffect, useState } from 'react';

export interface UsersQuery {
  page: number;
  perPage: number;
  search: string;
}

export type UsersState =
  | { status: 'loading'; data?: Paginated<User> }
  | { status: 'ready'; data: Paginated<User> }
  | { status: 'failed'; error: unknown };

/** GET /api/users?search=&page=&per_page= (the API client toasts failures). */
export function useUsers({ page, perPage, search }: UsersQuery): UsersState {
  const [state, setState] = useState<UsersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) =>
      previous.status === 'ready'
        ? { status: 'loading', data: previous.data }
        : { status: 'loading' },
    );
    api
      .get<Paginated<User>>(API_PATHS.users, {
        params: { search: search || undefined, page, per_page: perPage },
        signal: controller.signal,
      })
      .then(
        (data) => setState({ status: 'ready', data }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'failed', error });
        },
      );
    return () => controller.abort();
  }, [page, perPage, search]);
  return state;
}
