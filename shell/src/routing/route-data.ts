import type { ApiClient, QueryParams } from '@bolsos/api-client';
import { ADMIN_ROUTES, API_PATHS, LIMITS, type RouteRoles } from '@bolsos/contracts';
import { matchPath } from '@bolsos/router';

/** A GET as the page's own code will ask for it: path relative to /api, and its parameters. */
export interface RouteRequest {
  path: string;
  params?: QueryParams;
}

type Requests = (match: { id: string; search: URLSearchParams }) => RouteRequest[];

const ID = /^[1-9]\d*$/;

/** `?page=` as the lists read it (admin-kit's useListParams): 1 unless a positive integer. */
function listPage(search: URLSearchParams): number {
  const raw = Number(search.get('page'));
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}

/**
 * A list's first request: its filters as the URL holds them, its page, the staff page size.
 * The remote validates the filters before asking; a value it would drop (a stale link) makes
 * a different request, so the prefetch is simply not taken and the remote asks itself.
 */
function list(path: string, filters: readonly string[]): Requests {
  return ({ search }) => [
    {
      path,
      params: {
        ...Object.fromEntries(filters.map((name) => [name, search.get(name) || undefined])),
        page: listPage(search),
        per_page: LIMITS.staffPerPage,
      },
    },
  ];
}

function record(path: (id: number) => string): Requests {
  return ({ id }) => (ID.test(id) ? [{ path: path(Number(id)) }] : []);
}

/**
 * The requests a back-office page makes first, by route: started by the shell as soon as it
 * knows the address, alongside the download of the remote that renders the page, instead of
 * after it (issue 45). Each is the exact GET the page's code makes (the remotes' `*-api.ts`);
 * the API client hands the answer to that GET (ApiClient.prefetch). Static routes come before
 * those with parameters, as in resolveRoute ('/admin/products/create' is not product 'create').
 */
const ROUTE_REQUESTS: [RouteRoles, Requests][] = [
  [ADMIN_ROUTES.home, () => [{ path: API_PATHS.dashboard }]],
  [
    ADMIN_ROUTES.products,
    list(API_PATHS.products, ['search', 'category', 'published', 'missing', 'sort']),
  ],
  [ADMIN_ROUTES.messages, list(API_PATHS.messages, ['search', 'status', 'lang', 'product_id'])],
  [ADMIN_ROUTES.users, list(API_PATHS.users, ['search', 'role', 'sort'])],
  // The audit log turns its date filters into instants first: only its unfiltered pages here.
  [
    ADMIN_ROUTES.audit,
    ({ search }) =>
      [...search.keys()].every((name) => name === 'page')
        ? [
            {
              path: API_PATHS.audit,
              params: { per_page: LIMITS.staffPerPage, page: listPage(search) },
            },
          ]
        : [],
  ],
  [ADMIN_ROUTES.populars, () => [{ path: API_PATHS.populars }]],
  [ADMIN_ROUTES.shop, () => [{ path: API_PATHS.shop }]],
  [ADMIN_ROUTES.productsCreate, () => []],
  [ADMIN_ROUTES.productsImport, () => []],
  [ADMIN_ROUTES.usersCreate, () => []],
  [ADMIN_ROUTES.productsShow, record(API_PATHS.product)],
  [ADMIN_ROUTES.productsEdit, record(API_PATHS.product)],
  [ADMIN_ROUTES.messagesShow, record(API_PATHS.message)],
  [ADMIN_ROUTES.usersShow, record(API_PATHS.user)],
  [ADMIN_ROUTES.usersEdit, record(API_PATHS.user)],
];

/** The first GETs of the back-office page at `pathname` + `search` (none for other pages). */
export function routeRequests(pathname: string, search = ''): RouteRequest[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [route, requests] of ROUTE_REQUESTS) {
    const match = matchPath({ path: route.path, end: true }, path);
    if (match) return requests({ id: match.params.id ?? '', search: new URLSearchParams(search) });
  }
  return [];
}

/**
 * Starts the page's first GETs, and the account's, on a back-office address. Whoever is not
 * signed in (or may not see the page) gets refusals the page never takes: its own requests
 * answer the same, with the page's own handling.
 */
export function prefetchRouteData(client: ApiClient, pathname: string, search = ''): void {
  // A public page, the storefront's start: nothing to match.
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return;
  client.prefetch(API_PATHS.account);
  for (const { path, params } of routeRequests(pathname, search)) {
    client.prefetch(path, { params });
  }
}
