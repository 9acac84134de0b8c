import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { popular, product } from '../../../../test/fixtures';
import { apiError, mockApi, mockWrites, pagedAnswer } from '@bolsos/api-client/testing';
import { toast, toastStore } from '@bolsos/ui';
import { onAPhone } from '../../../../test/phone-window';
import { renderAt } from '../../../../test/render-at';

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2].textContent);

describe('populars page', () => {
  it('lists GET /api/populars in shop order', async () => {
    const api = mockApi({
      'GET /populars': {
        data: [popular(3, product(9, { price: '30' }), 1), popular(1, product(4), 2)],
      },
    });
    renderAt('/admin/populars', 'es');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Productos populares' }),
    ).toBeInTheDocument();
    await screen.findByText('Bolso 9');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['1', '2']);
    expect(within(rows[0]).getByText('Bolso 9')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$30.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Bolso 4')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/populars', {
      silent: true,
      signal: expect.any(AbortSignal),
    });
  });

  it("names the products in the admin's language, in Spanish where they have none", async () => {
    const chinese = product(9, {
      translations: {
        es: { name: 'Mochila Verde', slug: 'mochila-verde', description: '' },
        zh: { name: '绿色双肩包', slug: '绿色双肩包', description: '' },
      },
    });
    const spanishOnly = product(4, {
      translations: { es: { name: 'Cartera Azul', slug: 'cartera-azul', description: '' } },
    });
    mockApi({ 'GET /populars': { data: [popular(3, chinese, 1), popular(1, spanishOnly, 2)] } });
    renderAt('/admin/populars', 'zh');
    await screen.findByText('绿色双肩包');
    expect(names()).toEqual(['绿色双肩包', 'Cartera Azul']);
  });

  it('explains the empty list', async () => {
    mockApi({ 'GET /populars': { data: [] } });
    renderAt('/admin/populars');
    const empty = await screen.findByTestId('populars-empty');
    expect(empty).toHaveTextContent('No popular products yet');
    expect(empty).toHaveTextContent('When products are chosen as popular');
  });

  it('shows an error that can be retried', async () => {
    let down = true;
    mockApi({
      'GET /populars': () => (down ? apiError(500, { message: 'Server Error' }) : { data: [] }),
    });
    renderAt('/admin/populars');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      // the server's own message, not a generic one
      'Server Error',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('populars-empty')).toBeInTheDocument();
  });

  describe('changes', () => {
    afterEach(() => toast.clear());

    it('adds a product found by name: GET /api/products?search=, then POST {product_id}', async () => {
      let list = [popular(1, product(4), 1)];
      const api = mockApi({
        'GET /populars': () => ({ data: list }),
        'GET /products': ({ params }: { params?: Record<string, unknown> }) =>
          params?.search === 'bolso 9' ? pagedAnswer([product(9), product(4)]) : pagedAnswer([]),
        'POST /populars': ({ body }: { body?: unknown }) => {
          list = [...list, popular(2, product(9), 2)];
          return { data: { body } };
        },
      });
      jest.useFakeTimers();
      try {
        renderAt('/admin/populars');
        await act(async () => undefined);
        const picker = screen.getByRole('combobox', { name: 'Search a product by name' });
        fireEvent.mouseDown(picker);
        fireEvent.change(picker, { target: { value: ' bolso 9 ' } });
        await act(async () => {
          jest.advanceTimersByTime(500);
        });
      } finally {
        jest.useRealTimers();
      }
      expect(api.get).toHaveBeenCalledWith('/products', {
        params: { search: 'bolso 9', page: 1, per_page: 20 },
        silent: true,
        signal: expect.any(AbortSignal),
      });
      // Already popular: listed, not pickable.
      const taken = await screen.findByTitle('Bag 4 · Already popular');
      expect(taken.closest('[aria-disabled]') ?? taken).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(screen.getByTitle('Bag 9'));
      await waitFor(() => expect(names()).toEqual(['Bag 4', 'Bag 9']));
      expect(api.post).toHaveBeenCalledWith('/populars', { product_id: 9 });
      expect(toasts()).toEqual([
        { kind: 'success', message: 'Bag 9 added to the popular products.' },
      ]);
    });

    it('moves one down: PUT /api/populars/order with the entry ids', async () => {
      let list = [popular(3, product(9), 1), popular(1, product(4), 2)];
      mockApi({ 'GET /populars': () => ({ data: list }) });
      const writes = mockWrites({
        put: (_path: string, body: unknown) => {
          const ids = (body as { ids: number[] }).ids;
          list = ids.map((id) => list.find((row) => row.id === id)!);
          return { data: list };
        },
      });
      renderAt('/admin/populars');
      fireEvent.click(await screen.findByRole('button', { name: 'Move Bag 9 down' }));
      await waitFor(() => expect(names()).toEqual(['Bag 4', 'Bag 9']));
      expect(writes.put).toHaveBeenCalledWith('/populars/order', { ids: [1, 3] });
      expect(screen.getByRole('button', { name: 'Move Bag 4 up' })).toBeDisabled();
    });

    it('moves one to the top in one PUT, at once, and keeps the focus on it', async () => {
      let list = [popular(3, product(9), 1), popular(1, product(4), 2), popular(2, product(7), 3)];
      mockApi({ 'GET /populars': () => ({ data: list }) });
      const writes = mockWrites({
        put: (_path: string, body: unknown) => {
          const ids = (body as { ids: number[] }).ids;
          list = ids.map((id) => list.find((row) => row.id === id)!);
          return { data: list };
        },
      });
      renderAt('/admin/populars');
      fireEvent.click(await screen.findByRole('button', { name: 'Move Bag 7 to the top' }));
      // Shown before the answer: one save for the whole new order.
      expect(names()).toEqual(['Bag 7', 'Bag 9', 'Bag 4']);
      await waitFor(() => expect(writes.put).toHaveBeenCalledTimes(1));
      expect(writes.put).toHaveBeenCalledWith('/populars/order', { ids: [2, 3, 1] });
      // First now, its "to the top" is disabled: its drag handle holds the focus.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Reorder Bag 7' })).toHaveFocus(),
      );
      expect(screen.getByRole('button', { name: 'Reorder Bag 7' })).toHaveAccessibleDescription(
        /press Space to pick the item up/,
      );
    });

    it('removes one after a confirmation', async () => {
      let list = [popular(3, product(9), 1), popular(1, product(4), 2)];
      mockApi({ 'GET /populars': () => ({ data: list }) });
      const writes = mockWrites({
        del: () => {
          list = list.filter((row) => row.id !== 3);
          return undefined;
        },
      });
      renderAt('/admin/populars');
      fireEvent.click(await screen.findByRole('button', { name: 'Remove Bag 9' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Remove Bag 9 from the popular products?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(names()).toEqual(['Bag 4']));
      expect(writes.delete).toHaveBeenCalledWith('/populars/3', { silent: true });
      expect(toasts()).toEqual([
        { kind: 'success', message: 'Bag 9 removed from the popular products.' },
      ]);
    });
  });
});

describe('populars page on a phone', () => {
  onAPhone();

  it('shows each entry as one stacked row: handle, position and whole name, then its moves and Quitar', async () => {
    mockApi({
      'GET /populars': { data: [popular(3, product(9), 1), popular(1, product(4), 2)] },
    });
    renderAt('/admin/populars', 'es');
    await screen.findByText('Bolso 9');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // One cell per row: nothing to swipe sideways to.
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    const cells = within(rows[0]).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    const row = within(cells[0]);
    expect(row.getByRole('link', { name: 'Bolso 9' })).toHaveAttribute('href', '/admin/products/9');
    expect(row.getByRole('button', { name: 'Reordenar Bolso 9' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Subir Bolso 9' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Bajar Bolso 9' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Mover Bolso 9 al principio' })).toBeDisabled();
    expect(row.getByRole('combobox', { name: 'Posición de Bolso 9' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Quitar Bolso 9' })).toBeInTheDocument();
  });
});
