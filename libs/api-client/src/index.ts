export {
  API_CACHE_SIZE,
  RETRY_STATUSES,
  api,
  createApiClient,
  passwordSetPath,
  readDocumentCookie,
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  type ToastKind,
  type UploadProgress,
} from './api-client';
export { ApiError, isApiError, toFieldErrors, type FieldError } from './api-error';
export { toQueryString, type QueryParams, type QueryValue } from './query-string';
