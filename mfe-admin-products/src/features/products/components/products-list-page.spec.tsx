import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { apiError, mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import { renderAt } from '../../../../test/render-at';

const tote = product(5, { published: false });
const bare = product(6, { category: 'backpacks', price: '49.9', images: [] });
const page = pagedAnswer([tote, bare], { total: 31, page: 1, per_page: 20, from: 1, to: 20 });

describe('products list', () => {
  it('lists GET /api/products: thumbnail, Spanish name, category, price and published tag', async () => {
    const api = mockApi({ 'GET /products': page });
    renderAt('/admin/products');
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();

    const row = (await screen.findByText('Bag 5')).closest('tr') as HTMLElement;
    const image = within(row).getByRole('img', { name: 'Bolso 5 de frente' });
    expect(image).toHaveAttribute('src', '/media/products/p5-800.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/products/p5-400.webp 400w, /media/products/p5-800.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '48px');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
    expect(within(row).getByText('Tote bags')).toBeInTheDocument();
    expect(within(row).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('Draft')).toBeInTheDocument();

    const other = screen.getByText('Bag 6').closest('tr') as HTMLElement;
    expect(within(other).getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(within(other).getByText('Backpacks')).toBeInTheDocument();
    expect(within(other).getByText('Published')).toBeInTheDocument();

    expect(screen.getByTestId('pager-label')).toHaveTextContent('1-20 of 31');
    expect(within(row).getByRole('link', { name: 'Bag 5' })).toHaveAttribute(
      'href',
      '/admin/products/5',
    );
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/admin/products/create',
    );
    expect(api.get).toHaveBeenCalledWith('/products', {
      params: { search: undefined, category: undefined, page: 1, per_page: 20 },
      silent: true,
      signal: expect.any(AbortSignal),
    });
  });

  it('speaks the admin language for categories, prices and the pager', async () => {
    mockApi({ 'GET /products': page });
    renderAt('/admin/products', 'es');
    const row = (await screen.findByText('Bolso 5')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Tote bags')).toBeInTheDocument();
    expect(within(row).getByText('Borrador')).toBeInTheDocument();
    expect(screen.getByTestId('pager-label')).toHaveTextContent('1-20 de 31');
  });

  it("names products in the admin's language, in Spanish where they have no name in it", async () => {
    const chinese = product(7, {
      translations: {
        es: { name: 'Mochila Verde', slug: 'mochila-verde', description: '' },
        zh: { name: '绿色双肩包', slug: '绿色双肩包', description: '' },
      },
    });
    const spanishOnly = product(8, {
      translations: { es: { name: 'Cartera Azul', slug: 'cartera-azul', description: '' } },
    });
    mockApi({ 'GET /products': pagedAnswer([chinese, spanishOnly]) });
    renderAt('/admin/products', 'zh');
    const name = await screen.findByRole('link', { name: '绿色双肩包' });
    expect(name.querySelector('[lang]')).toHaveAttribute('lang', 'zh');
    expect(screen.queryByText('Mochila Verde')).toBeNull();
    const fallback = screen.getByRole('link', { name: 'Cartera Azul' });
    expect(fallback.querySelector('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('reads search, category and page from the URL', async () => {
    const api = mockApi({
      'GET /products': pagedAnswer([bare], { total: 21, page: 2, from: 21, to: 21 }),
    });
    renderAt('/admin/products?search=mochila&category=backpacks&page=2');
    expect(await screen.findByTestId('pager-label')).toHaveTextContent('21-21 of 21');
    expect(api.get.mock.calls[0][1]?.params).toEqual({
      search: 'mochila',
      category: 'backpacks',
      page: 2,
      per_page: 20,
    });
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('mochila');
  });

  it('ignores a category that does not exist', async () => {
    const api = mockApi({ 'GET /products': page });
    renderAt('/admin/products?category=suitcases');
    await screen.findByText('Bag 5');
    expect(api.get.mock.calls[0][1]?.params).toMatchObject({ category: undefined });
  });

  it('debounces the search by 500 ms and starts again at page 1', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ 'GET /products': page });
      renderAt('/admin/products?page=3');
      await act(async () => undefined);
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), {
        target: { value: ' tote  ' },
      });
      await act(async () => jest.advanceTimersByTime(499));
      expect(api.get).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?search=tote');
      expect(api.get).toHaveBeenLastCalledWith(
        '/products',
        expect.objectContaining({
          params: { search: 'tote', category: undefined, page: 1, per_page: 20 },
        }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters by category from the select', async () => {
    const api = mockApi({ 'GET /products': page });
    renderAt('/admin/products?page=2');
    await screen.findByText('Bag 5');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('Fanny packs'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/products?category=fanny_packs',
      ),
    );
    expect(api.get).toHaveBeenLastCalledWith(
      '/products',
      expect.objectContaining({
        params: { search: undefined, category: 'fanny_packs', page: 1, per_page: 20 },
      }),
    );
  });

  it('shows the empty state without a pager', async () => {
    mockApi({ 'GET /products': pagedAnswer([]) });
    renderAt('/admin/products');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByTestId('pager-label')).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error that can be retried', async () => {
    let down = true;
    const api = mockApi({
      'GET /products': () => (down ? apiError(503, { message: 'Service Unavailable' }) : page),
    });
    const { container } = renderAt('/admin/products');
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      // the server's own message, not a generic one
      'Service Unavailable',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bag 5')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});
