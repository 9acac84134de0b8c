import { formatDateTime } from '@bolsos/admin-kit';
import { apiError, mockApi, mockWrites, pagedAnswer } from '@bolsos/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const admin = user(1, { name: 'Ana Admin', roles: ['admin'] });
const until = '2026-12-07T20:15:00.000Z';
const locked = { ...user(5, { name: 'Luis Gestor' }), locked_until: until };

describe("the user page's sign-in lock", () => {
  it('says until when sign-in is locked and lifts it with DELETE, then focuses the confirmation', async () => {
    mockApi({ 'GET /users/5': { data: locked } });
    const lift = mockWrites({ del: { data: { ...locked, locked_until: null } } }).delete;
    renderAt('/admin/users/5', { user: admin });

    const notice = await screen.findByRole('region', {
      name: `Sign-in locked until ${formatDateTime(until, 'en')}`,
    });
    expect(notice).toHaveTextContent('Browsers they signed in on before still sign in');
    const button = within(notice).getByRole('button', { name: 'Lift lock' });
    expect(lift).not.toHaveBeenCalled();

    fireEvent.click(button);
    // (The test page's own <output> is a status too: the confirmation is found by where it is.)
    const done = within(await screen.findByTestId('sign-in-lock-lifted')).getByRole('status');
    expect(done).toHaveTextContent(
      'Sign-in lock lifted: Luis Gestor can sign in from any browser.',
    );
    expect(lift).toHaveBeenCalledWith('/users/5/sign-in-lock');
    await waitFor(() => expect(screen.getByTestId('sign-in-lock-lifted')).toHaveFocus());
    expect(screen.queryByRole('region', { name: /Sign-in locked/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lift lock' })).not.toBeInTheDocument();
  });

  it('keeps the notice and its button when the lift fails, for another try', async () => {
    mockApi({ 'GET /users/5': { data: locked } });
    const lift = mockWrites({ del: apiError(500, { message: 'Server error' }) }).delete;
    renderAt('/admin/users/5', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Lift lock' }));
    await waitFor(() => expect(lift).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Lift lock' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(screen.getByTestId('sign-in-lock')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-lock-lifted')).not.toBeInTheDocument();
  });

  it('shows nothing about a lock when there is none', async () => {
    mockApi({ 'GET /users/5': { data: { ...locked, locked_until: null } } });
    renderAt('/admin/users/5', { user: admin });
    expect(await screen.findByText('Luis Gestor')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-lock')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lift lock' })).not.toBeInTheDocument();
  });

  it('speaks Spanish and Chinese', async () => {
    mockApi({ 'GET /users/5': { data: locked } });
    const { unmount } = renderAt('/admin/users/5', { user: admin, locale: 'es' });
    expect(
      await screen.findByText(`Inicio de sesión bloqueado hasta el ${formatDateTime(until, 'es')}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Levantar bloqueo' })).toBeInTheDocument();
    unmount();
    renderAt('/admin/users/5', { user: admin, locale: 'zh' });
    expect(await screen.findByRole('button', { name: '解除锁定' })).toBeInTheDocument();
  });

  it('marks a locked user in the users list', async () => {
    mockApi({
      'GET /users': pagedAnswer([{ ...admin, locked_until: null }, locked]),
    });
    renderAt('/admin/users', { user: admin });
    const luis = (await screen.findByText('Luis Gestor')).closest('tr') as HTMLElement;
    expect(within(luis).getByText('Sign-in locked')).toBeInTheDocument();
    const ana = screen.getByText('Ana Admin').closest('tr') as HTMLElement;
    expect(within(ana).queryByText('Sign-in locked')).not.toBeInTheDocument();
  });
});
