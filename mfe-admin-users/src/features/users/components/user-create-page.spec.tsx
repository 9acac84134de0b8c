import { toast, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import { user } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const admin = user(1, { name: 'Ana Admin', roles: ['admin'] });
const manager = user(2, { name: 'Mara Manager', roles: ['manager'] });

function fill(name: string, email: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));

/** The shared toasts the shell shows (the @bolsos/ui store). */
const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));

describe('create user', () => {
  afterEach(() => toast.clear());

  it('lets an admin choose admin and manager, and a manager only manager (preselected)', () => {
    mockApi({});
    const first = renderAt('/admin/users/create', { user: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Invite user' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Manager' })).not.toBeChecked();
    // One named group; aria-required is not an attribute a group may carry (axe, critical).
    const group = screen.getByRole('group', { name: 'Roles' });
    expect(group).toContainElement(screen.getByRole('checkbox', { name: 'Manager' }));
    expect(group).not.toHaveAttribute('aria-required');
    first.unmount();

    renderAt('/admin/users/create', { user: manager });
    expect(screen.queryByRole('checkbox', { name: 'Administrator' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Manager' })).toBeChecked();
  });

  it('refuses anyone who may assign no role', () => {
    mockApi({});
    renderAt('/admin/users/create', { user: null });
    expect(screen.getByText('Permission denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('checks the fields with the contracts schema before calling the API', async () => {
    const api = mockApi({});
    renderAt('/admin/users/create', { user: admin });
    fill('A', 'not-an-email');
    submit();
    expect(await screen.findByText('Must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid e-mail address')).toBeInTheDocument();
    expect(await screen.findByText('Choose at least one role')).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts()).toContainEqual({ kind: 'error', message: 'Fields pending completion' }),
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it("posts the cleaned values, confirms and shows the new user's page", async () => {
    const nora = (body: unknown) => user(7, { ...(body as object), password_set_at: null });
    let created: unknown;
    const api = mockApi({
      'POST /users': ({ body }: { body?: unknown }) => {
        created = body;
        return { data: nora(body) };
      },
      'GET /users/7': () => ({ data: nora(created) }),
    });
    renderAt('/admin/users/create', { user: admin });
    fill('  Nora Nueva ', 'Nora@Bolsos.TEST');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manager' }));
    submit();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/7$/),
    );
    expect(await screen.findByText('Invitation pending')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/users', {
      name: 'Nora Nueva',
      email: 'nora@bolsos.test',
      roles: ['manager'],
    });
    expect(toasts()).toEqual([
      { kind: 'success', message: 'User Nora Nueva created. An invitation e-mail is on its way.' },
    ]);
  });

  it('sends a manager to the dashboard, since the list and user pages are for admins', async () => {
    mockApi({ 'POST /users': { data: user(8, { name: 'Otro', roles: ['manager'] }) } });
    renderAt('/admin/users/create', { user: manager });
    fill('Otro Gestor', 'otro@bolsos.test');
    submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  });

  it("puts the server's 422 messages on the fields and stays on the form", async () => {
    mockApi({
      'POST /users': apiError(422, {
        message: 'The data sent is invalid',
        errors: { email: ['The email is already in use'], 'roles.0': ['Invalid option'] },
      }),
    });
    renderAt('/admin/users/create', { user: admin });
    fill('Ana Dos', 'ana@bolsos.test');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    submit();
    expect(await screen.findByText('The email is already in use')).toBeInTheDocument();
    expect(screen.getByText('Invalid option')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users/create');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('offers a way back without saving', () => {
    mockApi({});
    renderAt('/admin/users/create', { user: admin });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/users');
  });
  it('asks before Cancel loses what was typed, and leaves when told to', async () => {
    mockApi({ 'GET /users': pagedAnswer([]) });
    renderAt('/admin/users/create', { user: admin });
    fill('Nora Nueva', '');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeVisible());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/create$/);
    expect(screen.getByLabelText('Name')).toHaveValue('Nora Nueva');

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/),
    );
  });

  it('leaves at once when the form is back to how it started', async () => {
    mockApi({ 'GET /users': pagedAnswer([]) });
    renderAt('/admin/users/create', { user: admin });
    fill('Nora', '');
    fill('', '');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/),
    );
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });
});
