import { screen } from '@testing-library/react';
import { mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import { renderAt } from '../test/render-at';

describe('AdminProductsRoutes', () => {
  it('serves the products list and the populars page under /admin', async () => {
    mockApi({ 'GET /products': pagedAnswer([]), 'GET /populars': { data: [] } });
    const first = renderAt('/admin/products');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    first.unmount();
    renderAt('/admin/populars');
    expect(screen.getByRole('heading', { name: 'Popular products' })).toBeInTheDocument();
    expect(await screen.findByTestId('populars-empty')).toBeInTheDocument();
  });

  it('answers 404 inside the layout for products paths it has no page for', () => {
    mockApi({});
    renderAt('/admin/products/5/images');
    expect(screen.getByText('Page Not Found: /admin/products/5/images')).toBeInTheDocument();
  });
});
