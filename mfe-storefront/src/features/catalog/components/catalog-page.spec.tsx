import { screen, within } from '@testing-library/react';
import { summary } from '../../../../test/fixtures';
import { mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../../../../test/render-at';

describe('catalogue page', () => {
  it('offers the categories, the view-all page and the Popular section', async () => {
    const api = mockApi({ 'GET /catalog/populars': { data: [summary(1, 'es')] } });
    renderAt('/productos');
    expect(screen.getByRole('heading', { level: 1, name: 'Productos' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Categorías' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[5]).toHaveTextContent('Ver todos');
    expect(links[5]).toHaveAttribute('href', '/productos/todos');
    expect(await screen.findByTestId('product-card')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      '/catalog/populars',
      expect.objectContaining({
        params: { lang: 'es' },
      }),
    );
    expect(document.title).toBe('Productos | Bolsos');
  });
});
