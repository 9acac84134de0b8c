/**
 * The API reads a storefront page needs, as URLs. The server loads them before
 * rendering and ships them in the page; the storefront asks for the same URLs,
 * so on hydration it finds its data already there instead of fetching again.
 */
import { API_BASE, API_PATHS } from './api-paths';
import type { Locale } from './enums';
import { buildPath, type PublicRoute } from './routes';
import { LIMITS, PRODUCT_SORTS, type ProductSort } from './validation/schemas';

export const CATALOG_PAGE_SIZE = 24;

export type QueryParams = Record<string, string | number | undefined | null>;

/** The part of URLSearchParams these helpers read (works in browsers and Node alike). */
export interface SearchParamsLike {
  get(name: string): string | null;
}

/** `/api/...` URL with parameters sorted and empty ones left out: one spelling per request. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const query = Object.keys(params)
    .sort()
    .filter((key) => params[key] !== undefined && params[key] !== null && params[key] !== '')
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`)
    .join('&');
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

export interface StorefrontQuery {
  path: string;
  params: QueryParams;
  /** apiUrl(path, params) */
  url: string;
}

function query(path: string, params: QueryParams = {}): StorefrontQuery {
  return { path, params, url: apiUrl(path, params) };
}

/** The price filter of the list pages, in the address as in the API. */
export const PRICE_PARAMS = ['min_price', 'max_price'] as const;
export type PriceParam = (typeof PRICE_PARAMS)[number];

/** Why a price bound in the address was left out: not a price, or a maximum below the minimum. */
export type PriceProblem = 'invalid' | 'below_min';

export interface ListParams {
  page: number;
  sort?: ProductSort;
  min_price?: number;
  max_price?: number;
  /** bounds that were given but left out, so the page can say why */
  problems: Partial<Record<PriceParam, PriceProblem>>;
}

/** A price bound as the API accepts it (0 to LIMITS.priceMax, at most cents), else undefined. */
function priceBound(text: string | null): number | undefined {
  const trimmed = text?.trim();
  if (!trimmed || !/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= LIMITS.priceMax ? value : undefined;
}

/**
 * List pages read `?page=`, `?sort=`, `?min_price=` and `?max_price=` from the address; anything
 * invalid means the default (and, for a price, a problem the page shows), never an error page.
 */
export function listParams(search: SearchParamsLike): ListParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  const params: ListParams = {
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
    sort:
      sort && (PRODUCT_SORTS as readonly string[]).includes(sort) && sort !== 'newest'
        ? (sort as ProductSort)
        : undefined,
    problems: {},
  };
  for (const name of PRICE_PARAMS) {
    const text = search.get(name);
    if (!text?.trim()) continue;
    const value = priceBound(text);
    if (value === undefined) params.problems[name] = 'invalid';
    else params[name] = value;
  }
  if (
    params.min_price !== undefined &&
    params.max_price !== undefined &&
    params.max_price < params.min_price
  ) {
    params.problems.max_price = 'below_min';
    params.max_price = undefined;
  }
  return params;
}

export function popularsQuery(locale: Locale): StorefrontQuery {
  return query(API_PATHS.catalogPopulars, { lang: locale });
}

export function productListQuery(
  locale: Locale,
  category: string | undefined,
  page: number,
  sort?: ProductSort,
  price: { min_price?: number; max_price?: number } = {},
): StorefrontQuery {
  return query(API_PATHS.catalogProducts, {
    category,
    lang: locale,
    max_price: price.max_price,
    min_price: price.min_price,
    page: page > 1 ? page : undefined,
    per_page: CATALOG_PAGE_SIZE,
    sort,
  });
}

/** The search box's field, in the results page's address and in the API's. */
export const SEARCH_PARAM = 'q';

export interface SearchParams {
  /** trimmed, inner runs of spaces kept as typed */
  q: string;
  page: number;
  /** why `q` cannot be searched for: blank, or over LIMITS.searchMax characters (the API's 422s) */
  problem?: 'required' | 'too_long';
}

/** The results page's `?q=` and `?page=`, read the way the API validates them. */
export function searchParams(search: SearchParamsLike): SearchParams {
  const q = (search.get(SEARCH_PARAM) ?? '').trim();
  const { page } = listParams(search);
  if (!q) return { q, page, problem: 'required' };
  if ([...q].length > LIMITS.searchMax) return { q, page, problem: 'too_long' };
  return { q, page };
}

/** The results page for `q` in `locale` (what the header's search form submits to). */
export function searchPath(locale: Locale, q: string, page = 1): string {
  // Spelled as a browser submits the form (spaces as "+"), so both lead to the same address.
  const value = encodeURIComponent(q.trim()).replace(/%20/g, '+');
  return `${buildPath(locale, { name: 'search' })}?${SEARCH_PARAM}=${value}${page > 1 ? `&page=${page}` : ''}`;
}

export function searchQuery(
  locale: Locale,
  q: string,
  page = 1,
  perPage = CATALOG_PAGE_SIZE,
): StorefrontQuery {
  return query(API_PATHS.catalogSearch, {
    lang: locale,
    page: page > 1 ? page : undefined,
    per_page: perPage,
    q: q.trim(),
  });
}

/** The shop's details: every public page's footer reads them, and Contact shows them whole. */
export function shopQuery(): StorefrontQuery {
  return query(API_PATHS.catalogShop);
}

export function productQuery(locale: Locale, slug: string): StorefrontQuery {
  return query(API_PATHS.catalogProduct(locale, slug));
}

/**
 * "Ask about this bag": Contact carries the product in its query, as the slug in the page's
 * language (`/en/contact?product=volcano-backpack`), so the page can show which bag the message
 * is about, server-rendered and shareable, through the same cached read as the product page.
 */
export const CONTACT_PRODUCT_PARAM = 'product';

/** Contact in `locale`, about the product with `productSlug` (its slug in that language) if given. */
export function contactPath(locale: Locale, productSlug?: string): string {
  const path = buildPath(locale, { name: 'contact' });
  return productSlug ? `${path}?${CONTACT_PRODUCT_PARAM}=${productSlug}` : path;
}

/** The product slug a Contact address asks about; anything that cannot be a slug means none. */
export function contactProductSlug(search: SearchParamsLike): string | undefined {
  const slug = search.get(CONTACT_PRODUCT_PARAM)?.trim();
  return slug && slug.length <= 140 && !/[/?#\s]/.test(slug) ? slug : undefined;
}

/** Everything a public page shows from the API. */
export function storefrontQueries(
  locale: Locale,
  route: PublicRoute,
  search: SearchParamsLike,
): StorefrontQuery[] {
  switch (route.name) {
    case 'home':
    case 'catalog':
      return [popularsQuery(locale)];
    case 'all':
    case 'category': {
      const params = listParams(search);
      return [
        productListQuery(
          locale,
          route.name === 'category' ? route.category : undefined,
          params.page,
          params.sort,
          params,
        ),
      ];
    }
    case 'product':
      return [productQuery(locale, route.slug)];
    case 'search': {
      // The Popular section stands in when nothing matches (or nothing was asked).
      const { q, page, problem } = searchParams(search);
      return problem
        ? [popularsQuery(locale)]
        : [searchQuery(locale, q, page), popularsQuery(locale)];
    }
    case 'contact': {
      const slug = contactProductSlug(search);
      return slug ? [productQuery(locale, slug)] : [];
    }
    default:
      return [];
  }
}

/** Where the server puts the preloaded answers: `<script id=… type="application/json">`. */
export const PAGE_STATE_ID = '__BOLSOS_STATE__';

/**
 * Dispatched on window by the shell once a server-rendered page has hydrated: the page's inline
 * boot script then replays the taps it held meanwhile.
 */
export const HYDRATED_EVENT = 'bolsos:hydrated';

/**
 * The page-state key of the server's redirect lookup for a path with no page: the shell's 404
 * reads the answer there instead of asking again, so the server's 404 markup hydrates as is.
 */
export function redirectLookupUrl(pathname: string): string {
  return apiUrl(API_PATHS.routeRedirects, { path: pathname });
}

/** The contact form's fields a visitor types into, in the order the form shows them. */
export const CONTACT_FORM_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** `?sent=1` on Contact: the page a form posted without JavaScript lands on once it is sent. */
export const CONTACT_SENT_PARAM = 'sent';

/**
 * The contact form's one-time token (posted without JavaScript, it keys the message like the
 * JSON endpoint's Idempotency-Key). The page is cached for everyone, so the storefront renders
 * CONTACT_FORM_TOKEN_SLOT as the field's value and the server puts a fresh token in its place in
 * each answer (services/api/src/site/contact-form-token.ts). The slot is not a valid token.
 */
export const CONTACT_FORM_TOKEN_FIELD = 'form_token';
export const CONTACT_FORM_TOKEN_SLOT = '{form-token}';

/** A contact form the server refused (posted without JavaScript): shown again as it was typed. */
export interface ContactFormState {
  /** the address the form was posted to (path and query) */
  path: string;
  values: Record<ContactFormField, string>;
  /** messages per field, in the page's language */
  errors: Record<string, string[]>;
  /** the form's own message, beside its button; none when only fields were refused */
  failure?: string;
}

export interface PageState {
  locale: Locale;
  /** API answers by apiUrl() */
  api: Record<string, unknown>;
  /** a contact form posted without JavaScript that the server refused */
  contactForm?: ContactFormState;
}
