import { EN_MESSAGES } from '@bolsos/contracts';
import { FALLBACK_MESSAGES } from './api-client';
import {
  ApiError,
  createApiClient,
  passwordSetPath,
  readDocumentCookie,
  type ApiClientOptions,
} from './index';

type Failure = Error | DOMException;
type Reply = Response | Failure | (() => Response | Failure | Promise<Response>);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const empty = (status: number) => new Response(null, { status });

/** A fetch that answers from a queue (then 200 `{}`) and records every call. */
function fakeFetch(...replies: Reply[]) {
  const queue = [...replies];
  const fn = jest.fn(async (_url: string, _init?: RequestInit): Promise<Response> => {
    let next = queue.shift() ?? json(200, {});
    if (typeof next === 'function') next = await next();
    if (next instanceof Error || next instanceof DOMException) throw next;
    return next;
  });
  const calls = () => fn.mock.calls.map(([url, init]) => ({ url, init: init ?? {} }));
  const headersOf = (index: number) =>
    (calls()[index].init.headers ?? {}) as Record<string, string>;
  return { fn, calls, headersOf, push: (...more: Reply[]) => queue.push(...more) };
}

function setup(fetchMock: ReturnType<typeof fakeFetch>, extra: Partial<ApiClientOptions> = {}) {
  const notify = jest.fn();
  const reload = jest.fn();
  const onPasswordSetRequired = jest.fn();
  const cookies: Record<string, string> = { 'XSRF-TOKEN': 'token' };
  const client = createApiClient({
    fetch: fetchMock.fn as unknown as typeof fetch,
    notify,
    reload,
    onPasswordSetRequired,
    getCookie: (name) => cookies[name],
    retryDelay: 0,
    ...extra,
  });
  return { client, notify, reload, onPasswordSetRequired, cookies };
}

describe('createApiClient', () => {
  describe('requests', () => {
    it('prefixes paths with the /api base, or a configured origin and base', async () => {
      const f = fakeFetch();
      const { client } = setup(f);
      await client.get('/products');
      client.configure({ origin: 'http://api.test:3000/', baseUrl: '/v2' });
      await client.get('/products');
      expect(f.calls().map((c) => c.url)).toEqual([
        '/api/products',
        'http://api.test:3000/v2/products',
      ]);
    });

    it('sends credentials and asks for JSON on every method', async () => {
      const f = fakeFetch();
      const { client } = setup(f);
      await client.get('/a');
      await client.post('/b');
      await client.put('/c', {});
      await client.patch('/d', {});
      await client.delete('/e');
      expect(f.calls().map((c) => [c.init.method, c.init.credentials])).toEqual([
        ['GET', 'include'],
        ['POST', 'include'],
        ['PUT', 'include'],
        ['PATCH', 'include'],
        ['DELETE', 'include'],
      ]);
      for (let i = 0; i < 5; i += 1) expect(f.headersOf(i).Accept).toBe('application/json');
    });

    it('sends bodies as JSON with a Content-Type, and no body when none is given', async () => {
      const f = fakeFetch();
      const { client } = setup(f);
      await client.put('/users/1', { name: 'Ana', roles: ['admin'] });
      await client.post('/logout');
      expect(f.calls()[0].init.body).toBe('{"name":"Ana","roles":["admin"]}');
      expect(f.headersOf(0)['Content-Type']).toBe('application/json');
      expect(f.calls()[1].init.body).toBeUndefined();
      expect(f.headersOf(1)['Content-Type']).toBeUndefined();
    });

    it('uploads FormData as a POST and lets the browser set the multipart Content-Type', async () => {
      const f = fakeFetch(json(201, { id: 3 }));
      const { client } = setup(f);
      const form = new FormData();
      form.append('images[]', new Blob(['x']), 'a.jpg');
      await expect(client.upload('/products/1/images', form)).resolves.toEqual({ id: 3 });
      expect(f.calls()[0].init.method).toBe('POST');
      expect(f.calls()[0].init.body).toBe(form);
      expect(f.headersOf(0)['Content-Type']).toBeUndefined();
      expect(f.headersOf(0)['X-XSRF-TOKEN']).toBe('token');
    });

    it('adds the configured headers and lets per-call headers win', async () => {
      const f = fakeFetch();
      const { client } = setup(f, { headers: () => ({ 'Accept-Language': 'zh', 'X-Trace': 'a' }) });
      await client.get('/x', { headers: { 'X-Trace': 'b' } });
      expect(f.headersOf(0)).toMatchObject({
        Accept: 'application/json',
        'Accept-Language': 'zh',
        'X-Trace': 'b',
      });
    });

    it('serialises query params, skipping null and undefined and repeating array keys', async () => {
      const f = fakeFetch();
      const { client } = setup(f);
      await client.get('/products', {
        params: {
          search: 'tote bag',
          page: 2,
          published: true,
          category: undefined,
          lang: null,
          id: [1, 2],
        },
      });
      await client.get('/route-redirects?x=1', { params: { path: '/productos/mochilas' } });
      await client.get('/health', { params: { a: undefined } });
      expect(f.calls().map((c) => c.url)).toEqual([
        '/api/products?search=tote+bag&page=2&published=true&id=1&id=2',
        '/api/route-redirects?x=1&path=%2Fproductos%2Fmochilas',
        '/api/health',
      ]);
    });

    it('resolves JSON bodies, undefined for 204, and text for non-JSON answers', async () => {
      const f = fakeFetch(
        json(200, { ok: 1 }),
        empty(204),
        new Response('pong', { headers: { 'Content-Type': 'text/plain' } }),
      );
      const { client } = setup(f);
      await expect(client.get('/a')).resolves.toEqual({ ok: 1 });
      await expect(client.delete('/b')).resolves.toBeUndefined();
      await expect(client.get('/c')).resolves.toBe('pong');
    });
  });

  describe('upload progress', () => {
    /** Just what the client uses of XMLHttpRequest; `answer` plays the server's side. */
    class FakeXhr {
      static made: FakeXhr[] = [];
      method = '';
      url = '';
      withCredentials = false;
      headers: Record<string, string> = {};
      body: unknown;
      status = 0;
      responseText = '';
      responseHeaders = '';
      aborted = false;
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      constructor() {
        FakeXhr.made.push(this);
      }
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: unknown) {
        this.body = body;
      }
      abort() {
        this.aborted = true;
        this.onabort?.();
      }
      getAllResponseHeaders() {
        return this.responseHeaders;
      }
      progress(loaded: number, total: number) {
        this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
      }
      answer(status: number, body: unknown) {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.responseHeaders = 'content-type: application/json\r\nx-one: 1\r\n';
        this.onload?.();
      }
    }
    const sent = async () => {
      // The XSRF token is read before the request is opened.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return FakeXhr.made[FakeXhr.made.length - 1];
    };
    const withXhr = () => {
      FakeXhr.made = [];
      const f = fakeFetch();
      const result = setup(f, { xhr: () => new FakeXhr() as unknown as XMLHttpRequest });
      return { ...result, f };
    };
    const form = () => {
      const body = new FormData();
      body.append('images', new Blob(['x']), 'a.jpg');
      return body;
    };

    it('sends through XMLHttpRequest with the same headers and credentials, and reports progress', async () => {
      const { client, f } = withXhr();
      const seen: Array<[number, number]> = [];
      const body = form();
      const answer = client.upload('/products/1/images', body, {
        onUploadProgress: ({ loaded, total }) => seen.push([loaded, total]),
      });
      const xhr = await sent();
      expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
        'POST',
        '/api/products/1/images',
        true,
      ]);
      expect(xhr.headers).toMatchObject({ Accept: 'application/json', 'X-XSRF-TOKEN': 'token' });
      expect(xhr.headers['Content-Type']).toBeUndefined();
      expect(xhr.body).toBe(body);
      xhr.progress(10, 40);
      xhr.progress(40, 40);
      xhr.answer(201, { data: [{ id: 3 }] });
      await expect(answer).resolves.toEqual({ data: [{ id: 3 }] });
      expect(seen).toEqual([
        [10, 40],
        [40, 40],
      ]);
      expect(f.fn).not.toHaveBeenCalled();
    });

    it('rejects and toasts like fetch: a 422 with its errors, a network failure, an abort', async () => {
      const { client, notify } = withXhr();
      const refused = client.upload('/products/1/images', form(), { onUploadProgress: jest.fn() });
      (await sent()).answer(422, {
        message: 'The data sent is invalid',
        errors: { 'images.0': ['a.jpg is too big'] },
      });
      const error = await refused.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(422);
      expect((error as ApiError).body).toMatchObject({
        errors: { 'images.0': ['a.jpg is too big'] },
      });
      expect(notify).toHaveBeenCalledWith('error', 'The data sent is invalid');

      const lost = client.upload('/products/1/images', form(), { onUploadProgress: jest.fn() });
      (await sent()).onerror?.();
      await expect(lost).rejects.toMatchObject({ status: 0 });

      const controller = new AbortController();
      const stopped = client.upload('/products/1/images', form(), {
        onUploadProgress: jest.fn(),
        signal: controller.signal,
      });
      const xhr = await sent();
      controller.abort();
      await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
      expect(xhr.aborted).toBe(true);
    });

    it('keeps fetch for calls that do not ask for progress', async () => {
      const { client, f } = withXhr();
      await client.upload('/products/1/images', form());
      expect(FakeXhr.made).toHaveLength(0);
      expect(f.fn).toHaveBeenCalledTimes(1);
    });
  });

  describe('XSRF', () => {
    it('sends the decoded XSRF-TOKEN cookie on mutations, not on GET', async () => {
      const f = fakeFetch();
      const { client, cookies } = setup(f);
      cookies['XSRF-TOKEN'] = 'eyJpdiI6%3D%3D';
      await client.get('/a');
      await client.post('/b', {});
      expect(f.headersOf(0)['X-XSRF-TOKEN']).toBeUndefined();
      expect(f.headersOf(1)['X-XSRF-TOKEN']).toBe('eyJpdiI6==');
    });

    it('fetches /sanctum/csrf-cookie at the origin root first when the cookie is missing', async () => {
      const f = fakeFetch();
      const { client, cookies } = setup(f, { origin: 'http://localhost:3000' });
      delete cookies['XSRF-TOKEN'];
      f.push(() => {
        cookies['XSRF-TOKEN'] = 'fresh%2Btoken';
        return empty(204);
      });
      await client.post('/login', { email: 'a@b.c', password: 'x' });
      expect(f.calls().map((c) => [c.init.method, c.url])).toEqual([
        ['GET', 'http://localhost:3000/sanctum/csrf-cookie'],
        ['POST', 'http://localhost:3000/api/login'],
      ]);
      expect(f.calls()[0].init.credentials).toBe('include');
      expect(f.headersOf(1)['X-XSRF-TOKEN']).toBe('fresh+token');
    });

    it('shares one csrf-cookie request between concurrent mutations', async () => {
      const f = fakeFetch();
      const { client, cookies } = setup(f);
      delete cookies['XSRF-TOKEN'];
      f.push(() => {
        cookies['XSRF-TOKEN'] = 't';
        return empty(204);
      });
      await Promise.all([client.post('/a'), client.put('/b'), client.delete('/c')]);
      expect(f.calls().filter((c) => c.url === '/sanctum/csrf-cookie')).toHaveLength(1);
      expect([1, 2, 3].map((i) => f.headersOf(i)['X-XSRF-TOKEN'])).toEqual(['t', 't', 't']);
    });

    it('reads the cookie from document.cookie by default', () => {
      const holder = globalThis as { document?: unknown };
      holder.document = { cookie: 'lang=en; XSRF-TOKEN=abc%3D; other=1' };
      try {
        expect(readDocumentCookie('XSRF-TOKEN')).toBe('abc%3D');
        expect(readDocumentCookie('missing')).toBeUndefined();
      } finally {
        delete holder.document;
      }
      expect(readDocumentCookie('XSRF-TOKEN')).toBeUndefined();
    });

    it('uses document.cookie for the header when no getCookie is configured', async () => {
      const f = fakeFetch();
      const holder = globalThis as { document?: unknown };
      holder.document = { cookie: 'XSRF-TOKEN=abc%3D' };
      try {
        const client = createApiClient({ fetch: f.fn as unknown as typeof fetch });
        await client.post('/x');
        expect(f.headersOf(0)['X-XSRF-TOKEN']).toBe('abc=');
      } finally {
        delete holder.document;
      }
    });
  });

  describe('GET cache', () => {
    it('answers a repeated GET from memory, keyed by the full URL', async () => {
      const f = fakeFetch(json(200, { n: 1 }), json(200, { n: 2 }));
      const { client } = setup(f);
      await expect(client.get('/p', { params: { page: 1 } })).resolves.toEqual({ n: 1 });
      await expect(client.get('/p', { params: { page: 1 } })).resolves.toEqual({ n: 1 });
      await expect(client.get('/p', { params: { page: 2 } })).resolves.toEqual({ n: 2 });
      expect(f.fn).toHaveBeenCalledTimes(2);
    });

    it('bypasses the cache with cache: false and never caches errors', async () => {
      const f = fakeFetch(
        json(200, { n: 1 }),
        json(200, { n: 2 }),
        json(404, {}),
        json(200, { n: 3 }),
      );
      const { client } = setup(f);
      await client.get('/p', { cache: false });
      await expect(client.get('/p', { cache: false })).resolves.toEqual({ n: 2 });
      await expect(client.get('/q', { silent: true })).rejects.toBeInstanceOf(ApiError);
      await expect(client.get('/q')).resolves.toEqual({ n: 3 });
    });

    it('keeps at most 100 entries and drops the oldest first', async () => {
      const f = fakeFetch();
      const { client } = setup(f);
      for (let i = 0; i <= 100; i += 1) await client.get(`/item/${i}`);
      expect(f.fn).toHaveBeenCalledTimes(101);
      await client.get('/item/1');
      await client.get('/item/100');
      expect(f.fn).toHaveBeenCalledTimes(101);
      await client.get('/item/0');
      expect(f.fn).toHaveBeenCalledTimes(102);
      expect(f.calls()[101].url).toBe('/api/item/0');
    });

    it('is cleared entirely by any non-GET call, even one that fails', async () => {
      const f = fakeFetch();
      const { client } = setup(f);
      const warm = async () => {
        await client.get('/a');
        await client.get('/b');
      };
      await warm();
      await client.post('/x');
      await warm();
      f.push(json(500, { message: 'boom' }));
      await expect(client.delete('/x', { silent: true })).rejects.toMatchObject({ status: 500 });
      await warm();
      await client.put('/x');
      await warm();
      await client.patch('/x');
      await warm();
      await warm();
      const gets = f.calls().filter((c) => c.init.method === 'GET');
      // five warm-ups after four mutations fetch again; the last warm-up is served from memory
      expect(gets).toHaveLength(10);
    });

    it('is cleared by clearCache()', async () => {
      const f = fakeFetch();
      const { client } = setup(f);
      await client.get('/a');
      client.clearCache();
      await client.get('/a');
      expect(f.fn).toHaveBeenCalledTimes(2);
    });

    it('does not store a GET answer that arrives after a mutation started', async () => {
      let release: (r: Response) => void = () => undefined;
      const f = fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
      const { client } = setup(f);
      const slow = client.get('/list');
      await client.post('/list', { name: 'new' });
      release(json(200, { stale: true }));
      await slow;
      f.push(json(200, { fresh: true }));
      await expect(client.get('/list')).resolves.toEqual({ fresh: true });
    });

    it('forgets GET answers read while a mutation was still running', async () => {
      let release: (r: Response) => void = () => undefined;
      const f = fakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
      const { client } = setup(f);
      const saving = client.put('/list/1', { name: 'new' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      f.push(json(200, { before: true }), json(200, { after: true }));
      await expect(client.get('/list')).resolves.toEqual({ before: true });
      release(json(200, {}));
      await saving;
      await expect(client.get('/list')).resolves.toEqual({ after: true });
    });
  });

  describe('retry', () => {
    it.each([408, 409, 425, 429, 500, 502, 503, 504])(
      'retries a GET once on %i',
      async (status) => {
        const f = fakeFetch(json(status, {}), json(200, { ok: true }));
        const { client, notify } = setup(f);
        await expect(client.get('/a')).resolves.toEqual({ ok: true });
        expect(f.fn).toHaveBeenCalledTimes(2);
        expect(notify).not.toHaveBeenCalled();
      },
    );

    it('retries a GET only once, then rejects', async () => {
      const f = fakeFetch(json(503, {}), json(503, { message: 'Down' }), json(200, {}));
      const { client, notify } = setup(f);
      await expect(client.get('/a')).rejects.toMatchObject({ status: 503, message: 'Down' });
      expect(f.fn).toHaveBeenCalledTimes(2);
      expect(notify).toHaveBeenCalledTimes(1);
    });

    it.each([400, 401, 403, 404, 422])('does not retry a GET on %i', async (status) => {
      const f = fakeFetch(json(status, {}));
      const { client } = setup(f);
      await expect(client.get('/a', { silent: true })).rejects.toMatchObject({ status });
      expect(f.fn).toHaveBeenCalledTimes(1);
    });

    it('retries a GET once after a network error', async () => {
      const f = fakeFetch(new TypeError('Failed to fetch'), json(200, { ok: true }));
      const { client } = setup(f);
      await expect(client.get('/a')).resolves.toEqual({ ok: true });
      expect(f.fn).toHaveBeenCalledTimes(2);
    });

    it('turns a network failure into ApiError status 0 with the generic toast', async () => {
      const f = fakeFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
      const { client, notify } = setup(f);
      await expect(client.get('/a')).rejects.toMatchObject({ status: 0 });
      expect(notify).toHaveBeenCalledWith('error', 'Error processing your request');
    });

    it('waits retryDelay before retrying', async () => {
      jest.useFakeTimers();
      try {
        const f = fakeFetch(json(502, {}), json(200, { ok: true }));
        const { client } = setup(f, { retryDelay: 1000 });
        const pending = client.get('/a');
        await jest.advanceTimersByTimeAsync(999);
        expect(f.fn).toHaveBeenCalledTimes(1);
        await jest.advanceTimersByTimeAsync(1);
        await expect(pending).resolves.toEqual({ ok: true });
        expect(f.fn).toHaveBeenCalledTimes(2);
      } finally {
        jest.useRealTimers();
      }
    });

    it.each(['post', 'put', 'patch', 'delete'] as const)('never retries %s', async (method) => {
      const f = fakeFetch(json(503, {}), new TypeError('Failed to fetch'));
      const { client } = setup(f);
      const call = () => (method === 'delete' ? client.delete('/a') : client[method]('/a', {}));
      await expect(call()).rejects.toMatchObject({ status: 503 });
      await expect(call()).rejects.toMatchObject({ status: 0 });
      expect(f.fn).toHaveBeenCalledTimes(2);
    });

    it('does not retry or toast an aborted request', async () => {
      const controller = new AbortController();
      const f = fakeFetch(() => {
        controller.abort();
        return new DOMException('The operation was aborted.', 'AbortError');
      });
      const { client, notify } = setup(f);
      await expect(client.get('/a', { signal: controller.signal })).rejects.toMatchObject({
        name: 'AbortError',
      });
      expect(f.fn).toHaveBeenCalledTimes(1);
      expect(notify).not.toHaveBeenCalled();
      expect(f.calls()[0].init.signal).toBe(controller.signal);
    });
  });

  describe('errors', () => {
    it('reloads the page on 419 without a toast', async () => {
      const f = fakeFetch(json(419, { message: 'CSRF token mismatch.' }));
      const { client, reload, notify } = setup(f);
      await expect(client.post('/a')).rejects.toMatchObject({ status: 419 });
      expect(reload).toHaveBeenCalledTimes(1);
      expect(notify).not.toHaveBeenCalled();
    });

    it('sends the user to set a password on 418, even for a silent call', async () => {
      const f = fakeFetch(json(418, { message: 'You must set a password before continuing' }));
      const { client, onPasswordSetRequired, notify, reload } = setup(f);
      await expect(client.get('/products', { silent: true })).rejects.toMatchObject({
        status: 418,
      });
      expect(onPasswordSetRequired).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
    });

    it('sends a 418 to the set-password page in the language of the URL by default', async () => {
      expect(passwordSetPath('/admin/products')).toBe('/auth/password-set');
      expect(passwordSetPath('/en/products')).toBe('/en/auth/password-set');
      expect(passwordSetPath('/zh')).toBe('/zh/auth/password-set');
      const assign = jest.fn();
      const holder = globalThis as { location?: unknown };
      holder.location = { pathname: '/en/auth/login', assign, reload: jest.fn() };
      try {
        const f = fakeFetch(json(418, {}), json(418, {}));
        const client = createApiClient({
          fetch: f.fn as unknown as typeof fetch,
          getCookie: () => 't',
        });
        await expect(client.post('/profile')).rejects.toMatchObject({ status: 418 });
        expect(assign).toHaveBeenCalledWith('/en/auth/password-set');
        holder.location = { pathname: '/en/auth/password-set', assign, reload: jest.fn() };
        await expect(client.post('/profile')).rejects.toMatchObject({ status: 418 });
        expect(assign).toHaveBeenCalledTimes(1);
      } finally {
        delete holder.location;
      }
    });

    it('toasts "Too many attempts" on 429, whatever the server says', async () => {
      const f = fakeFetch(json(429, { message: 'Too Many Attempts.' }));
      const { client, notify } = setup(f);
      await expect(client.post('/login', {})).rejects.toMatchObject({ status: 429 });
      expect(notify).toHaveBeenCalledWith('error', 'Too many attempts, please wait a moment');
    });

    it('toasts the translated 429 message through the configured translate', async () => {
      const f = fakeFetch(json(429, {}));
      const { client, notify } = setup(f, { translate: (key) => `zh:${key}` });
      await expect(client.post('/login', {})).rejects.toBeInstanceOf(ApiError);
      expect(notify).toHaveBeenCalledWith('error', 'zh:errors.too_many_attempts');
    });

    it('toasts the server message of any other error', async () => {
      const f = fakeFetch(json(403, { message: 'Permission denied' }));
      const { client, notify } = setup(f);
      const error = await client.delete('/users/1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, message: 'Permission denied' });
      expect(notify).toHaveBeenCalledWith('error', 'Permission denied');
    });

    it('falls back to "Error processing your request" when the server sends no message', async () => {
      const f = fakeFetch(new Response('<html>Bad gateway</html>', { status: 400 }), empty(404));
      const { client, notify } = setup(f);
      await expect(client.post('/a')).rejects.toMatchObject({
        status: 400,
        body: '<html>Bad gateway</html>',
      });
      await expect(client.get('/b')).rejects.toMatchObject({ status: 404 });
      expect(notify.mock.calls).toEqual([
        ['error', 'Error processing your request'],
        ['error', 'Error processing your request'],
      ]);
    });

    it("says its own messages as contracts' English catalogue does until translate is set", () => {
      for (const [key, text] of Object.entries(FALLBACK_MESSAGES)) {
        expect(text).toBe(EN_MESSAGES[key as keyof typeof EN_MESSAGES]);
      }
    });

    it('toasts a 401 unless the call is silent', async () => {
      const f = fakeFetch(
        json(401, { message: 'Unauthenticated.' }),
        json(401, { message: 'Unauthenticated.' }),
      );
      const { client, notify } = setup(f);
      await expect(client.get('/account', { silent: true })).rejects.toMatchObject({ status: 401 });
      expect(notify).not.toHaveBeenCalled();
      await expect(client.get('/account')).rejects.toMatchObject({ status: 401 });
      expect(notify).toHaveBeenCalledWith('error', 'Unauthenticated.');
    });

    it('silent suppresses the toast on 429 and 5xx too', async () => {
      const f = fakeFetch(json(429, {}), json(500, { message: 'x' }));
      const { client, notify } = setup(f);
      await expect(client.post('/a', {}, { silent: true })).rejects.toMatchObject({ status: 429 });
      await expect(client.put('/a', {}, { silent: true })).rejects.toMatchObject({ status: 500 });
      expect(notify).not.toHaveBeenCalled();
    });

    it('rejects a 422 with the field messages', async () => {
      const body = {
        message: 'The data sent is invalid',
        errors: { email: ['Invalid e-mail address'], 'translations.es.name': ['Required'] },
      };
      const f = fakeFetch(json(422, body));
      const { client, notify } = setup(f);
      const error = (await client.post('/users', {}).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(422);
      expect(error.errors).toEqual(body.errors);
      expect(error.body).toEqual(body);
      expect(notify).toHaveBeenCalledWith('error', 'The data sent is invalid');
    });
  });

  it('configure() changes options of an existing client', async () => {
    const f = fakeFetch(json(500, {}));
    const { client, notify } = setup(f);
    const later = jest.fn();
    client.configure({ notify: later, translate: () => 'Erro' });
    await expect(client.post('/a')).rejects.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledWith('error', 'Erro');
  });
});
