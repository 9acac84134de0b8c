import { screen } from '@testing-library/react';
import { user } from '../test/fixtures';
import { mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../test/render-at';

describe('AdminUsersRoutes', () => {
  const admin = user(1, { roles: ['admin'] });

  it('serves the list, create, detail and edit pages under /admin', async () => {
    mockApi({
      'GET /users': { data: [], meta: { total: 0, page: 1, per_page: 20, from: 0, to: 0 } },
      'GET /users/4': { data: user(4, { name: 'Cuatro' }) },
    });
    const list = renderAt('/admin/users', { user: admin });
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    list.unmount();
    const create = renderAt('/admin/users/create', { user: admin });
    expect(screen.getByRole('heading', { name: 'Create user' })).toBeInTheDocument();
    create.unmount();
    const detail = renderAt('/admin/users/4', { user: admin });
    expect(await screen.findByRole('heading', { name: 'User details' })).toBeInTheDocument();
    expect(screen.getByText('Cuatro')).toBeInTheDocument();
    detail.unmount();
    renderAt('/admin/users/4/edit', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Edit user' })).toBeInTheDocument();
  });

  it('answers 404 inside the layout for users paths it has no page for', () => {
    const api = mockApi({});
    renderAt('/admin/users/4/photos', { user: admin });
    expect(screen.getByText('Page Not Found: /admin/users/4/photos')).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });
});
