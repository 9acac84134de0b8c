import { useAuthStore } from '@bolsos/auth-store';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import { user } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const admin = user(1, { name: 'Ana Admin', roles: ['admin'] });
const page = pagedAnswer(
  [admin, user(2, { name: 'Luis Pending', password_set_at: null, roles: ['manager'] })],
  { total: 42, page: 1, per_page: 20, from: 1, to: 20 },
);

describe('users list', () => {
  it('lists GET /api/users with roles, password state, created date and the pager label', async () => {
    const api = mockApi({ 'GET /users': page });
    renderAt('/admin/users', { user: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();

    const ana = (await screen.findByText('Ana Admin')).closest('tr') as HTMLElement;
    expect(within(ana).getByText('user1@bolsos.test')).toBeInTheDocument();
    expect(within(ana).getByText('Administrator')).toBeInTheDocument();
    expect(within(ana).getByText('Yes')).toBeInTheDocument();
    expect(within(ana).getByText('Mar 5, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-05T12:00:00Z',
    );

    const luis = screen.getByText('Luis Pending').closest('tr') as HTMLElement;
    expect(within(luis).getByText('Manager')).toBeInTheDocument();
    expect(within(luis).getByText('Invitation pending')).toBeInTheDocument();

    expect(screen.getByTestId('pager-label')).toHaveTextContent('1-20 of 42');
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/users', {
      params: { search: undefined, page: 1, per_page: 20 },
      silent: true,
      signal: expect.any(AbortSignal),
    });
  });

  it("links each row's name to the user's page and its Edit to the form", async () => {
    mockApi({ 'GET /users': page, 'GET /users/2': { data: page.data[1] } });
    renderAt('/admin/users', { user: admin });
    const luis = (await screen.findByText('Luis Pending')).closest('tr') as HTMLElement;
    expect(within(luis).getByRole('link', { name: 'Luis Pending' })).toHaveAttribute(
      'href',
      '/admin/users/2',
    );
    expect(within(luis).getByRole('link', { name: 'Edit Luis Pending' })).toHaveAttribute(
      'href',
      '/admin/users/2/edit',
    );
    fireEvent.click(within(luis).getByRole('link', { name: 'Luis Pending' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/2$/);
    expect(await screen.findByRole('heading', { name: /^User: / })).toBeInTheDocument();
  });

  it('takes the label from the API meta on later pages, in the admin language', async () => {
    const api = mockApi({
      'GET /users': pagedAnswer([user(41), user(42)], {
        total: 42,
        page: 3,
        per_page: 20,
        from: 41,
        to: 42,
      }),
    });
    renderAt('/admin/users?page=3&search=user', { user: admin, locale: 'es' });
    expect(await screen.findByTestId('pager-label')).toHaveTextContent('41-42 de 42');
    expect(api.get.mock.calls[0][1]?.params).toEqual({ search: 'user', page: 3, per_page: 20 });
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' })).toHaveValue(
      'user',
    );
  });

  it('searches 500 ms after typing stops, trimmed, from page 1', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ 'GET /users': page });
      renderAt('/admin/users?page=2', { user: admin });
      await act(async () => undefined);
      const box = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
      fireEvent.change(box, { target: { value: '  luis ' } });
      await act(async () => jest.advanceTimersByTime(499));
      expect(api.get).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?search=luis');
      expect(api.get).toHaveBeenLastCalledWith(
        '/users',
        expect.objectContaining({
          params: { search: 'luis', page: 1, per_page: 20 },
        }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches at once on Enter', async () => {
    const api = mockApi({ 'GET /users': page });
    renderAt('/admin/users', { user: admin });
    await screen.findByText('Ana Admin');
    const box = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    fireEvent.change(box, { target: { value: 'ana' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        '/users',
        expect.objectContaining({
          params: { search: 'ana', page: 1, per_page: 20 },
        }),
      ),
    );
  });

  it('moves to another page through the pager', async () => {
    const api = mockApi({ 'GET /users': page });
    renderAt('/admin/users', { user: admin });
    await screen.findByText('Ana Admin');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?page=2'),
    );
    expect(api.get).toHaveBeenLastCalledWith(
      '/users',
      expect.objectContaining({
        params: { search: undefined, page: 2, per_page: 20 },
      }),
    );
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /users': pagedAnswer([]) });
    renderAt('/admin/users', { user: admin });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByTestId('pager-label')).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry', async () => {
    let fail = true;
    const api = mockApi({
      'GET /users': () => (fail ? apiError(500, { message: 'Server Error' }) : page),
    });
    const { container } = renderAt('/admin/users', { user: admin });
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      // the server's own message, not a generic one
      'Server Error',
    );
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Admin')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('offers "New user" to admins and managers only, read from the shared auth store', async () => {
    mockApi({ 'GET /users': page });
    renderAt('/admin/users', { user: null });
    await screen.findByText('Ana Admin');
    expect(screen.queryByRole('link', { name: 'New user' })).not.toBeInTheDocument();
    act(() => useAuthStore.getState().setUser(user(9, { roles: ['manager'] })));
    expect(await screen.findByRole('link', { name: 'New user' })).toHaveAttribute(
      'href',
      '/admin/users/create',
    );
  });
  it('filters by role from the URL and writes a new choice into it, back at page 1', async () => {
    const api = mockApi({ 'GET /users': page });
    renderAt('/admin/users?role=manager&page=2', { user: admin });
    await screen.findByText('Ana Admin');
    expect(api.get.mock.calls[0][1]?.params).toEqual({
      role: 'manager',
      page: 2,
      per_page: 20,
    });
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role.closest('.ant-select')).toHaveTextContent('Manager');

    fireEvent.mouseDown(role);
    fireEvent.click(await screen.findByTitle('Administrator'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\?role=admin$/),
    );
    expect(api.get).toHaveBeenLastCalledWith(
      '/users',
      expect.objectContaining({ params: expect.objectContaining({ role: 'admin', page: 1 }) }),
    );

    fireEvent.mouseDown(role);
    fireEvent.click(await screen.findByTitle('All roles'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/),
    );
    expect(api.get.mock.lastCall?.[1]?.params?.role).toBeUndefined();
  });

  it('ignores a role the contracts do not know', async () => {
    const api = mockApi({ 'GET /users': page });
    renderAt('/admin/users?role=owner&sort=email', { user: admin });
    await screen.findByText('Ana Admin');
    expect(api.get.mock.calls[0][1]?.params).toEqual({ page: 1, per_page: 20 });
    expect(screen.getByRole('combobox', { name: 'Role' }).closest('.ant-select')).toHaveTextContent(
      'All roles',
    );
  });

  it('sorts by name and by created date through the column headers, kept in the URL', async () => {
    const api = mockApi({ 'GET /users': page });
    renderAt('/admin/users?page=3', { user: admin });
    await screen.findByText('Ana Admin');
    const name = screen.getByTestId('users-sort-name');
    const created = screen.getByTestId('users-sort-created');
    expect(name).not.toHaveAttribute('aria-sort');

    fireEvent.click(name);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\?sort=name$/),
    );
    expect(api.get.mock.lastCall?.[1]?.params).toEqual({ sort: 'name', page: 1, per_page: 20 });
    expect(screen.getByTestId('users-sort-name')).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByTestId('users-sort-name'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?sort=-name'),
    );
    expect(screen.getByTestId('users-sort-name')).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByTestId('users-sort-name'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/),
    );
    expect(screen.getByTestId('users-sort-name')).not.toHaveAttribute('aria-sort');

    // The keyboard reaches the same order: Enter on the focused header.
    fireEvent.keyDown(created, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?sort=created'),
    );
    expect(api.get.mock.lastCall?.[1]?.params?.sort).toBe('created');
  });

  it('restores a shared link with search, role and order', async () => {
    const api = mockApi({ 'GET /users': page });
    renderAt('/admin/users?search=ana&role=admin&sort=-created', { user: admin });
    await screen.findByText('Ana Admin');
    expect(api.get.mock.calls[0][1]?.params).toEqual({
      search: 'ana',
      role: 'admin',
      sort: '-created',
      page: 1,
      per_page: 20,
    });
    expect(screen.getByTestId('users-sort-created')).toHaveAttribute('aria-sort', 'descending');
  });
});
