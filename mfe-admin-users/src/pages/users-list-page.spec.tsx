import { useAuthStore } from '@bolsos/auth-store';
import type { Paginated, User } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi } from '../../test/fake-fetch';
import AdminUsersRoutes from '../admin-users-routes';

function user(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@bolsos.test`,
    roles: ['manager'],
    password_set_at: '2026-01-01T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const page: Paginated<User> = {
  data: [user(1, { name: 'Ana', roles: ['admin'] }), user(2, { password_set_at: null })],
  meta: { total: 42, page: 1, per_page: 20, from: 1, to: 20 },
};

/** Mounted the way the shell mounts it: under '/admin'. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminUsersRoutes basename="/admin" locale="en" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('users list', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => act(() => useAuthStore.getState().setUser(null)));

  it('lists GET /api/users with the pager label', async () => {
    const fetch = fakeApi({ '/api/users': { status: 200, body: page } });
    renderAt('/admin/users');
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const ana = await screen.findByRole('link', { name: 'Ana' });
    expect(ana).toHaveAttribute('href', '/admin/users/1');
    const pending = screen.getByRole('row', { name: /User 2/ });
    expect(within(pending).getByText('Invitation pending')).toBeInTheDocument();
    expect(screen.getByText('1-20 of 42')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0][0])).toBe('/api/users?page=1&per_page=20');
  });

  it('shows an error message when the API fails', async () => {
    fakeApi({ '/api/users': { status: 401, body: { message: 'Unauthenticated.' } } });
    renderAt('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while processing your request.',
    );
  });

  it('offers "New user" only to admins and managers, read from the shared auth store', async () => {
    fakeApi({ '/api/users': { status: 200, body: page } });
    renderAt('/admin/users');
    await screen.findByRole('link', { name: 'Ana' });
    expect(screen.queryByRole('link', { name: 'New user' })).not.toBeInTheDocument();
    act(() => useAuthStore.getState().setUser(user(9, { roles: ['manager'] })));
    expect(await screen.findByRole('link', { name: 'New user' })).toHaveAttribute(
      'href',
      '/admin/users/create',
    );
  });

  it('answers 404 for users paths it has no page for yet', () => {
    fakeApi({});
    renderAt('/admin/users/1/edit');
    expect(screen.getByText('Page Not Found: /admin/users/1/edit')).toBeInTheDocument();
  });
});
