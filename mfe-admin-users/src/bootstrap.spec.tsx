import { mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import { act, within } from '@testing-library/react';
import { user } from '../test/fixtures';

/**
 * The standalone page of `nx serve mfe-admin-users` (production builds have none: they borrow the
 * shell's MF runtime). Runs the real bootstrap the way its HTML page does: a #root, a URL, the
 * session's account and the language cookie.
 */
describe('standalone bootstrap', () => {
  afterEach(() => {
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('fetches the account, sends / to /admin/users and lists the users there', async () => {
    const admin = user(1, { name: 'Ana Admin', roles: ['admin'] });
    const api = mockApi({
      'GET /account': { user: admin },
      'GET /users': pagedAnswer([admin, user(2, { name: 'Luis Manager' })]),
    });
    document.cookie = 'lang=en; path=/';
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;

    await act(async () => {
      await import('./bootstrap');
    });

    expect(
      await within(root).findByRole('heading', { level: 1, name: 'Users' }),
    ).toBeInTheDocument();
    expect(await within(root).findByText('Luis Manager')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/users');
    expect(api.get).toHaveBeenCalledWith('/account', expect.objectContaining({ silent: true }));
  });
});
