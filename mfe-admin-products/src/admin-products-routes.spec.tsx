import type { Paginated, Popular, Product } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi } from '../test/fake-fetch';
import AdminProductsRoutes from './admin-products-routes';

const product: Product = {
  id: 5,
  category: 'tote_bags',
  price: '1250.5',
  published: false,
  translations: {
    es: { name: 'Bolso Tote', slug: 'bolso-tote', description: '' },
    en: { name: 'Tote Bag', slug: 'tote-bag', description: '' },
  },
  images: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const products: Paginated<Product> = {
  data: [product],
  meta: { total: 1, page: 1, per_page: 20, from: 1, to: 1 },
};

const populars: { data: Popular[] } = {
  data: [{ id: 1, position: 1, product_id: 5, product }],
};

/** Mounted the way the shell mounts it: under '/admin'. */
function renderAt(path: string, locale: 'es' | 'en' = 'en') {
  initI18n(locale);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={<AdminProductsRoutes basename="/admin" locale={locale} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AdminProductsRoutes', () => {
  it('lists GET /api/products in the admin language', async () => {
    const fetch = fakeApi({ '/api/products': { status: 200, body: products } });
    renderAt('/admin/products');
    expect(await screen.findByRole('link', { name: 'Tote Bag' })).toHaveAttribute(
      'href',
      '/admin/products/5',
    );
    expect(screen.getByText('$1,250.50')).toBeInTheDocument();
    expect(screen.getByText('Tote bags')).toBeInTheDocument();
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0][0])).toBe('/api/products?page=1&per_page=20');
  });

  it('shows an error message when the products call fails', async () => {
    fakeApi({});
    renderAt('/admin/products', 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al procesar su solicitud.',
    );
  });

  it('lists GET /api/populars at /admin/populars', async () => {
    fakeApi({ '/api/populars': { status: 200, body: populars } });
    renderAt('/admin/populars', 'es');
    expect(screen.getByRole('heading', { name: 'Productos populares' })).toBeInTheDocument();
    expect(await screen.findByText('Bolso Tote')).toBeInTheDocument();
  });

  it('answers 404 for products paths it has no page for yet', () => {
    fakeApi({});
    renderAt('/admin/products/5/edit');
    expect(screen.getByText('Page Not Found: /admin/products/5/edit')).toBeInTheDocument();
  });
});
