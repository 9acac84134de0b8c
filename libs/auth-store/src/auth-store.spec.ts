import { ApiError, type ApiClient } from '@bolsos/api-client';
import type { User } from '@bolsos/contracts';
import { createAuthStore } from './auth-store';

const user = (overrides: Partial<User> = {}): User => ({
  id: 1,
  name: 'Ana',
  email: 'admin@bolsos.test',
  roles: ['admin'],
  password_set_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeClient() {
  const client = {
    get: jest.fn(),
    post: jest.fn(),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
    upload: jest.fn(),
    clearCache: jest.fn(),
    configure: jest.fn(),
  };
  return { client, api: client as unknown as ApiClient };
}

describe('createAuthStore', () => {
  it('starts idle and signed out', () => {
    const store = createAuthStore(fakeClient().api);
    expect(store.getState()).toMatchObject({ user: null, status: 'idle', error: null });
  });

  describe('fetchAccount', () => {
    it('fetches GET /account silently, uncached, and stores the user', async () => {
      const { client, api } = fakeClient();
      client.get.mockResolvedValue({ user: user() });
      const store = createAuthStore(api);
      await expect(store.getState().fetchAccount()).resolves.toEqual(user());
      expect(client.get).toHaveBeenCalledWith('/account', { silent: true, cache: false });
      expect(store.getState()).toMatchObject({ user: user(), status: 'ready', error: null });
    });

    it('shares one request between concurrent callers and is loading meanwhile', async () => {
      const { client, api } = fakeClient();
      const answer = deferred<{ user: User }>();
      client.get.mockReturnValue(answer.promise);
      const store = createAuthStore(api);
      const first = store.getState().fetchAccount();
      const second = store.getState().fetchAccount();
      expect(store.getState().status).toBe('loading');
      answer.resolve({ user: user() });
      await expect(Promise.all([first, second])).resolves.toEqual([user(), user()]);
      expect(client.get).toHaveBeenCalledTimes(1);
    });

    it('answers later calls from the cached user, and refetches when forced', async () => {
      const { client, api } = fakeClient();
      client.get.mockResolvedValueOnce({ user: user() });
      client.get.mockResolvedValueOnce({ user: user({ name: 'Ana María' }) });
      const store = createAuthStore(api);
      await store.getState().fetchAccount();
      await expect(store.getState().fetchAccount()).resolves.toEqual(user());
      expect(client.get).toHaveBeenCalledTimes(1);
      await expect(store.getState().fetchAccount(true)).resolves.toMatchObject({
        name: 'Ana María',
      });
      expect(client.get).toHaveBeenCalledTimes(2);
      expect(store.getState().user?.name).toBe('Ana María');
    });

    it('treats 401 as signed out and caches that too', async () => {
      const { client, api } = fakeClient();
      client.get.mockRejectedValue(new ApiError('Unauthenticated.', 401));
      const store = createAuthStore(api);
      await expect(store.getState().fetchAccount()).resolves.toBeNull();
      expect(store.getState()).toMatchObject({ user: null, status: 'ready', error: null });
      await store.getState().fetchAccount();
      expect(client.get).toHaveBeenCalledTimes(1);
    });

    it('keeps the error and retries on the next call after another failure', async () => {
      const { client, api } = fakeClient();
      const failure = new ApiError('Down', 503);
      client.get.mockRejectedValueOnce(failure).mockResolvedValueOnce({ user: user() });
      const store = createAuthStore(api);
      await expect(store.getState().fetchAccount()).resolves.toBeNull();
      expect(store.getState()).toMatchObject({ user: null, status: 'idle', error: failure });
      await expect(store.getState().fetchAccount()).resolves.toEqual(user());
      expect(store.getState()).toMatchObject({ status: 'ready', error: null });
    });

    it('keeps the signed-in user when a forced refetch fails on the network', async () => {
      const { client, api } = fakeClient();
      client.get
        .mockResolvedValueOnce({ user: user() })
        .mockRejectedValueOnce(new ApiError('x', 0));
      const store = createAuthStore(api);
      await store.getState().fetchAccount();
      await expect(store.getState().fetchAccount(true)).resolves.toEqual(user());
      expect(store.getState().user).toEqual(user());
    });

    it('lets a newer answer win over an older one still in flight', async () => {
      const { client, api } = fakeClient();
      const old = deferred<{ user: User }>();
      client.get.mockReturnValueOnce(old.promise).mockResolvedValueOnce({ user: user({ id: 2 }) });
      const store = createAuthStore(api);
      const stale = store.getState().fetchAccount();
      await store.getState().fetchAccount(true);
      old.resolve({ user: user({ id: 1 }) });
      await stale;
      expect(store.getState().user?.id).toBe(2);
    });
  });

  describe('login', () => {
    it('posts /login and stores the user from the answer', async () => {
      const { client, api } = fakeClient();
      client.post.mockResolvedValue({ user: user() });
      const store = createAuthStore(api);
      const input = { email: 'admin@bolsos.test', password: 'Admin#2026demo', remember: true };
      await expect(store.getState().login(input)).resolves.toEqual(user());
      expect(client.post).toHaveBeenCalledWith('/login', input);
      expect(store.getState()).toMatchObject({ user: user(), status: 'ready' });
      await store.getState().fetchAccount();
      expect(client.get).not.toHaveBeenCalled();
    });

    it('rejects with the ApiError and leaves the user signed out', async () => {
      const { client, api } = fakeClient();
      const failure = new ApiError('The data sent is invalid', 422, {
        errors: { email: ['Username and password do not match'] },
      });
      client.post.mockRejectedValue(failure);
      const store = createAuthStore(api);
      await expect(store.getState().login({ email: 'a@b.co', password: 'x' })).rejects.toBe(
        failure,
      );
      expect(store.getState().user).toBeNull();
    });

    it('is not undone by an account request that was already in flight', async () => {
      const { client, api } = fakeClient();
      const account = deferred<{ user: User }>();
      client.get.mockReturnValue(account.promise);
      client.post.mockResolvedValue({ user: user() });
      const store = createAuthStore(api);
      const pending = store.getState().fetchAccount();
      await store.getState().login({ email: 'admin@bolsos.test', password: 'x' });
      account.reject(new ApiError('Unauthenticated.', 401));
      await pending;
      expect(store.getState().user).toEqual(user());
    });
  });

  describe('logout', () => {
    it('posts /logout silently and clears the user', async () => {
      const { client, api } = fakeClient();
      client.post.mockResolvedValue(undefined);
      const store = createAuthStore(api);
      store.getState().setUser(user());
      await store.getState().logout();
      expect(client.post).toHaveBeenCalledWith('/logout', undefined, { silent: true });
      expect(store.getState()).toMatchObject({ user: null, status: 'ready' });
    });

    it('clears the user even when the call fails', async () => {
      const { client, api } = fakeClient();
      client.post.mockRejectedValue(new ApiError('Down', 500));
      const store = createAuthStore(api);
      store.getState().setUser(user());
      await expect(store.getState().logout()).resolves.toBeUndefined();
      expect(store.getState().user).toBeNull();
      await expect(store.getState().fetchAccount()).resolves.toBeNull();
      expect(client.get).not.toHaveBeenCalled();
    });
  });

  it('setUser replaces the user and marks the account as known', () => {
    const store = createAuthStore(fakeClient().api);
    store.getState().setUser(user({ name: 'Bea' }));
    expect(store.getState()).toMatchObject({ user: { name: 'Bea' }, status: 'ready' });
    store.getState().setUser(null);
    expect(store.getState().user).toBeNull();
  });

  it('hasRoles needs a user and checks any-of or all-of', () => {
    const store = createAuthStore(fakeClient().api);
    const { hasRoles } = store.getState();
    expect(hasRoles()).toBe(false);
    expect(hasRoles(['manager'])).toBe(false);
    store.getState().setUser(user({ roles: ['manager'] }));
    expect(hasRoles()).toBe(true);
    expect(hasRoles([])).toBe(true);
    expect(hasRoles(['admin', 'manager'])).toBe(true);
    expect(hasRoles(['admin', 'manager'], 'all')).toBe(false);
    expect(hasRoles(['admin'])).toBe(false);
  });
});
