import { initI18n } from '@bolsos/i18n';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi } from '../test/fake-fetch';
import StorefrontRoutes from './storefront-routes';

/** Mounted the way the shell mounts it: under the language route. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/en/*" element={<StorefrontRoutes basename="/en" locale="en" />} />
        <Route path="*" element={<StorefrontRoutes basename="" locale="es" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('StorefrontRoutes', () => {
  beforeEach(() => fakeApi({}));

  it('renders Home at the root of its mount point', async () => {
    initI18n('en');
    renderAt('/en');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bags for every day' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the catalogue' })).toHaveAttribute(
      'href',
      '/en/products',
    );
    expect(screen.getByRole('link', { name: 'Laptop bags' })).toHaveAttribute(
      'href',
      '/en/products/laptop-bags',
    );
    expect(await screen.findByText('There are no products here yet.')).toBeInTheDocument();
  });

  it('renders Spanish Home links without a prefix', async () => {
    initI18n('es');
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Mochilas' })).toHaveAttribute(
      'href',
      '/productos/mochilas',
    );
    expect(await screen.findByText('Aún no hay productos aquí.')).toBeInTheDocument();
  });

  it('answers 404 for a path it has no page for', () => {
    initI18n('en');
    renderAt('/en/products/backpacks/some-bag/extra');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Page Not Found: /en/products/backpacks/some-bag/extra',
    );
  });
});
