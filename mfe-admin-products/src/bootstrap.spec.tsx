import { mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import { act, within } from '@testing-library/react';
import { product } from '../test/fixtures';

/**
 * The standalone page of `nx serve mfe-admin-products` (production builds have none: they borrow
 * the shell's MF runtime). Runs the real bootstrap the way its HTML page does: a #root, a URL, the
 * session's account and the language cookie.
 */
describe('standalone bootstrap', () => {
  afterEach(() => {
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('fetches the account, sends / to /admin/products and lists the products there', async () => {
    const api = mockApi({
      'GET /account': {
        user: {
          id: 1,
          name: 'Mario Manager',
          email: 'manager@bolsos.test',
          roles: ['manager'],
          password_set_at: '2026-01-02T10:00:00Z',
          created_at: '2026-01-02T10:00:00Z',
          updated_at: '2026-01-02T10:00:00Z',
        },
      },
      'GET /products': pagedAnswer([product(5)]),
    });
    document.cookie = 'lang=es; path=/';
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;

    await act(async () => {
      await import('./bootstrap');
    });

    expect(
      await within(root).findByRole('heading', { level: 1, name: 'Productos' }),
    ).toBeInTheDocument();
    expect(await within(root).findByText('Bolso 5')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/products');
    expect(api.get).toHaveBeenCalledWith('/account', expect.objectContaining({ silent: true }));
  });
});
