import { fireEvent, screen, within } from '@testing-library/react';
import { popular, product } from '../../../../test/fixtures';
import { apiError, mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../../../../test/render-at';

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
      'An error occurred while processing your request.',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('populars-empty')).toBeInTheDocument();
  });
});
