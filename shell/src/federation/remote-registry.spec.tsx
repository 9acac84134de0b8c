import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, waitFor } from '@testing-library/react';
import {
  Component as ReactComponent,
  Suspense,
  createElement,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  RemoteLoadError,
  preloadRemoteRoutes,
  registerRuntimeRemotes,
  remoteRoutes,
  type RemoteRouteProps,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

// The registry keeps module-level state (registered once, one lazy component per name), so
// every test below uses remote names of its own.

/** Renders a lazy remote and settles with what it rendered, or with the error it threw. */
async function loadLazy(Component: ComponentType<RemoteRouteProps>): Promise<string> {
  let caught: unknown;
  class Capture extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override componentDidCatch(error: unknown) {
      caught = error;
    }
    override render() {
      return this.state.failed ? 'failed' : this.props.children;
    }
  }
  const view = render(
    createElement(
      Capture,
      null,
      createElement(
        Suspense,
        { fallback: 'loading' },
        createElement(Component, { basename: '/en', locale: 'en' }),
      ),
    ),
  );
  await waitFor(() => expect(view.container).not.toHaveTextContent('loading'));
  if (caught) throw caught;
  return view.container.textContent ?? '';
}

/** jsdom has no fetch: every call answers `body` with HTTP 200. */
function mockFetch(body: string) {
  const fetchMock = jest.fn(
    async (_input: RequestInfo | URL) =>
      ({ ok: true, status: 200, json: async () => JSON.parse(body) }) as unknown as Response,
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('remote registry', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('takes the config once, and registers each remote by the entry its manifest names when first loaded', async () => {
    const config = {
      remotes: [
        { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' },
        { name: 'adminUsers', entry: '/mfe/admin-users/mf-manifest.json', routes: '/admin/users' },
      ],
    };
    const manifest = {
      metaData: {
        publicPath: '/mfe/storefront/',
        remoteEntry: { name: 'static/js/sf.js', path: '' },
      },
    };
    const fetchMock = mockFetch(JSON.stringify(manifest));
    expect(registerRuntimeRemotes(config)).toBe(true);
    expect(registerRuntimeRemotes({ remotes: [] })).toBe(false);
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();

    const Routes = () => 'storefront routes';
    mockedLoadRemote.mockResolvedValue({ default: Routes });
    await expect(loadLazy(remoteRoutes('storefront'))).resolves.toBe('storefront routes');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      new URL('/mfe/storefront/mf-manifest.json', window.location.href).href,
    );
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      {
        name: 'storefront',
        entry: new URL('/mfe/storefront/static/js/sf.js', window.location.href).href,
      },
    ]);
    // Registration precedes the load it serves.
    expect(mockedRegisterRemotes.mock.invocationCallOrder[0]).toBeLessThan(
      mockedLoadRemote.mock.invocationCallOrder[0],
    );
  });

  it('fails a remote whose manifest cannot be read, and reads it again on the next attempt', async () => {
    registerRuntimeRemotes({ remotes: [] });
    const fetchMock = mockFetch('<html>');
    // adminUsers was configured by the test above (the registry keeps the first config).
    const failure = loadLazy(remoteRoutes('adminUsers'));
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({
      cause: expect.objectContaining({ name: 'RemoteManifestError' }),
    });
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads `<name>/routes` and hands its default export to React.lazy', async () => {
    const Routes = ({ basename, locale }: RemoteRouteProps) => `routes ${basename} ${locale}`;
    mockedLoadRemote.mockResolvedValue({ default: Routes });
    await expect(loadLazy(remoteRoutes('okRemote'))).resolves.toBe('routes /en en');
    expect(mockedLoadRemote).toHaveBeenCalledWith('okRemote/routes');
  });

  it("preloads the page with the remote's `preload`, in a task after the one its routes arrived in", async () => {
    const log: string[] = [];
    const preload = jest.fn(async (pathname: string) => {
      log.push(`preload ${pathname}`);
    });
    mockedLoadRemote.mockImplementation(async () => {
      // Queued while the routes module loads: it runs before the preload only if the preload
      // waits for a task of its own.
      setTimeout(() => log.push('next task'), 0);
      return { default: () => 'routes', preload };
    });
    await preloadRemoteRoutes('preloadingRemote', '/en/products/backpacks');
    expect(log).toEqual(['next task', 'preload /en/products/backpacks']);
  });

  it('creates one lazy component per remote', () => {
    expect(remoteRoutes('sameRemote')).toBe(remoteRoutes('sameRemote'));
    expect(remoteRoutes('sameRemote')).not.toBe(remoteRoutes('otherRemote'));
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('turns a failed load into a RemoteLoadError that keeps the cause', async () => {
    const cause = new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest');
    mockedLoadRemote.mockRejectedValue(cause);
    const failure = loadLazy(remoteRoutes('downRemote'));
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({ remote: 'downRemote', cause });
  });

  it("keeps a version skew named by a preload's failure for the render's, which the runtime reports bare", async () => {
    const skew = new Error(
      'Version 2.0.0 from shell of shared singleton module @bolsos/router does not satisfy the requirement of adminUsers which needs ^1.2.0)',
    );
    mockedLoadRemote
      .mockRejectedValueOnce(skew)
      .mockRejectedValueOnce(new Error('RUNTIME-008 remote entry failed'));
    await preloadRemoteRoutes('skewedRemote', '/admin/users');
    const failure = loadLazy(remoteRoutes('skewedRemote'));
    await expect(failure).rejects.toMatchObject({ remote: 'skewedRemote', cause: skew });
  });

  it.each([
    ['nothing', 'emptyRemote', null],
    ['a module without a default export', 'namedOnlyRemote', { other: 1 }],
    ['a default export that is not a component', 'stringRemote', { default: 'routes' }],
  ])('rejects a remote that exposes %s', async (_label, name, exports) => {
    mockedLoadRemote.mockResolvedValue(exports);
    await expect(loadLazy(remoteRoutes(name))).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
