import { apiError, mockApi, mockWrites, pagedAnswer } from '@bolsos/api-client/testing';
import { toast, toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const admin = user(1, { name: 'Ana Admin', roles: ['admin'] });
const luis = user(5, {
  name: 'Luis Gestor',
  email: 'luis@bolsos.test',
  roles: ['manager', 'admin'],
  password_set_at: '2026-01-02T10:00:00Z',
  created_at: '2026-02-10T09:00:00Z',
  updated_at: '2026-04-20T16:30:00Z',
});

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));

/** The row of the description list whose label is `label`. */
function row(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'th, th *' }).closest('tr') as HTMLElement;
}

/** DELETE answering with `answer` (an Error rejects). */
function mockDelete(answer: unknown = undefined) {
  return mockWrites({ del: answer }).delete;
}

describe('user detail', () => {
  afterEach(() => toast.clear());

  it('shows GET /api/users/{id}: name, e-mail, roles, password state, created and updated', async () => {
    const calls = mockApi({ 'GET /users/5': { data: luis } });
    renderAt('/admin/users/5', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: /^User: / })).toBeInTheDocument();
    expect(calls.get).toHaveBeenCalledWith('/users/5', {
      silent: true,
      signal: expect.any(AbortSignal),
    });
    expect(within(row('ID')).getByText('5')).toBeInTheDocument();
    expect(within(row('Name')).getByText('Luis Gestor')).toBeInTheDocument();
    expect(within(row('E-mail')).getByText('luis@bolsos.test')).toBeInTheDocument();
    expect(within(row('Roles')).getByText('Manager')).toBeInTheDocument();
    expect(within(row('Roles')).getByText('Administrator')).toBeInTheDocument();
    expect(within(row('Password')).getByText('Set on Jan 2, 2026')).toBeInTheDocument();
    expect(within(row('Created')).getByText('Feb 10, 2026')).toHaveAttribute(
      'datetime',
      '2026-02-10T09:00:00Z',
    );
    expect(within(row('Updated')).getByText('Apr 20, 2026')).toHaveAttribute(
      'datetime',
      '2026-04-20T16:30:00Z',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/users/5/edit',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/users');
  });

  it("has a History panel with the user's own audit entries, paged", async () => {
    const entries = [
      {
        id: 12,
        occurred_at: '2026-04-20T16:30:00.000Z',
        actor_id: 1,
        actor_name: 'Ana Admin',
        ip: '10.0.0.1',
        action: 'update' as const,
        entity: 'user' as const,
        entity_id: 5,
        part: null,
        part_key: null,
        changes: { name: { before: 'Luis', after: 'Luis Gestor' } },
        details: null,
        entity_exists: true,
        entity_label: null,
      },
      {
        id: 11,
        occurred_at: '2026-04-20T16:00:00.000Z',
        actor_id: 1,
        actor_name: 'Ana Admin',
        ip: '10.0.0.1',
        action: 'create' as const,
        entity: 'user' as const,
        entity_id: 5,
        part: 'role',
        part_key: 'admin',
        changes: { role: { before: null, after: 'admin' } },
        details: null,
        entity_exists: true,
        entity_label: null,
      },
    ];
    const calls = mockApi({
      'GET /users/5': { data: luis },
      'GET /audit': pagedAnswer(entries, { total: 22, per_page: 20, to: 2 }),
    });
    renderAt('/admin/users/5', { user: admin });
    const panel = await screen.findByTestId('audit-history');
    expect(within(panel).getByText('History')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See full history' })).toHaveAttribute(
      'href',
      '/admin/audit?entity=user&entity_id=5',
    );
    const [renamed, role] = await within(panel).findAllByTestId('audit-entry');
    expect(renamed).toHaveTextContent('Ana Admin');
    expect(renamed).toHaveTextContent('Updated');
    expect(renamed).toHaveTextContent('Name: Luis → Luis Gestor');
    expect(role).toHaveTextContent('Role: Administrator');
    expect(role).toHaveTextContent('Role: (empty) → Administrator');
    expect(calls.get).toHaveBeenCalledWith('/audit', {
      params: { per_page: 20, entity: 'user', entity_id: 5, page: 1 },
      silent: true,
      signal: expect.any(AbortSignal),
    });
    expect(within(panel).getByTestId('pager-label')).toHaveTextContent('1-2 of 22');
    fireEvent.click(within(panel).getByTitle('2'));
    await waitFor(() =>
      expect(calls.get).toHaveBeenLastCalledWith('/audit', {
        params: { per_page: 20, entity: 'user', entity_id: 5, page: 2 },
        silent: true,
        signal: expect.any(AbortSignal),
      }),
    );
  });

  it('says when the invitation is still pending, in the admin language', async () => {
    mockApi({ 'GET /users/6': { data: user(6, { password_set_at: null }) } });
    renderAt('/admin/users/6', { user: admin, locale: 'es' });
    expect(await screen.findByText('Invitación pendiente')).toBeInTheDocument();
    expect(within(row('Creado')).getByText('5 mar 2026')).toBeInTheDocument();
  });

  it("shows the remote's not-found for an unknown id, and asks nothing for an id no user can have", async () => {
    const calls = mockApi({ 'GET /users/99': apiError(404, { message: 'Not Found' }) });
    const first = renderAt('/admin/users/99', { user: admin });
    expect(await screen.findByText('Page Not Found: /admin/users/99')).toBeInTheDocument();
    first.unmount();

    renderAt('/admin/users/0x1', { user: admin });
    expect(screen.getByText('Page Not Found: /admin/users/0x1')).toBeInTheDocument();
    expect(calls.get).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the user could not be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /users/5': () => (fail ? apiError(500, { message: 'Server Error' }) : { data: luis }),
    });
    renderAt('/admin/users/5', { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      // the server's own message, not a generic one
      'Server Error',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Luis Gestor')).toBeInTheDocument();
  });

  it('deletes after a confirmation, then goes back to the list with a success toast', async () => {
    mockApi({ 'GET /users/5': { data: luis }, 'GET /users': pagedAnswer([admin]) });
    const remove = mockDelete();
    renderAt('/admin/users/5', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Delete the user Luis Gestor?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/),
    );
    expect(remove).toHaveBeenCalledWith('/users/5', { silent: true });
    expect(toasts()).toEqual([{ kind: 'success', message: 'User Luis Gestor deleted.' }]);
  });

  it('does nothing when the confirmation is cancelled', async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    const remove = mockDelete();
    renderAt('/admin/users/5', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users/5');
  });

  it("shows the server's refusal to delete one's own account in the dialog and stays", async () => {
    mockApi({ 'GET /users/1': { data: admin } });
    const remove = mockDelete(apiError(403, { message: 'You cannot delete your own account' }));
    renderAt('/admin/users/1', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot delete your own account',
    );
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users\/1$/);
    expect(toasts()).toEqual([]);
  });

  it('shows the last-administrator refusal the same way', async () => {
    mockApi({ 'GET /users/5': { data: luis } });
    mockDelete(apiError(409, { message: 'The last administrator cannot be removed' }));
    renderAt('/admin/users/5', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last administrator cannot be removed',
    );
  });
});
