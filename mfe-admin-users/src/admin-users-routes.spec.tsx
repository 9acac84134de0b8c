import { screen } from '@testing-library/react';
import { user } from '../test/fixtures';
import { mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../test/render-at';

describe('AdminUsersRoutes', () => {
  const admin = user(1, { roles: ['admin'] });

  it('serves the list and the create page under /admin', async () => {
    mockApi({
      'GET /users': { data: [], meta: { total: 0, page: 1, per_page: 20, from: 0, to: 0 } },
    });
    const list = renderAt('/admin/users', { user: admin });
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    list.unmount();
    renderAt('/admin/users/create', { user: admin });
    expect(screen.getByRole('heading', { name: 'Create user' })).toBeInTheDocument();
  });

  it('answers 404 inside the layout for users paths it has no page for yet', () => {
    mockApi({});
    renderAt('/admin/users/1/edit', { user: admin });
    expect(screen.getByText('Page Not Found: /admin/users/1/edit')).toBeInTheDocument();
  });
});
