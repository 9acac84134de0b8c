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

describe('remote registry', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers the manifests of the config once', () => {
    const config = {
      remotes: [
        { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' },
        { name: 'adminUsers', entry: '/mfe/admin-users/mf-manifest.json', routes: '/admin/users' },
      ],
    };
    expect(registerRuntimeRemotes(config)).toBe(true);
    expect(registerRuntimeRemotes(config)).toBe(false);
    expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json' },
      { name: 'adminUsers', entry: '/mfe/admin-users/mf-manifest.json' },
    ]);
  });

  it('loads `<name>/routes` and hands its default export to React.lazy', async () => {
    const Routes = ({ basename, locale }: RemoteRouteProps) => `routes ${basename} ${locale}`;
    mockedLoadRemote.mockResolvedValue({ default: Routes });
    await expect(loadLazy(remoteRoutes('okRemote'))).resolves.toBe('routes /en en');
    expect(mockedLoadRemote).toHaveBeenCalledWith('okRemote/routes');
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

  it.each([
    ['nothing', 'emptyRemote', null],
    ['a module without a default export', 'namedOnlyRemote', { other: 1 }],
    ['a default export that is not a component', 'stringRemote', { default: 'routes' }],
  ])('rejects a remote that exposes %s', async (_label, name, exports) => {
    mockedLoadRemote.mockResolvedValue(exports);
    await expect(loadLazy(remoteRoutes(name))).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
