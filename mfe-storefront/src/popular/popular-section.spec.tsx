import type { Popular, Product } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi } from '../../test/fake-fetch';
import { PopularSection } from './popular-section';

const product: Product = {
  id: 3,
  category: 'backpacks',
  price: '49.90',
  published: true,
  translations: {
    es: { name: 'Mochila Azul', slug: 'mochila-azul', description: '' },
    en: { name: 'Blue Backpack', slug: 'blue-backpack', description: '' },
  },
  images: [
    {
      id: 1,
      position: 0,
      alt: { es: 'Mochila azul de frente' },
      width: 800,
      height: 800,
      url: '/media/3/1.jpg',
      variants: [],
    },
  ],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

const popular: Popular = { id: 9, position: 1, product_id: 3, product };

function renderSection(locale: 'es' | 'en' | 'zh') {
  initI18n(locale);
  return render(
    <MemoryRouter>
      <PopularSection locale={locale} />
    </MemoryRouter>,
  );
}

describe('PopularSection', () => {
  it('asks for the populars in the page language and shows them as product cards', async () => {
    const fetch = fakeApi({ '/api/catalog/populars': { status: 200, body: { data: [popular] } } });
    renderSection('en');
    const link = await screen.findByRole('link', { name: /Blue Backpack/ });
    expect(link).toHaveAttribute('href', '/en/products/backpacks/blue-backpack');
    expect(link).toHaveTextContent('$49.90');
    expect(String(fetch.mock.calls[0][0])).toBe('/api/catalog/populars?lang=en');
  });

  it('falls back to the Spanish name, slug and alt text', async () => {
    fakeApi({ '/api/catalog/populars': { status: 200, body: { data: [popular] } } });
    renderSection('zh');
    const link = await screen.findByRole('link', { name: /Mochila Azul/ });
    expect(link).toHaveAttribute('href', '/zh/产品/双肩包/mochila-azul');
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Mochila azul de frente');
  });

  it('shows the empty state when the API has no populars endpoint yet', async () => {
    fakeApi({});
    renderSection('es');
    expect(await screen.findByText('Aún no hay productos aquí.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    fakeApi({ '/api/catalog/populars': { status: 200, body: { data: [] } } });
    renderSection('en');
    expect(await screen.findByText('There are no products here yet.')).toBeInTheDocument();
  });
});
