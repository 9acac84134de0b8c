import { apiError, mockApi } from '@bolsos/api-client/testing';
import type { ReleasesOverview, RemoteRelease } from '@bolsos/contracts';
import { toastStore } from '@bolsos/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { user } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-at';

const admin = user(1, { roles: ['admin'] });

const release = (id: string, over: Partial<RemoteRelease> = {}): RemoteRelease => ({
  id,
  version: id.split('-')[0],
  created_at: '2026-11-27T10:00:00Z',
  released_by: null,
  files: 12,
  size: 250 * 1024,
  manifest_url: `/mfe/admin-users/releases/${id}/mf-manifest.json`,
  status: 'previous',
  share: 0,
  previous: null,
  available: true,
  ...over,
});

function overview(live: string | null, releases: RemoteRelease[]): ReleasesOverview {
  return {
    driver: 'local',
    remotes: [
      { remote: 'storefront', live: null, releases: [] },
      { remote: 'adminUsers', live, releases },
      { remote: 'adminProducts', live: null, releases: [] },
    ],
  };
}

const b = release('0.2.0-b', {
  status: 'live',
  share: 100,
  previous: '0.1.0-a',
  released_by: 'Equipo Usuarios',
});
const a = release('0.1.0-a');

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));

describe('releases page', () => {
  it('shows what each remote serves and its history: version, time, who, files, size, share', async () => {
    mockApi({
      'GET /releases': overview('0.2.0-b', [b, release('0.0.9-old', { available: false }), a]),
    });
    renderAt('/admin/releases', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    expect(await screen.findByTestId('live-adminUsers')).toHaveTextContent('Live: 0.2.0-b');
    expect(screen.getByTestId('live-storefront')).toHaveTextContent(
      'Live: the build installed with the site',
    );
    const live = screen.getByTestId('release-0.2.0-b');
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent('by Equipo Usuarios');
    expect(live).toHaveTextContent('Version 0.2.0');
    expect(live).toHaveTextContent('12 files, 250 kB');
    expect(live).toHaveTextContent('100 % of visitors');
    // The live one is not promoted again; one whose files are gone cannot be.
    expect(within(live).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('release-0.0.9-old')).toHaveTextContent('Files no longer kept');
    expect(within(screen.getByTestId('release-0.0.9-old')).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('rollback-storefront')).toBeNull();
  });

  it('rolls back after asking, and shows what now serves', async () => {
    const api = mockApi({
      'GET /releases': overview('0.2.0-b', [b, a]),
      'POST /releases/adminUsers/rollback': overview('0.1.0-a', [
        { ...b, status: 'rolled_back', share: 0 },
        { ...a, status: 'live', share: 100 },
      ]),
    });
    renderAt('/admin/releases', { user: admin });
    fireEvent.click(await screen.findByTestId('rollback-adminUsers'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Roll back release 0.2.0-b of Users, audit log and shop details and go back to the one before?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(screen.getByTestId('live-adminUsers')).toHaveTextContent('Live: 0.1.0-a'),
    );
    expect(api.post).toHaveBeenCalledWith('/releases/adminUsers/rollback', {}, { silent: true });
    expect(screen.getByTestId('release-0.2.0-b')).toHaveTextContent('Rolled back');
    expect(toasts()).toContainEqual({
      kind: 'success',
      message: 'Users, audit log and shop details rolled back: it now serves 0.1.0-a',
    });
  });

  it('promotes a kept release, and reads a refusal inside the dialog', async () => {
    const api = mockApi({
      'GET /releases': overview('0.2.0-b', [b, a]),
      'POST /releases/adminUsers/promote': ({ body }: { body?: unknown }) =>
        (body as { id: string }).id === '0.1.0-a'
          ? apiError(409, { message: 'The files of this release are no longer kept' })
          : null,
    });
    renderAt('/admin/releases', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Promote 0.1.0-a' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(
      await within(dialog).findByText('The files of this release are no longer kept'),
    ).toBeVisible();
    expect(api.post).toHaveBeenCalledWith(
      '/releases/adminUsers/promote',
      { id: '0.1.0-a' },
      { silent: true },
    );
    expect(screen.getByTestId('live-adminUsers')).toHaveTextContent('Live: 0.2.0-b');
  });

  it('says so when the releases cannot be read', async () => {
    mockApi({ 'GET /releases': apiError(500, { message: 'Server error' }) });
    renderAt('/admin/releases', { user: admin });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeVisible();
  });
});
