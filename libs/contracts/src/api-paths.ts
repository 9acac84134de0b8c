/** REST paths of the API (design.md §4). Relative to the site origin. */
export const API_BASE = '/api';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * Sent with `POST /api/contact`: one key per message, the same on every retry of it. A send whose
 * answer was lost (the database link dropped as it committed) can then be retried without the
 * shop receiving the message twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Room for a UUID or another client's own token, and nothing that needs escaping anywhere. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_DAYS = 365;
/**
 * On a language link to an unprefixed (Spanish) page, `?lang=es`: the choice, recorded by the server
 * in the cookie before the cookie of an earlier choice could send the visitor back (no script
 * needed, a new tab alike).
 */
export const LANG_CHOICE_PARAM = 'lang';

/**
 * A record id in a path (`/api/users/{id}`, `/admin/products/{id}`): a positive integer that fits
 * the database's INT. Anything else names no record: the API answers 404 without a query and the
 * back office shows its not-found page without a call.
 */
export const RECORD_ID_PATTERN = /^[1-9]\d{0,9}$/;

export const API_PATHS = {
  login: '/login',
  logout: '/logout',
  account: '/account',
  passwordForgot: '/password/forgot',
  passwordReset: '/password/reset',
  passwordSet: '/password/set',
  invitation: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  profile: '/profile',
  profilePassword: '/profile/password',
  users: '/users',
  user: (id: number | string) => `/users/${id}`,
  userSignInLock: (id: number | string) => `/users/${id}/sign-in-lock`,
  products: '/products',
  productsBulk: '/products/bulk',
  productsExport: '/products/export.csv',
  productsImport: '/products/import',
  product: (id: number | string) => `/products/${id}`,
  productDuplicate: (id: number | string) => `/products/${id}/duplicate`,
  productImages: (id: number | string) => `/products/${id}/images`,
  productImagesOrder: (id: number | string) => `/products/${id}/images/order`,
  productImage: (id: number | string, imageId: number | string) =>
    `/products/${id}/images/${imageId}`,
  populars: '/populars',
  popularsOrder: '/populars/order',
  popular: (id: number | string) => `/populars/${id}`,
  catalogProducts: '/catalog/products',
  catalogProduct: (lang: string, slug: string) =>
    `/catalog/products/${encodeURIComponent(lang)}/${encodeURIComponent(slug)}`,
  catalogPopulars: '/catalog/populars',
  catalogSearch: '/catalog/search',
  catalogShop: '/catalog/shop',
  shop: '/shop',
  contact: '/contact',
  routeRedirects: '/route-redirects',
  health: '/health',
  healthLive: '/health/live',
  healthReady: '/health/ready',
  dashboard: '/dashboard',
  messages: '/messages',
  message: (id: number | string) => `/messages/${id}`,
  messageReplies: (id: number | string) => `/messages/${id}/replies`,
  messageReplyPreview: (id: number | string) => `/messages/${id}/replies/preview`,
  messageNotes: (id: number | string) => `/messages/${id}/notes`,
  messageRead: (id: number | string) => `/messages/${id}/read`,
  audit: '/audit',
} as const;
