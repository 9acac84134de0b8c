import { useAuthStore } from '@bolsos/auth-store';
import { apiError, mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import type { ProductBulkRequest } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@bolsos/router';
import { toast, toastStore } from '@bolsos/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';
import AdminProductsRoutes from '../../../admin-products-routes';

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const complete = { es: [], en: [], zh: [] };
const rows = [
  product(1, { missing: complete }),
  product(2, { published: false }),
  product(3),
  product(4),
];
const page = pagedAnswer(rows);
const lastParams = (api: ReturnType<typeof mockApi>) =>
  api.get.mock.calls[api.get.mock.calls.length - 1][1]?.params;

// A table of rows with checkboxes is slow to render under jsdom on a shared machine.
jest.setTimeout(60_000);

afterEach(() => {
  toast.clear();
  act(() => useAuthStore.getState().setUser(null));
});

/** The list with the browser's Back button, to check what history restores. */
function renderWithHistory(path: string) {
  initI18n('en');
  function Chrome() {
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    return (
      <>
        <button type="button" onClick={() => void navigate(-1)}>
          Browser back
        </button>
        <output data-testid="location">{pathname + search}</output>
      </>
    );
  }
  return render(
    <MemoryRouter initialEntries={['/admin', path]} initialIndex={1}>
      <Routes>
        <Route path="/admin/*" element={<AdminProductsRoutes basename="/admin" locale="en" />} />
      </Routes>
      <Chrome />
    </MemoryRouter>,
  );
}

describe('products list: filters and order in the URL', () => {
  it('reads published, completeness and order from a shared link', async () => {
    const api = mockApi({ 'GET /products': page });
    renderAt('/admin/products?category=backpacks&published=false&missing=zh&sort=-price&page=2');
    await screen.findByText('Bag 1');
    expect(lastParams(api)).toEqual({
      search: undefined,
      category: 'backpacks',
      published: false,
      missing: 'zh',
      sort: '-price',
      page: 2,
      per_page: 20,
    });
    expect(screen.getByTestId('products-published')).toHaveTextContent('Drafts only');
    expect(screen.getByTestId('products-missing')).toHaveTextContent('Missing Chinese');
    expect(screen.getByTestId('products-sort-price')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('products-sort-name')).not.toHaveAttribute('aria-sort');
  });

  it('ignores values the API would refuse', async () => {
    const api = mockApi({ 'GET /products': page });
    renderAt('/admin/products?published=maybe&missing=es&sort=colour');
    await screen.findByText('Bag 1');
    expect(lastParams(api)).toMatchObject({
      published: undefined,
      missing: undefined,
      sort: undefined,
    });
  });

  it('filters by published state and completeness, each back at page 1', async () => {
    const api = mockApi({ 'GET /products': page });
    renderAt('/admin/products?page=3');
    await screen.findByText('Bag 1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Published or draft' }));
    fireEvent.click(await screen.findByTitle('Published only'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?published=true'),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Translations' }));
    fireEvent.click(await screen.findByTitle('Missing English'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/products?published=true&missing=en',
      ),
    );
    await waitFor(() =>
      expect(lastParams(api)).toMatchObject({ published: true, missing: 'en', page: 1 }),
    );
  });

  it('sorts by a column header, ascending then descending then unsorted, by click or Enter', async () => {
    const api = mockApi({ 'GET /products': page });
    renderAt('/admin/products?page=2');
    await screen.findByText('Bag 1');
    fireEvent.click(screen.getByTestId('products-sort-price'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?sort=price'),
    );
    await waitFor(() => expect(lastParams(api)).toMatchObject({ sort: 'price', page: 1 }));
    expect(screen.getByTestId('products-sort-price')).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.keyDown(screen.getByTestId('products-sort-price'), { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?sort=-price'),
    );
    fireEvent.click(screen.getByTestId('products-sort-price'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products$/),
    );
    fireEvent.click(screen.getByTestId('products-sort-updated'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?sort=updated'),
    );
    fireEvent.click(screen.getByTestId('products-sort-name'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?sort=name'),
    );
    await waitFor(() => expect(lastParams(api)).toMatchObject({ sort: 'name' }));
  });

  it('restores the previous filters and order on Back', async () => {
    const api = mockApi({ 'GET /products': page });
    renderWithHistory('/admin/products?missing=zh&sort=-updated');
    await screen.findByText('Bag 1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Published or draft' }));
    fireEvent.click(await screen.findByTitle('Drafts only'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/products?missing=zh&sort=-updated&published=false',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/products?missing=zh&sort=-updated',
      ),
    );
    await waitFor(() =>
      expect(lastParams(api)).toMatchObject({
        missing: 'zh',
        sort: '-updated',
        published: undefined,
      }),
    );
    expect(screen.getByTestId('products-missing')).toHaveTextContent('Missing Chinese');
    expect(screen.getByTestId('products-published')).not.toHaveTextContent('Drafts only');
    expect(screen.getByTestId('products-sort-updated')).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('products list: completeness, export and import', () => {
  it('says per language whether a product is complete, or what it lacks', async () => {
    mockApi({ 'GET /products': page });
    renderAt('/admin/products');
    const done = (await screen.findByText('Bag 1')).closest('tr') as HTMLElement;
    expect(within(done).getByTestId('completeness-en')).toHaveTextContent('EN complete');
    expect(within(done).getByTestId('completeness-zh')).toHaveTextContent('ZH complete');
    const partial = screen.getByText('Bag 2').closest('tr') as HTMLElement;
    expect(within(partial).getByTestId('completeness-es')).toHaveTextContent(
      'ES missing description',
    );
    expect(within(partial).getByTestId('completeness-en')).toHaveTextContent(
      'EN missing description and image alt text',
    );
    expect(within(partial).getByTestId('completeness-zh')).toHaveTextContent(
      'ZH missing name, address (slug), description, and image alt text',
    );
  });

  it('speaks the admin language in the completeness column', async () => {
    mockApi({ 'GET /products': page });
    renderAt('/admin/products', 'es');
    const partial = (await screen.findByText('Bolso 2')).closest('tr') as HTMLElement;
    expect(within(partial).getByTestId('completeness-en')).toHaveTextContent(
      'EN falta descripción y texto alternativo de imágenes',
    );
  });

  it('downloads the CSV export and links the import page for admins and managers', async () => {
    mockApi({ 'GET /products': page });
    act(() =>
      useAuthStore.getState().setUser({
        id: 9,
        name: 'Marta',
        email: 'marta@bolsos.test',
        roles: ['manager'],
        password_set_at: '2026-01-01T00:00:00Z',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      }),
    );
    renderAt('/admin/products');
    await screen.findByText('Bag 1');
    const exporting = screen.getByRole('link', { name: 'Export CSV' });
    expect(exporting).toHaveAttribute('href', '/api/products/export.csv');
    expect(exporting).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute(
      'href',
      '/admin/products/import',
    );
  });

  it('offers no import link to someone without those roles', async () => {
    mockApi({ 'GET /products': page });
    renderAt('/admin/products');
    await screen.findByText('Bag 1');
    expect(screen.queryByRole('link', { name: 'Import CSV' })).not.toBeInTheDocument();
  });
});

describe('products list: bulk actions', () => {
  const tick = (name: string) =>
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));

  it('deletes the selected products after one question naming the count', async () => {
    const sent: ProductBulkRequest[] = [];
    const api = mockApi({
      'GET /products': page,
      'POST /products/bulk': ({ body }: { body?: unknown }) => {
        sent.push(body as ProductBulkRequest);
        const request = body as ProductBulkRequest;
        return { data: { ...request, affected: request.ids.length } };
      },
    });
    renderAt('/admin/products');
    await screen.findByText('Bag 1');
    const remove = screen.getByTestId('products-bulk-delete');
    expect(remove).toBeDisabled();
    tick('Bag 1');
    tick('Bag 3');
    tick('Bag 4');
    expect(screen.getByTestId('products-bulk-count')).toHaveTextContent('Selected: 3');
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete 3 products?')).toBeInTheDocument();
    expect(sent).toEqual([]);
    const calls = api.get.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'delete', ids: [1, 3, 4] }]));
    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', message: 'Products deleted: 3.' }]),
    );
    await waitFor(() => expect(api.get.mock.calls.length).toBe(calls + 1));
    expect(screen.getByTestId('products-bulk-count')).toHaveTextContent('Selected: 0');
    expect(screen.getByRole('checkbox', { name: 'Select Bag 1' })).not.toBeChecked();
  });

  it('asks about one product in the singular', async () => {
    mockApi({ 'GET /products': page });
    renderAt('/admin/products', 'es');
    await screen.findByText('Bolso 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Bolso 2' }));
    fireEvent.click(screen.getByTestId('products-bulk-delete'));
    expect(await screen.findByText('¿Eliminar 1 producto?')).toBeInTheDocument();
  });

  it('publishes, unpublishes and adds to Popular: one request each, a message, the list again', async () => {
    const sent: unknown[] = [];
    const api = mockApi({
      'GET /products': page,
      'POST /products/bulk': ({ body }: { body?: unknown }) => {
        sent.push(body);
        return { data: { ...(body as object), affected: 2 } };
      },
    });
    renderAt('/admin/products');
    await screen.findByText('Bag 1');
    const steps = [
      ['Publish', 'publish', 'Products published: 2.'],
      ['Unpublish', 'unpublish', 'Products unpublished: 2.'],
      ['Add to Popular', 'add_popular', 'Products added to Popular: 2.'],
    ] as const;
    for (const [label, action, message] of steps) {
      toast.clear();
      sent.length = 0;
      tick('Bag 2');
      tick('Bag 4');
      const calls = api.get.mock.calls.length;
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', message }]));
      expect(sent).toEqual([{ action, ids: [2, 4] }]);
      expect(api.post).toHaveBeenLastCalledWith(
        '/products/bulk',
        { action, ids: [2, 4] },
        { silent: true },
      );
      await waitFor(() => expect(api.get.mock.calls.length).toBe(calls + 1));
      await waitFor(() =>
        expect(screen.getByTestId('products-bulk-count')).toHaveTextContent('Selected: 0'),
      );
    }
  });

  it("shows the server's refusal and keeps the selection", async () => {
    mockApi({
      'GET /products': page,
      'POST /products/bulk': apiError(422, {
        message: 'The data sent is invalid',
        errors: { ids: ['One of the products no longer exists'] },
      }),
    });
    renderAt('/admin/products');
    await screen.findByText('Bag 1');
    tick('Bag 1');
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One of the products no longer exists',
    );
    expect(toasts()).toEqual([]);
    expect(screen.getByTestId('products-bulk-count')).toHaveTextContent('Selected: 1');
  });

  it('shows a refused delete in the dialog that asked', async () => {
    mockApi({
      'GET /products': page,
      'POST /products/bulk': apiError(403, { message: 'This action is unauthorized.' }),
    });
    renderAt('/admin/products');
    await screen.findByText('Bag 1');
    tick('Bag 1');
    tick('Bag 2');
    fireEvent.click(screen.getByTestId('products-bulk-delete'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This action is unauthorized.',
    );
    expect(screen.getByTestId('products-bulk-count')).toHaveTextContent('Selected: 2');
  });

  it('selects from the keyboard: the checkboxes are real ones, named in the admin language', async () => {
    mockApi({ 'GET /products': page });
    renderAt('/admin/products');
    await screen.findByText('Bag 1');
    const box = screen.getByRole('checkbox', { name: 'Select Bag 3' });
    expect(box.tagName).toBe('INPUT');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
    expect(screen.getByTestId('products-bulk-count')).toHaveTextContent('Selected: 4');
    expect(box).not.toHaveAttribute('tabindex', '-1');
    box.focus();
    expect(box).toHaveFocus();
  });

  it('starts a new selection on another page or filter', async () => {
    mockApi({ 'GET /products': page });
    renderAt('/admin/products');
    await screen.findByText('Bag 1');
    tick('Bag 1');
    expect(screen.getByTestId('products-bulk-count')).toHaveTextContent('Selected: 1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Translations' }));
    fireEvent.click(await screen.findByTitle('Missing Chinese'));
    await waitFor(() =>
      expect(screen.getByTestId('products-bulk-count')).toHaveTextContent('Selected: 0'),
    );
  });
});
