import { createApiClient, PREFETCH_TTL } from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(...replies: Response[]) {
  const queue = [...replies];
  const fetch = jest.fn(async () => queue.shift() ?? json(200, { again: true }));
  const notify = jest.fn();
  const reload = jest.fn();
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    notify,
    reload,
    getCookie: () => 'token',
    retryDelay: 0,
  });
  const urls = () => (fetch.mock.calls as unknown as [string][]).map(([url]) => url);
  return { api, fetch, notify, reload, urls };
}

describe('ApiClient.prefetch', () => {
  it('hands its answer to the next get of the same request, parameters in any order, once', async () => {
    const { api, urls } = client(json(200, { data: [1] }));
    api.prefetch('/messages', { params: { page: 1, per_page: 20, search: undefined } });
    const first = await api.get('/messages', {
      params: { search: undefined, page: 1, per_page: 20 },
      cache: false,
    });
    expect(first).toEqual({ data: [1] });
    expect(urls()).toEqual(['/api/messages?page=1&per_page=20']);
    // Taken once: a reload asks the server.
    expect(await api.get('/messages', { params: { page: 1, per_page: 20 }, cache: false })).toEqual(
      { again: true },
    );
    expect(urls()).toHaveLength(2);
  });

  it('is not taken by another request', async () => {
    const { api, urls } = client(json(200, { data: 'prefetched' }), json(200, { data: 'own' }));
    api.prefetch('/products', { params: { page: 1 } });
    expect(await api.get('/products', { params: { page: 2 } })).toEqual({ data: 'own' });
    expect(urls()).toEqual(['/api/products?page=1', '/api/products?page=2']);
  });

  it('never toasts or reloads; a refused prefetch makes the get ask, with its own handling', async () => {
    const { api, notify, reload, urls } = client(
      json(500, { message: 'down' }),
      json(500, { message: 'down' }),
      json(500, { message: 'still down' }),
    );
    api.prefetch('/shop');
    await expect(api.get('/shop')).rejects.toMatchObject({ status: 500 });
    expect(urls()).toEqual(['/api/shop', '/api/shop', '/api/shop']);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves the 419 of a prefetch to the get', async () => {
    const { api, reload } = client(json(419, {}), json(200, { user: null }));
    api.prefetch('/user');
    expect(await api.get('/user', { silent: true })).toEqual({ user: null });
    expect(reload).not.toHaveBeenCalled();
  });

  it('fills the GET cache for a get that uses it', async () => {
    const { api, urls } = client(json(200, { data: { id: 4 } }));
    api.prefetch('/products/4');
    await api.get('/products/4');
    expect(await api.get('/products/4')).toEqual({ data: { id: 4 } });
    expect(urls()).toHaveLength(1);
  });

  it('is dropped by a mutation, and when older than PREFETCH_TTL', async () => {
    const { api, urls } = client(json(200, { data: 'old' }), json(201, { data: {} }));
    api.prefetch('/populars');
    await api.post('/populars', { product_id: 1 });
    expect(await api.get('/populars')).toEqual({ again: true });
    expect(urls()).toHaveLength(3); // the prefetch, the post, the get's own
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    api.prefetch('/dashboard');
    now.mockReturnValue(1_000 + PREFETCH_TTL + 1);
    await api.get('/dashboard', { cache: false });
    expect(urls().filter((url) => url === '/api/dashboard')).toHaveLength(2);
    now.mockRestore();
  });

  it('lets the get abort while the prefetch goes on', async () => {
    let answer!: (response: Response) => void;
    const fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    api.prefetch('/audit');
    const controller = new AbortController();
    const get = api.get('/audit', { signal: controller.signal });
    controller.abort();
    await expect(get).rejects.toMatchObject({ name: 'AbortError' });
    answer(json(200, {}));
  });
});
