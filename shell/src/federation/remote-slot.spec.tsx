import { initI18n } from '@bolsos/i18n';
import { MemoryRouter } from '@bolsos/router';
import { act, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import type { RemoteRouteProps } from './remote-registry';
import { confirmReleaseLoad, reportReleaseFailure } from './release-beacon';
import { RemoteSlot } from './remote-slot';
import { RemoteComponentsProvider, RemotesProvider } from './remotes-context';
import type { RemotesConfig } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./release-beacon', () => ({
  reportReleaseFailure: jest.fn(() => Promise.resolve()),
  confirmReleaseLoad: jest.fn(() => Promise.resolve()),
}));

const MANIFEST = '/mfe/storefront/releases/1.3.0-d/mf-manifest.json';
const CONFIG: RemotesConfig = {
  remotes: [{ name: 'storefront', entry: MANIFEST, routes: 'public' }],
  loadToken: 'page-load-token',
};

function slot(remote: ComponentType<RemoteRouteProps>, config = CONFIG) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <RemotesProvider value={config}>
        <RemoteComponentsProvider value={() => remote}>
          <RemoteSlot section="public" basename="" locale="es" />
        </RemoteComponentsProvider>
      </RemotesProvider>
    </MemoryRouter>,
  );
}

/** Issue 44: the shell confirms a remote's load once it rendered, with the page load's token. */
describe('RemoteSlot and the release health', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    jest.mocked(confirmReleaseLoad).mockClear();
    jest.mocked(reportReleaseFailure).mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('confirms the load once the remote has rendered, not while it is still downloading', async () => {
    let arrive: (module: { default: ComponentType<RemoteRouteProps> }) => void = () => undefined;
    const Remote = lazy(
      () =>
        new Promise<{ default: ComponentType<RemoteRouteProps> }>((resolve) => (arrive = resolve)),
    );
    slot(Remote);
    expect(confirmReleaseLoad).not.toHaveBeenCalled();
    await act(async () => arrive({ default: () => <p>tienda</p> }));
    expect(screen.getByText('tienda')).toBeInTheDocument();
    expect(confirmReleaseLoad).toHaveBeenCalledTimes(1);
    expect(confirmReleaseLoad).toHaveBeenCalledWith('storefront', MANIFEST, 'page-load-token');
  });

  it('confirms nothing for a remote that failed, whose failure goes with the same token', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): never => {
      throw new TypeError('broken release');
    };
    slot(Broken);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(confirmReleaseLoad).not.toHaveBeenCalled();
    expect(reportReleaseFailure).toHaveBeenCalledWith(
      'storefront',
      MANIFEST,
      'render',
      'page-load-token',
    );
  });
});
