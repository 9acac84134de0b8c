import {
  API_BASE,
  CSRF_COOKIE_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  type MessageKey,
} from '@bolsos/contracts';
import { ApiError } from './api-error';
import { readDocumentCookie, safeDecode } from './cookies';
import { goToPasswordSet } from './password-set';
import { readBody, serverMessage } from './response-body';
import { sendWithXhr, type UploadProgress } from './xhr-transport';
import { withQuery, type QueryParams } from './query-string';

export type ToastKind = 'success' | 'info' | 'warn' | 'error';

/** The only messages the client writes itself; the server's come with the answer. */
type OwnMessageKey = 'errors.error_processing' | 'errors.too_many_attempts';

/**
 * Said until the shell configures `translate`. Contracts' English catalogue here was about
 * 1.2 KiB gzip of every page for these two texts (a shared module ships whole; the object could
 * not be tree-shaken), so just these are copied; a spec holds them equal to the catalogue's.
 */
export const FALLBACK_MESSAGES: Readonly<Record<OwnMessageKey, string>> = {
  'errors.error_processing': 'Error processing your request',
  'errors.too_many_attempts': 'Too many attempts, please wait a moment',
};

export interface ApiClientOptions {
  /** Prefix of every API path; default `API_BASE` ('/api'). */
  baseUrl?: string;
  /** '' in the browser; an absolute origin on the server and in tests. */
  origin?: string;
  fetch?: typeof fetch;
  notify?: (kind: ToastKind, message: string) => void;
  translate?: (key: MessageKey) => string;
  /** Called on 419 (session or CSRF token expired). */
  reload?: () => void;
  /** Called on 418 (signed in, but no password set yet). */
  onPasswordSetRequired?: () => void;
  /** Raw (still URL-encoded) cookie value; defaults to `document.cookie`. */
  getCookie?: (name: string) => string | undefined;
  /** Extra headers for every call, e.g. Accept-Language and Cookie on the server. */
  headers?: () => Record<string, string>;
  /** Pause before the single GET retry, in ms; default 300. */
  retryDelay?: number;
  /** Makes the XMLHttpRequest of a call with `onUploadProgress`; default `new XMLHttpRequest()`. */
  xhr?: () => XMLHttpRequest;
}

export interface RequestOptions {
  params?: QueryParams;
  /** No toast for this call (reload on 419 and redirect on 418 still happen). */
  silent?: boolean;
  /** GET only: read and fill the in-memory cache; default true. */
  cache?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Writes only: told as the body goes out. fetch cannot report upload progress, so such a call
   * is sent with XMLHttpRequest (same headers, credentials, errors and toasts).
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** multipart POST; the browser sets the boundary, so no Content-Type is sent. */
  upload<T>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
  clearCache(): void;
  configure(options: Partial<ApiClientOptions>): void;
  /**
   * Starts a GET before the code that needs its answer has loaded (the shell, as soon as it
   * knows the route): the next `get` of the same path and parameters (in any order) within
   * PREFETCH_TTL ms takes this answer instead of asking again, whatever its `cache` option, and
   * only once. Quiet: a prefetch never toasts, reloads or redirects; when it fails, the `get`
   * makes its own request, with its own error handling. A mutation drops what is pending.
   */
  prefetch(path: string, options?: Pick<RequestOptions, 'params'>): void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const API_CACHE_SIZE = 100;
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
const DEFAULT_RETRY_DELAY = 300;
/** How long a prefetched answer waits for its `get` (a page that never asks lets it go). */
export const PREFETCH_TTL = 15_000;

/** The same request whatever the order of its parameters. */
function requestKey(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const params = new URLSearchParams(url.slice(index + 1));
  params.sort();
  return `${url.slice(0, index)}?${params.toString()}`;
}

/** `promise`, or an AbortError as soon as `signal` aborts (the request itself goes on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

// DOMException is not an Error subclass in every runtime, so check the name only.
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export function createApiClient(initial: ApiClientOptions = {}): ApiClient {
  let options: ApiClientOptions = { ...initial };
  const cache = new Map<string, unknown>();
  const prefetched = new Map<string, { answer: Promise<unknown>; at: number }>();
  // Bumped by every mutation so a GET that was in flight meanwhile does not cache stale data.
  let generation = 0;
  let csrfRequest: Promise<void> | null = null;

  const doFetch = (url: string, init: RequestInit): Promise<Response> => {
    // Called through a local so `fetch` is never invoked as a method of `options` (Illegal invocation).
    const impl = options.fetch ?? globalThis.fetch;
    return impl(url, init);
  };
  // Until the shell configures its translation, English: contracts' catalogues would bring every
  // message into this shared chunk, and so onto every page.
  const t = (key: OwnMessageKey) =>
    options.translate ? options.translate(key) : FALLBACK_MESSAGES[key];
  const readCookie = (name: string) => (options.getCookie ?? readDocumentCookie)(name);
  const origin = () => (options.origin ?? '').replace(/\/+$/, '');

  const clearCache = () => {
    cache.clear();
    prefetched.clear();
    generation += 1;
  };

  /** The pending prefetch of `url`, taken (a second `get` asks the server again). */
  const takePrefetched = (url: string): Promise<unknown> | undefined => {
    const key = requestKey(url);
    const pending = prefetched.get(key);
    if (!pending) return undefined;
    prefetched.delete(key);
    return Date.now() - pending.at <= PREFETCH_TTL ? pending.answer : undefined;
  };

  const prefetch = (path: string, request: Pick<RequestOptions, 'params'> = {}) => {
    const url = withQuery(`${origin()}${options.baseUrl ?? API_BASE}${path}`, request.params);
    const key = requestKey(url);
    if (cache.has(url) || prefetched.has(key)) return;
    const startedAt = generation;
    const answer = doFetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', ...options.headers?.() },
      credentials: 'include',
    }).then(async (response) => {
      const data = await readBody(response);
      // A refusal is the `get`'s to handle: it asks again and says so its own way.
      if (!response.ok || generation !== startedAt) throw new Error(`prefetch ${response.status}`);
      return data;
    });
    // Never an unhandled rejection: a failed prefetch only means the `get` asks itself.
    answer.catch(() => undefined);
    prefetched.set(key, { answer, at: Date.now() });
  };

  const remember = (key: string, value: unknown) => {
    cache.delete(key);
    cache.set(key, value);
    while (cache.size > API_CACHE_SIZE) {
      const oldest = cache.keys().next().value as string;
      cache.delete(oldest);
    }
  };

  // Concurrent mutations without a token share one trip to the CSRF endpoint.
  const ensureCsrfCookie = () => {
    csrfRequest ??= doFetch(`${origin()}${CSRF_COOKIE_PATH}`, {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', ...options.headers?.() },
    })
      .then(
        () => undefined,
        // Without a token the server answers 419, which reloads: nothing more to do here.
        () => undefined,
      )
      .finally(() => {
        csrfRequest = null;
      });
    return csrfRequest;
  };

  const xsrfToken = async (): Promise<string | undefined> => {
    let token = readCookie(XSRF_COOKIE);
    if (token === undefined || token === '') {
      await ensureCsrfCookie();
      token = readCookie(XSRF_COOKIE);
    }
    return token ? safeDecode(token) : undefined;
  };

  const fail = (status: number, body: unknown, request: RequestOptions): ApiError => {
    const error = new ApiError(serverMessage(body) ?? t('errors.error_processing'), status, body);
    if (status === 419) {
      (options.reload ?? (() => globalThis.location?.reload()))();
    } else if (status === 418) {
      (options.onPasswordSetRequired ?? goToPasswordSet)();
    } else if (!request.silent) {
      options.notify?.('error', status === 429 ? t('errors.too_many_attempts') : error.message);
    }
    return error;
  };

  async function send<T>(
    method: Method,
    path: string,
    body: unknown,
    request: RequestOptions = {},
  ): Promise<T> {
    const url = withQuery(`${origin()}${options.baseUrl ?? API_BASE}${path}`, request.params);
    const isGet = method === 'GET';
    const useCache = isGet && request.cache !== false;
    if (useCache && cache.has(url)) return cache.get(url) as T;
    if (!isGet) clearCache();
    const early = isGet ? takePrefetched(url) : undefined;
    if (early) {
      const startedEarly = generation;
      try {
        const data = await untilAborted(early, request.signal);
        if (useCache && generation === startedEarly) remember(url, data);
        return data as T;
      } catch (error) {
        if (isAbort(error) || request.signal?.aborted) throw error;
        // Failed: asked again below, with this call's own retry and error handling.
      }
    }
    const startedAt = generation;

    try {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        ...options.headers?.(),
      };
      let payload: BodyInit | undefined;
      if (body !== undefined) {
        if (isFormData(body)) {
          payload = body;
        } else {
          payload = JSON.stringify(body);
          headers['Content-Type'] = 'application/json';
        }
      }
      if (!isGet) {
        const token = await xsrfToken();
        if (token) headers[XSRF_HEADER] = token;
      }
      Object.assign(headers, request.headers);
      const init: RequestInit = {
        method,
        headers,
        credentials: 'include',
        body: payload,
        signal: request.signal,
      };

      let response: Response | undefined;
      for (let attempt = 0; response === undefined; attempt += 1) {
        const mayRetry = isGet && attempt === 0;
        try {
          const answer =
            request.onUploadProgress && !isGet
              ? await sendWithXhr(
                  (options.xhr ?? (() => new XMLHttpRequest()))(),
                  url,
                  init,
                  request.onUploadProgress,
                )
              : await doFetch(url, init);
          if (mayRetry && RETRY_STATUSES.has(answer.status)) {
            await answer.body?.cancel().catch(() => undefined);
          } else {
            response = answer;
          }
        } catch (error) {
          if (isAbort(error) || request.signal?.aborted) throw error;
          if (!mayRetry) {
            throw fail(0, undefined, request);
          }
        }
        if (response === undefined) await wait(options.retryDelay ?? DEFAULT_RETRY_DELAY);
      }

      const data = await readBody(response);
      if (!response.ok) throw fail(response.status, data, request);
      if (useCache && generation === startedAt) remember(url, data);
      return data as T;
    } finally {
      // A failed mutation may still have changed data on the server.
      if (!isGet) clearCache();
    }
  }

  return {
    get: (path, request) => send('GET', path, undefined, request),
    post: (path, body, request) => send('POST', path, body, request),
    put: (path, body, request) => send('PUT', path, body, request),
    patch: (path, body, request) => send('PATCH', path, body, request),
    delete: (path, request) => send('DELETE', path, undefined, request),
    upload: (path, form, request) => send('POST', path, form, request),
    clearCache,
    prefetch,
    configure(next) {
      options = { ...options, ...next };
    },
  };
}

/** The browser's client; the shell configures notify/translate/reload at start-up. */
export const api: ApiClient = createApiClient();
