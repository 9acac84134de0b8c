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
  loads: 0,
  failures: 0,
  aborted_by: null,
  ...over,
});

function overview(
  live: string | null,
  releases: RemoteRelease[],
  canary: string | null = null,
): ReleasesOverview {
  return {
    driver: 'local',
    remotes: [
      { remote: 'storefront', live: null, canary: null, releases: [] },
      { remote: 'adminUsers', live, canary, releases },
      { remote: 'adminProducts', live: null, canary: null, releases: [] },
    ],
  };
}

const b = release('0.2.0-b', {
  status: 'live',
  share: 100,
  previous: '0.1.0-a',
  released_by: 'Equipo Usuarios',
  loads: 412,
  failures: 3,
});
const a = release('0.1.0-a');
const c = release('0.3.0-c', { status: 'canary', share: 10, previous: '0.2.0-b', loads: 1 });
const liveUnderCanary = { ...b, share: 90 };

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));

/** Opens a row's button's dialog and answers it with `confirm`. */
async function confirmIn(buttonName: string, confirm: string) {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

describe('releases page', () => {
  it('shows what each remote serves and its history: version, time, who, files, size, share, failures', async () => {
    mockApi({
      'GET /releases': overview('0.2.0-b', [b, release('0.0.9-old', { available: false }), a]),
    });
    renderAt('/admin/releases', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    expect(await screen.findByTestId('live-adminUsers')).toHaveTextContent('Live: 0.2.0-b');
    expect(screen.getByTestId('live-storefront')).toHaveTextContent(
      'Live: the build installed with the site',
    );
    expect(screen.queryByTestId('canary-adminUsers')).toBeNull();
    const live = screen.getByTestId('release-0.2.0-b');
    expect(live).toHaveTextContent('Live');
    expect(live).toHaveTextContent('by Equipo Usuarios');
    expect(live).toHaveTextContent('Version 0.2.0');
    expect(live).toHaveTextContent('12 files, 250 kB');
    expect(live).toHaveTextContent('100 % of visitors');
    expect(screen.getByTestId('health-0.2.0-b')).toHaveTextContent(
      '3 failures in 412 loads in the last 5 min',
    );
    // A release serving no one, with nothing reported, has no health line.
    expect(screen.queryByTestId('health-0.1.0-a')).toBeNull();
    // The live one is not promoted again; one whose files are gone cannot be.
    expect(within(live).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('release-0.0.9-old')).toHaveTextContent('Files no longer kept');
    expect(within(screen.getByTestId('release-0.0.9-old')).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('rollback-storefront')).toBeNull();
  });

  it('shows a running canary with its share and failures, with Promote to 100 % and Abort', async () => {
    mockApi({ 'GET /releases': overview('0.2.0-b', [c, liveUnderCanary, a], '0.3.0-c') });
    renderAt('/admin/releases', { user: admin });
    expect(await screen.findByTestId('canary-adminUsers')).toHaveTextContent(
      'Canary: 0.3.0-c, for 10 % of visitors',
    );
    const row = screen.getByTestId('release-0.3.0-c');
    expect(row).toHaveTextContent('Canary');
    expect(row).toHaveTextContent('10 % of visitors');
    // Singular forms: one of each.
    expect(screen.getByTestId('health-0.3.0-c')).toHaveTextContent(
      '0 failures in 1 load in the last 5 min',
    );
    expect(within(row).getByRole('button', { name: 'Promote 0.3.0-c to 100 %' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Abort 0.3.0-c' })).toBeVisible();
    // A rollback stops the canary too, and says so before.
    fireEvent.click(screen.getByTestId('rollback-adminUsers'));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Roll back release 0.2.0-b of Users, audit log and shop details and go back to the one before? The canary 0.3.0-c stops too.',
    );
    expect(screen.getByTestId('release-0.2.0-b')).toHaveTextContent('90 % of visitors');
    // Only the canary is aborted; a kept release is promoted through the share dialog.
    expect(within(screen.getByTestId('release-0.1.0-a')).getAllByRole('button')).toHaveLength(1);
  });

  it('says why a canary was stopped: by its failures or by an admin', async () => {
    mockApi({
      'GET /releases': overview('0.2.0-b', [
        release('0.4.0-d', { status: 'aborted', aborted_by: 'failures', loads: 40, failures: 21 }),
        release('0.3.0-c', { status: 'aborted', aborted_by: 'manual' }),
        b,
      ]),
    });
    renderAt('/admin/releases', { user: admin });
    expect(await screen.findByTestId('aborted-0.4.0-d')).toHaveTextContent(
      'Stopped automatically by its failures',
    );
    expect(screen.getByTestId('release-0.4.0-d')).toHaveTextContent('Stopped');
    expect(screen.getByTestId('health-0.4.0-d')).toHaveTextContent(
      '21 failures in 40 loads in the last 5 min',
    );
    expect(screen.getByTestId('aborted-0.3.0-c')).toHaveTextContent('Stopped by an administrator');
    // A stopped canary whose files are kept can be promoted again.
    expect(screen.getByRole('button', { name: 'Promote 0.4.0-d' })).toBeVisible();
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

  it('promotes a kept release to a share: a canary for that share of visitors', async () => {
    const api = mockApi({
      'GET /releases': overview('0.2.0-b', [b, a]),
      'POST /releases/adminUsers/promote': overview(
        '0.2.0-b',
        [liveUnderCanary, { ...a, status: 'canary', share: 10 }],
        '0.1.0-a',
      ),
    });
    renderAt('/admin/releases', { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Promote 0.1.0-a' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Promote 0.1.0-a of Users, audit log and shop details');
    const shares = within(dialog).getByRole('radiogroup', { name: 'Share of visitors' });
    // 100 % is chosen until the admin picks less: a plain Promote keeps its meaning.
    expect(within(shares).getByRole('radio', { name: '100 %' })).toBeChecked();
    // One name: the browser makes them one group (one tab stop, arrow keys move the choice).
    const names = within(shares)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('name'));
    expect(names).toHaveLength(4);
    expect(new Set(names).size).toBe(1);
    expect(names[0]).toBeTruthy();
    expect(dialog).toHaveTextContent('Every visitor gets this release.');
    fireEvent.click(within(shares).getByRole('radio', { name: '10 %' }));
    expect(dialog).toHaveTextContent(
      '10 % of visitors get this release as a canary; the others keep the live one',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(await screen.findByTestId('canary-adminUsers')).toHaveTextContent(
      'Canary: 0.1.0-a, for 10 % of visitors',
    );
    expect(api.post).toHaveBeenCalledWith(
      '/releases/adminUsers/promote',
      { id: '0.1.0-a', share: 10 },
      { silent: true },
    );
    expect(screen.getByTestId('live-adminUsers')).toHaveTextContent('Live: 0.2.0-b');
    expect(toasts()).toContainEqual({
      kind: 'success',
      message: 'Users, audit log and shop details: 0.1.0-a is a canary for 10 % of visitors',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('promotes a kept release to everyone, and reads a refusal inside the dialog', async () => {
    const api = mockApi({
      'GET /releases': overview('0.2.0-b', [b, a]),
      'POST /releases/adminUsers/promote': ({ body }: { body?: unknown }) =>
        (body as { id: string }).id === '0.1.0-a'
          ? apiError(409, { message: 'The files of this release are no longer kept' })
          : null,
    });
    renderAt('/admin/releases', { user: admin });
    const dialog = await confirmIn('Promote 0.1.0-a', 'Promote');
    const refusal = await within(dialog).findByText('The files of this release are no longer kept');
    // antd's Alert fades in: visible once its motion has run.
    await waitFor(() => expect(refusal).toBeVisible());
    expect(api.post).toHaveBeenCalledWith(
      '/releases/adminUsers/promote',
      { id: '0.1.0-a', share: 100 },
      { silent: true },
    );
    expect(screen.getByTestId('live-adminUsers')).toHaveTextContent('Live: 0.2.0-b');
    // Asked again, the dialog starts over: 100 % chosen, no old refusal.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Promote 0.1.0-a' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).queryByRole('alert')).toBeNull();
  });

  it('promotes a running canary to 100 %: live for everyone', async () => {
    const api = mockApi({
      'GET /releases': overview('0.2.0-b', [c, liveUnderCanary, a], '0.3.0-c'),
      'POST /releases/adminUsers/promote': overview('0.3.0-c', [
        { ...c, status: 'live', share: 100 },
        { ...b, status: 'previous', share: 0 },
        a,
      ]),
    });
    renderAt('/admin/releases', { user: admin });
    const dialog = await confirmIn('Promote 0.3.0-c to 100 %', 'Promote to 100 %');
    expect(dialog).toHaveTextContent(
      'Serve 0.3.0-c to every visitor of Users, audit log and shop details?',
    );
    await waitFor(() =>
      expect(screen.getByTestId('live-adminUsers')).toHaveTextContent('Live: 0.3.0-c'),
    );
    expect(api.post).toHaveBeenCalledWith(
      '/releases/adminUsers/promote',
      { id: '0.3.0-c', share: 100 },
      { silent: true },
    );
    expect(screen.queryByTestId('canary-adminUsers')).toBeNull();
    expect(toasts()).toContainEqual({
      kind: 'success',
      message: 'Users, audit log and shop details: 0.3.0-c is live for every visitor',
    });
  });

  it('aborts a running canary after asking, and says so', async () => {
    const api = mockApi({
      'GET /releases': overview('0.2.0-b', [c, liveUnderCanary, a], '0.3.0-c'),
      'POST /releases/adminUsers/abort': overview('0.2.0-b', [
        { ...c, status: 'aborted', share: 0, aborted_by: 'manual' },
        b,
        a,
      ]),
    });
    renderAt('/admin/releases', { user: admin });
    const dialog = await confirmIn('Abort 0.3.0-c', 'Abort');
    expect(dialog).toHaveTextContent(
      'Stop the canary 0.3.0-c of Users, audit log and shop details? Its visitors get 0.2.0-b again.',
    );
    expect(await screen.findByTestId('aborted-0.3.0-c')).toHaveTextContent(
      'Stopped by an administrator',
    );
    expect(api.post).toHaveBeenCalledWith('/releases/adminUsers/abort', {}, { silent: true });
    expect(screen.queryByTestId('canary-adminUsers')).toBeNull();
    expect(toasts()).toContainEqual({
      kind: 'success',
      message: 'Users, audit log and shop details: canary 0.3.0-c stopped; everyone gets 0.2.0-b',
    });
  });

  it('reads a refused abort inside its dialog (the canary already ended)', async () => {
    mockApi({
      'GET /releases': overview('0.2.0-b', [c, liveUnderCanary, a], '0.3.0-c'),
      'POST /releases/adminUsers/abort': apiError(409, { message: 'No canary runs' }),
    });
    renderAt('/admin/releases', { user: admin });
    const dialog = await confirmIn('Abort 0.3.0-c', 'Abort');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No canary runs');
    expect(screen.getByTestId('canary-adminUsers')).toBeVisible();
  });

  it.each([
    [
      'es',
      'En prueba: 0.3.0-c, para el 10 % de los visitantes',
      '3 fallos de 412 cargas en los últimos 5 min',
      '0 fallos de 1 carga en los últimos 5 min',
      'Detenida automáticamente por fallos',
    ],
    [
      'zh',
      '灰度发布：0.3.0-c，面向 10% 的访客',
      '最近 5 分钟：412 次加载中 3 次失败',
      '最近 5 分钟：1 次加载中 0 次失败',
      '因失败过多自动中止',
    ],
  ] as const)('speaks %s, plurals included', async (locale, canary, live, one, stopped) => {
    mockApi({
      'GET /releases': overview(
        '0.2.0-b',
        [
          c,
          liveUnderCanary,
          release('0.1.5-x', { status: 'aborted', aborted_by: 'failures', failures: 20 }),
        ],
        '0.3.0-c',
      ),
    });
    renderAt('/admin/releases', { user: admin, locale });
    expect(await screen.findByTestId('canary-adminUsers')).toHaveTextContent(canary);
    expect(screen.getByTestId('health-0.2.0-b')).toHaveTextContent(live);
    expect(screen.getByTestId('health-0.3.0-c')).toHaveTextContent(one);
    expect(screen.getByTestId('aborted-0.1.5-x')).toHaveTextContent(stopped);
  });

  it('says so when the releases cannot be read', async () => {
    mockApi({ 'GET /releases': apiError(500, { message: 'Server error' }) });
    renderAt('/admin/releases', { user: admin });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeVisible();
  });
});
