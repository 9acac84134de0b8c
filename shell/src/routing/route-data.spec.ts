import type { ApiClient } from '@bolsos/api-client';
import { API_PATHS, LIMITS } from '@bolsos/contracts';
import { prefetchRouteData, routeRequests } from './route-data';

const PER_PAGE = LIMITS.staffPerPage;

describe('routeRequests', () => {
  it('gives a list its first page as the remote asks for it, with the filters of the URL', () => {
    expect(routeRequests('/admin/messages')).toEqual([
      {
        path: API_PATHS.messages,
        params: {
          search: undefined,
          status: undefined,
          lang: undefined,
          product_id: undefined,
          page: 1,
          per_page: PER_PAGE,
        },
      },
    ]);
    expect(routeRequests('/admin/products/', '?category=backpacks&page=3&other=1')).toEqual([
      {
        path: API_PATHS.products,
        params: expect.objectContaining({ category: 'backpacks', page: 3, per_page: PER_PAGE }),
      },
    ]);
    expect(routeRequests('/admin/users', '?page=zero')[0].params).toMatchObject({ page: 1 });
  });

  it('asks for a record by its id, and nothing for a create page or an unknown path', () => {
    expect(routeRequests('/admin/products/12/edit')).toEqual([{ path: API_PATHS.product(12) }]);
    expect(routeRequests('/admin/messages/7')).toEqual([{ path: API_PATHS.message(7) }]);
    expect(routeRequests('/admin/products/create')).toEqual([]);
    expect(routeRequests('/admin/products/abc')).toEqual([]);
    expect(routeRequests('/admin/nothing')).toEqual([]);
    expect(routeRequests('/productos')).toEqual([]);
  });

  it('leaves a filtered audit log to the remote, which turns its dates into instants', () => {
    expect(routeRequests('/admin/audit', '?page=2')).toEqual([
      { path: API_PATHS.audit, params: { per_page: PER_PAGE, page: 2 } },
    ]);
    expect(routeRequests('/admin/audit', '?from=2026-01-01')).toEqual([]);
  });
});

describe('prefetchRouteData', () => {
  const client = () => ({ prefetch: jest.fn() }) as unknown as ApiClient & { prefetch: jest.Mock };

  it('starts the account and the page requests on a back-office address', () => {
    const api = client();
    prefetchRouteData(api, '/admin/shop');
    expect(api.prefetch.mock.calls).toEqual([
      [API_PATHS.account],
      [API_PATHS.shop, { params: undefined }],
    ]);
  });

  it('starts nothing on a public page', () => {
    const api = client();
    prefetchRouteData(api, '/productos/mochilas');
    prefetchRouteData(api, '/administrar');
    expect(api.prefetch).not.toHaveBeenCalled();
  });
});
