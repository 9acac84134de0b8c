export {
  API_CACHE_SIZE,
  PREFETCH_TTL,
  RETRY_STATUSES,
  api,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type ToastKind,
} from './api-client';
export { readDocumentCookie } from './cookies';
export { passwordSetPath } from './password-set';
export { type UploadProgress } from './xhr-transport';
export { ApiError, isApiError, toFieldErrors, type FieldError } from './api-error';
export { toQueryString, type QueryParams, type QueryValue } from './query-string';
