import { api, isApiError, type ApiClient } from '@bolsos/api-client';
import {
  API_PATHS,
  hasRoles as rolesMatch,
  type AccountResponse,
  type LoginRequest,
  type Role,
  type User,
} from '@bolsos/contracts';
import { create, type StoreApi, type UseBoundStore } from 'zustand';

export interface AuthState {
  user: User | null;
  /** 'ready' once the account is known (signed in or not); 'idle' again after a failed fetch. */
  status: 'idle' | 'loading' | 'ready';
  /** The last failure of fetchAccount other than 401; null when the account is known. */
  error: unknown;
  /**
   * The signed-in user, fetched once and then cached; `force` asks the server again. Never
   * rejects: a failure other than 401 leaves `error` set, the previous user, and status 'idle'
   * so the next call retries.
   */
  fetchAccount(force?: boolean): Promise<User | null>;
  /** Rejects with the ApiError of a failed login (422 carries the field messages). */
  login(input: LoginRequest): Promise<User>;
  /** Signs out here even when the server call fails. */
  logout(): Promise<void>;
  setUser(user: User | null): void;
  /** Signed in and, when roles are given, holding any (or all) of them. */
  hasRoles(roles?: readonly Role[], mode?: 'any' | 'all'): boolean;
}

export type AuthStore = UseBoundStore<StoreApi<AuthState>>;

export function createAuthStore(client: ApiClient): AuthStore {
  let pending: Promise<User | null> | null = null;
  // Every change of who is signed in bumps this, so an older account answer cannot overwrite it.
  let version = 0;

  return create<AuthState>()((set, get) => {
    const settle = (user: User | null) => {
      version += 1;
      pending = null;
      set({ user, status: 'ready', error: null });
    };

    const load = (): Promise<User | null> => {
      const mine = ++version;
      set({ status: 'loading' });
      const request = client
        .get<AccountResponse>(API_PATHS.account, { silent: true, cache: false })
        .then(
          (response) => {
            if (mine === version) settle(response.user);
            return response.user;
          },
          (error: unknown) => {
            if (isApiError(error, 401)) {
              if (mine === version) settle(null);
              return null;
            }
            if (mine === version) {
              pending = null;
              set({ status: 'idle', error });
            }
            return get().user;
          },
        );
      pending = request;
      return request;
    };

    return {
      user: null,
      status: 'idle',
      error: null,

      fetchAccount(force = false) {
        if (!force) {
          if (pending) return pending;
          if (get().status === 'ready') return Promise.resolve(get().user);
        }
        return load();
      },

      async login(input) {
        const { user } = await client.post<AccountResponse>(API_PATHS.login, input);
        settle(user);
        return user;
      },

      async logout() {
        try {
          await client.post(API_PATHS.logout, undefined, { silent: true });
        } catch {
          // The session may already be gone on the server; locally the user is signed out either way.
        } finally {
          settle(null);
        }
      },

      setUser(user) {
        settle(user);
      },

      hasRoles(roles, mode = 'any') {
        const { user } = get();
        return user !== null && rolesMatch(user.roles, roles, mode);
      },
    };
  });
}

/** The page's store, shared as a Module Federation singleton so the shell and remotes agree. */
export const useAuthStore: AuthStore = createAuthStore(api);
