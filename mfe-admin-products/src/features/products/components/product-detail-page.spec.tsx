import { apiError, mockApi, mockWrites, pagedAnswer } from '@bolsos/api-client/testing';
import { useAuthStore } from '@bolsos/auth-store';
import type { Role } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { product } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const bag = product(5, {
  price: '49.9',
  category: 'backpacks',
  translations: {
    es: { name: 'Mochila Roja', slug: 'mochila-roja', description: 'Cuero rojo' },
    en: { name: 'Red Backpack', slug: 'red-backpack', description: 'Red leather' },
  },
});

const signIn = (roles: Role[]) =>
  act(() =>
    useAuthStore.getState().setUser({
      id: 9,
      name: 'Marta',
      email: 'marta@bolsos.test',
      roles,
      password_set_at: '2026-01-01T00:00:00Z',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    }),
  );

describe('product detail', () => {
  beforeEach(() => signIn(['admin']));
  afterEach(() => {
    toast.clear();
    act(() => useAuthStore.getState().setUser(null));
  });

  it('shows a manager no History panel and asks the admin-only audit log nothing', async () => {
    signIn(['manager']);
    const calls = mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5', 'es');
    expect(await screen.findByTestId('product-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('audit-history')).not.toBeInTheDocument();
    expect(screen.queryByText('Permiso denegado')).not.toBeInTheDocument();
    expect(calls.get.mock.calls.map(([path]) => path)).not.toContain('/audit');
  });

  it("has a History panel with the product's audit entries, its texts' and images' too", async () => {
    const calls = mockApi({
      'GET /products/5': { data: bag },
      'GET /audit': pagedAnswer([
        {
          id: 8,
          occurred_at: '2026-11-25T15:04:00.000Z',
          actor_id: 1,
          actor_name: 'Ana Admin',
          ip: '10.0.0.1',
          action: 'update',
          entity: 'product',
          entity_id: 5,
          part: 'translation',
          part_key: 'es',
          changes: { name: { before: 'Mochila Roja', after: 'Mochila Carmesí' } },
          details: null,
          entity_exists: true,
          entity_label: null,
        },
        {
          id: 7,
          occurred_at: '2026-11-25T15:00:00.000Z',
          actor_id: 2,
          actor_name: 'Mario',
          ip: '10.0.0.2',
          action: 'update',
          entity: 'product',
          entity_id: 5,
          part: null,
          part_key: null,
          changes: { published: { before: false, after: true } },
          details: null,
          entity_exists: true,
          entity_label: null,
        },
      ]),
    });
    renderAt('/admin/products/5', 'es');
    const panel = await screen.findByTestId('audit-history');
    expect(within(panel).getByRole('link', { name: 'Ver historial completo' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/audit\?entity=product&entity_id=\d+$/),
    );
    expect(within(panel).getByText('Historial')).toBeInTheDocument();
    const [text, flag] = await within(panel).findAllByTestId('audit-entry');
    expect(text).toHaveTextContent('Ana Admin');
    expect(text).toHaveTextContent('Modificado');
    expect(text).toHaveTextContent('Texto (es)');
    expect(text).toHaveTextContent('Nombre: Mochila Roja → Mochila Carmesí');
    expect(flag).toHaveTextContent('Publicado: No → Sí');
    expect(calls.get).toHaveBeenCalledWith('/audit', {
      params: { per_page: 20, entity: 'product', entity_id: 5, page: 1 },
      silent: true,
      signal: expect.any(AbortSignal),
    });
  });

  it('shows category, price, published and each language, marking the Spanish fallback', async () => {
    const api = mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Product: / }),
    ).toBeInTheDocument();
    const detail = screen.getByTestId('product-detail');
    expect(within(detail).getByText('Backpacks')).toBeInTheDocument();
    expect(within(detail).getByText('$49.90')).toBeInTheDocument();
    expect(within(detail).getByText('Published', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/products/5', {
      silent: true,
      signal: expect.any(AbortSignal),
    });

    const es = screen.getByTestId('product-text-es');
    expect(within(es).getByText('Mochila Roja')).toBeInTheDocument();
    expect(within(es).queryByText('Shown in Spanish')).not.toBeInTheDocument();
    expect(within(es).getByRole('link', { name: 'View in the shop' })).toHaveAttribute(
      'href',
      '/productos/mochilas/mochila-roja',
    );
    const en = screen.getByTestId('product-text-en');
    expect(within(en).getByText('Red Backpack')).toBeInTheDocument();
    expect(within(en).getByText('red-backpack')).toBeInTheDocument();
    expect(within(en).queryByText('Shown in Spanish')).not.toBeInTheDocument();
    expect(within(en).getByRole('link', { name: 'View in the shop' })).toHaveAttribute(
      'href',
      '/en/products/backpacks/red-backpack',
    );
    const zh = screen.getByTestId('product-text-zh');
    expect(within(zh).getByText('Shown in Spanish')).toBeInTheDocument();
    expect(within(zh).getByText('Mochila Roja')).toHaveAttribute('lang', 'es');
    expect(within(zh).getByText('Cuero rojo')).toBeInTheDocument();
  });

  it('links nowhere in the shop while the product is a draft', async () => {
    mockApi({ 'GET /products/5': { data: { ...bag, published: false } } });
    renderAt('/admin/products/5');
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View in the shop' })).not.toBeInTheDocument();
  });

  it('links to the edit page and back to the list', async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    renderAt('/admin/products/5');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/products/5/edit',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/products');
  });

  it('deletes after a confirmation, then shows the list with a success toast', async () => {
    mockApi({ 'GET /products/5': { data: bag }, 'GET /products': { data: [], meta: {} } });
    const writes = mockWrites({ del: undefined });
    renderAt('/admin/products/5');
    fireEvent.click(await screen.findByTestId('product-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the product Mochila Roja?');
    expect(writes.delete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products$/),
    );
    expect(writes.delete).toHaveBeenCalledWith('/products/5', { silent: true });
    expect(toasts()).toEqual([{ kind: 'success', message: 'Product Mochila Roja deleted.' }]);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    mockApi({ 'GET /products/5': { data: bag } });
    mockWrites({ del: apiError(409, { message: 'The product is in use' }) });
    renderAt('/admin/products/5');
    fireEvent.click(await screen.findByTestId('product-delete'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The product is in use');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/5$/);
  });

  it('gives the not-found page for an unknown id and for an id no product can have', async () => {
    const api = mockApi({});
    const first = renderAt('/admin/products/404');
    expect(await screen.findByText('Page Not Found: /admin/products/404')).toBeInTheDocument();
    first.unmount();
    renderAt('/admin/products/abc');
    expect(screen.getByText('Page Not Found: /admin/products/abc')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(1);
  });

  it('duplicates the product: POSTs, says so, and opens the copy to edit', async () => {
    const copy = product(9, {
      published: false,
      translations: {
        es: { name: 'Mochila Roja (copia)', slug: 'mochila-roja-copia', description: 'Cuero rojo' },
      },
    });
    const calls = mockApi({
      'GET /products/5': { data: bag },
      'GET /products/9': { data: copy },
      'POST /products/5/duplicate': { data: copy },
    });
    renderAt('/admin/products/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/9/edit'),
    );
    expect(calls.post).toHaveBeenCalledTimes(1);
    expect(calls.post.mock.calls[0][0]).toBe('/products/5/duplicate');
    expect(toasts()).toEqual([
      { kind: 'success', message: 'Copy Mochila Roja (copia) made, unpublished.' },
    ]);
  });
});
