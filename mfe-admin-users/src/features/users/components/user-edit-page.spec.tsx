import { apiError, mockApi, mockWrites } from '@bolsos/api-client/testing';
import { useAuthStore } from '@bolsos/auth-store';
import type { User } from '@bolsos/contracts';
import { toast, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { user } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const admin = user(1, { name: 'Ana Admin', roles: ['admin'] });
const manager = user(2, { name: 'Mara Manager', roles: ['manager'] });
const luis = user(5, { name: 'Luis Gestor', email: 'luis@bolsos.test', roles: ['manager'] });

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** `answer` gets the PUT body (an Error it returns rejects). */
function mockPut(answer: (body: Record<string, unknown>) => unknown) {
  return mockWrites({
    put: (_path: string, body: unknown) => answer(body as Record<string, unknown>),
  }).put;
}

/** Echoes the saved user the way the API does, with a new updated_at. */
const saved = (base: User) => (body: Record<string, unknown>) => ({
  data: { ...base, ...body, updated_at: '2026-05-01T08:00:00Z' },
});

describe('edit user', () => {
  afterEach(() => toast.clear());

  it('fills the form with the user and links back to their page', async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    renderAt('/admin/users/5/edit', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit user' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Luis Gestor');
    expect(screen.getByLabelText('E-mail')).toHaveValue('luis@bolsos.test');
    expect(screen.getByRole('checkbox', { name: 'Manager' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/users/5');
  });

  it('PUTs only name, e-mail and roles, cleaned, then shows the user with a success toast', async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    const put = mockPut(saved(luis));
    renderAt('/admin/users/5/edit', { user: admin });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: ' Luis Nuevo  ' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Luis.N@Bolsos.TEST' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/5$/),
    );
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0][0]).toBe('/users/5');
    expect(put.mock.calls[0][1]).toEqual({
      name: 'Luis Nuevo',
      email: 'luis.n@bolsos.test',
      roles: ['admin', 'manager'],
    });
    expect(toasts()).toEqual([{ kind: 'success', message: 'User Luis Nuevo saved.' }]);
    expect(await screen.findByRole('heading', { name: /^User: / })).toBeInTheDocument();
  });

  it('offers an admin both roles; a manager only manager, with an admin role kept but locked', async () => {
    mockApi({
      'GET /users/5': { data: luis },
      'GET /users/7': { data: user(7, { roles: ['admin'] }) },
    });
    const first = renderAt('/admin/users/5/edit', { user: admin });
    expect(await screen.findByRole('checkbox', { name: 'Administrator' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Manager' })).toBeEnabled();
    first.unmount();

    const second = renderAt('/admin/users/5/edit', { user: manager });
    expect(await screen.findByRole('checkbox', { name: 'Manager' })).toBeEnabled();
    expect(screen.queryByRole('checkbox', { name: 'Administrator' })).not.toBeInTheDocument();
    second.unmount();

    renderAt('/admin/users/7/edit', { user: manager });
    const locked = await screen.findByRole('checkbox', { name: 'Administrator' });
    expect(locked).toBeChecked();
    expect(locked).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Manager' })).toBeEnabled();
  });

  it('refuses anyone who may assign no role', async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    renderAt('/admin/users/5/edit', { user: null });
    expect(await screen.findByText('Permission denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('checks the fields with the contracts schema before calling the API', async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    const put = mockPut(saved(luis));
    renderAt('/admin/users/5/edit', { user: admin });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manager' }));
    submit();
    expect(await screen.findByText('Invalid e-mail address')).toBeInTheDocument();
    expect(await screen.findByText('Choose at least one role')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it("puts the server's 422 messages on the fields and stays on the form", async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    mockPut(() =>
      apiError(422, {
        message: 'The data sent is invalid',
        errors: {
          email: ['The email is already in use'],
          roles: ['The last administrator cannot be removed'],
        },
      }),
    );
    renderAt('/admin/users/5/edit', { user: admin });
    fireEvent.change(await screen.findByLabelText('E-mail'), {
      target: { value: 'ana@bolsos.test' },
    });
    submit();
    expect(await screen.findByText('The email is already in use')).toBeInTheDocument();
    expect(screen.getByText('The last administrator cannot be removed')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/5\/edit$/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(toasts()).toEqual([]);
  });

  it('keeps the input after a failed Save and sends the second Save', async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    let calls = 0;
    const put = mockPut((body) => {
      calls += 1;
      return calls === 1 ? apiError(500, { message: 'Server error' }) : saved(luis)(body);
    });
    renderAt('/admin/users/5/edit', { user: admin });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Luis Otra Vez' } });
    submit();
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Luis Otra Vez');
    submit();
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put.mock.calls[1][1]).toMatchObject({ name: 'Luis Otra Vez' });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/5$/),
    );
  });

  it('updates the signed-in user after editing oneself, and leaves admin pages when that role went', async () => {
    const both = user(3, { name: 'Eva', roles: ['admin', 'manager'] });
    mockApi({ 'GET /users/3': { data: both } });
    mockPut(saved(both));
    renderAt('/admin/users/3/edit', { user: both });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Eva Gestora' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(useAuthStore.getState().user).toMatchObject({
      id: 3,
      name: 'Eva Gestora',
      roles: ['manager'],
    });
  });

  it("shows the remote's not-found for an unknown id", async () => {
    mockApi({});
    renderAt('/admin/users/404/edit', { user: admin });
    expect(await screen.findByText('Page Not Found: /admin/users/404/edit')).toBeInTheDocument();
  });
  it('asks before leaving with changed roles, in the admin language; unchanged leaves at once', async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    renderAt('/admin/users/5/edit', { user: admin, locale: 'es' });
    const adminBox = await screen.findByRole('checkbox', { name: 'Administrador' });
    fireEvent.click(adminBox);
    fireEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(await screen.findByText('¿Salir sin guardar?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/5\/edit$/);

    // Unticked again: nothing differs from the saved user, so nothing to ask about.
    fireEvent.click(adminBox);
    fireEvent.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/5$/),
    );
  });
});
