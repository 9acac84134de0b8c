import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogPage, summary } from '../../../../test/fixtures';
import { apiError, mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../../../../test/render-at';

const products = (count: number, lang: 'es' | 'en' | 'zh') =>
  Array.from({ length: count }, (_, index) => summary(index + 1, lang));

describe('product list pages', () => {
  it('lists a category from GET /api/catalog/products in the page language', async () => {
    const api = mockApi({
      'GET /catalog/products': catalogPage(products(3, 'en'), { total: 3 }),
    });
    renderAt('/en/products/fanny-packs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fanny packs' }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { level: 2, name: 'Bag 1' })).toBeInTheDocument();
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/catalog/products', {
      params: {
        category: 'fanny_packs',
        lang: 'en',
        page: undefined,
        per_page: 24,
        sort: undefined,
      },
      silent: true,
      signal: expect.any(AbortSignal),
    });
    expect(screen.queryByTestId('catalog-pager')).not.toBeInTheDocument();
    expect(document.title).toBe('Fanny packs | Bolsos');
  });

  it('shows the breadcrumb and marks the current category', async () => {
    mockApi({ 'GET /catalog/products': catalogPage(products(1, 'es')) });
    renderAt('/productos/cangureras');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Usted está aquí' });
    expect(within(breadcrumb).getByRole('link', { name: 'Productos' })).toHaveAttribute(
      'href',
      '/productos',
    );
    expect(within(breadcrumb).getByText('Cangureras')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cangureras' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByTestId('product-card');
  });

  it('lists every category on the view-all page, page by page', async () => {
    const api = mockApi({
      'GET /catalog/products': catalogPage(products(2, 'zh'), {
        total: 50,
        page: 2,
        from: 25,
        to: 48,
      }),
    });
    const scroll = jest.spyOn(window, 'scrollTo');
    renderAt('/zh/产品/全部?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: '全部产品' })).toBeInTheDocument();
    await screen.findAllByTestId('product-card');
    expect(api.get.mock.calls[0][1]?.params).toEqual({
      category: undefined,
      lang: 'zh',
      page: 2,
      per_page: 24,
      sort: undefined,
    });
    const pager = screen.getByTestId('catalog-pager');
    expect(within(pager).getByText('第 2 页，共 3 页').parentElement).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Numbers for every page of three, the current one not a link.
    expect(within(pager).getByRole('link', { name: '第 1 页，共 3 页' })).toHaveAttribute(
      'href',
      '/zh/产品/全部',
    );
    expect(within(pager).getByRole('link', { name: '第 3 页，共 3 页' })).toHaveTextContent('3');
    expect(within(pager).getByRole('link', { name: '上一页' })).toHaveAttribute(
      'href',
      '/zh/产品/全部',
    );
    fireEvent.click(within(pager).getByRole('link', { name: '下一页' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/zh/产品/全部?page=3'),
    );
    expect(api.get).toHaveBeenLastCalledWith(
      '/catalog/products',
      expect.objectContaining({
        params: { category: undefined, page: 3, per_page: 24, lang: 'zh' },
      }),
    );
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('sorts by price from the select, back to page 1, and the pager keeps the order', async () => {
    const api = mockApi({
      'GET /catalog/products': catalogPage(products(2, 'en'), { total: 60, page: 2 }),
    });
    renderAt('/en/products/backpacks?page=2');
    await screen.findAllByTestId('product-card');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price_asc' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/en/products/backpacks?sort=price_asc',
      ),
    );
    expect(api.get).toHaveBeenLastCalledWith(
      '/catalog/products',
      expect.objectContaining({
        params: {
          category: 'backpacks',
          lang: 'en',
          page: undefined,
          per_page: 24,
          sort: 'price_asc',
        },
      }),
    );
    await screen.findAllByTestId('product-card');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/en/products/backpacks?sort=price_asc&page=2',
    );
  });

  it('filters by a price range from a GET form, keeping the order and starting at page 1', async () => {
    const api = mockApi({
      'GET /catalog/products': catalogPage(products(2, 'es'), { total: 60, page: 2 }),
    });
    renderAt('/productos/todos?sort=price_desc&page=2');
    await screen.findAllByTestId('product-card');
    const form = screen.getByTestId('list-filters');
    // Without JavaScript the browser submits it to this very page.
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/productos/todos');
    fireEvent.change(screen.getByLabelText('Precio desde (US$)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Precio hasta (US$)'), { target: { value: '80.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/productos/todos?min_price=20&max_price=80.5&sort=price_desc',
      ),
    );
    expect(api.get).toHaveBeenLastCalledWith(
      '/catalog/products',
      expect.objectContaining({
        params: expect.objectContaining({ min_price: 20, max_price: 80.5, sort: 'price_desc' }),
      }),
    );
    await screen.findAllByTestId('product-card');
    // The fields show the range the list is filtered by; the pager keeps it.
    expect(screen.getByLabelText('Precio desde (US$)')).toHaveValue(20);
    expect(screen.getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/productos/todos?min_price=20&max_price=80.5&sort=price_desc&page=2',
    );
  });

  it('names bounds it cannot use and lists without them', async () => {
    const api = mockApi({ 'GET /catalog/products': catalogPage(products(1, 'en')) });
    renderAt('/en/products/backpacks?min_price=cheap&max_price=30');
    await screen.findAllByTestId('product-card');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“cheap” is not a valid price for “Price from (US$)”',
    );
    expect(screen.getByLabelText('Price from (US$)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.get).toHaveBeenLastCalledWith(
      '/catalog/products',
      expect.objectContaining({ params: expect.objectContaining({ max_price: 30 }) }),
    );
    expect(api.get.mock.lastCall?.[1]?.params).not.toHaveProperty('min_price', expect.anything());
  });

  it('shows skeletons, then the empty state', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockApi({ 'GET /catalog/products': () => new Promise((resolve) => (answer = resolve)) });
    renderAt('/en/products/tote-bags');
    expect(await screen.findAllByTestId('product-skeleton')).toHaveLength(8);
    answer(catalogPage([]));
    expect(await screen.findByTestId('catalog-grid-empty')).toHaveTextContent(
      'There are no products here yet.',
    );
  });

  it('shows an error that can be retried', async () => {
    let down = true;
    mockApi({
      'GET /catalog/products': () =>
        down ? apiError(500, { message: 'Server Error' }) : catalogPage(products(1, 'en')),
    });
    renderAt('/en/products/all');
    expect(await screen.findByTestId('catalog-grid-error')).toHaveTextContent(
      'An error occurred while loading the page.',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('product-card')).toBeInTheDocument();
  });
});
