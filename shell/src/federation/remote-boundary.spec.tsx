import { initI18n } from '@bolsos/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@bolsos/router';
import { LocationProbe } from '../../test/location-probe';
import { RELOAD_GUARD_KEY } from '../errors/reload-guard';
import { VersionSkewPage } from '../pages/version-skew-page';
import { reportReleaseFailure } from './release-beacon';
import { RemoteBoundary } from './remote-boundary';
import { RemoteLoadError } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./release-beacon', () => ({ reportReleaseFailure: jest.fn(() => Promise.resolve()) }));

function ChunkFailure(): never {
  throw new RemoteLoadError('storefront', { cause: new Error('RUNTIME-008') });
}

function PlatformTooOld(): never {
  throw new RemoteLoadError('adminUsers', {
    cause: new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @bolsos/i18n does not satisfy the requirement of adminUsers which needs ^2.0.0)',
    ),
  });
}

function RenderBug(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'secret detail')");
}

function inRouter(node: ReactNode, path = '/somewhere') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {node}
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('RemoteBoundary', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(reportReleaseFailure).mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders its children when nothing fails', () => {
    inRouter(
      <RemoteBoundary name="storefront" resetKey="/">
        <p>home</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads the page once when a remote cannot be downloaded', () => {
    const reload = jest.fn(() => true);
    inRouter(
      <RemoteBoundary name="storefront" resetKey="/" reload={reload}>
        <ChunkFailure />
      </RemoteBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a remote built for another platform version, names both in the console, never reloads', () => {
    const reload = jest.fn(() => true);
    inRouter(
      <>
        <RemoteBoundary name="adminUsers" resetKey="/admin/users" reload={reload}>
          <PlatformTooOld />
        </RemoteBoundary>
        <p>the rest of the layout</p>
      </>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByTestId('version-skew')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('This section was updated');
    expect(screen.getByText('Reload to continue.')).toBeInTheDocument();
    expect(screen.getByText('the rest of the layout')).toBeInTheDocument();
    const logged = (console.error as jest.Mock).mock.calls
      .map((call) => String(call[0]))
      .join('\n');
    expect(logged).toContain('"adminUsers"');
    expect(logged).toContain('@bolsos/i18n ^2.0.0');
    expect(logged).toContain('@bolsos/i18n 1.0.0');
  });

  it('the skew page’s Reload reloads the page', async () => {
    const pageReload = jest.fn();
    inRouter(<VersionSkewPage reload={pageReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(pageReload).toHaveBeenCalledTimes(1);
  });

  it('shows the error page when the reload window is still open', () => {
    const reload = jest.fn(() => false);
    inRouter(
      <RemoteBoundary name="storefront" resetKey="/" reload={reload}>
        <ChunkFailure />
      </RemoteBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Error 503' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while loading the page.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('RUNTIME');
  });

  it('never reloads for a render bug: error page, without the raw error', () => {
    const reload = jest.fn(() => true);
    inRouter(
      <RemoteBoundary name="storefront" resetKey="/" reload={reload}>
        <RenderBug />
      </RemoteBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('secret detail');
    expect(console.error).toHaveBeenCalledWith(
      '"storefront" failed to load or render',
      expect.any(TypeError),
      expect.any(String),
    );
  });

  it('keeps the failure inside the boundary: siblings still render', () => {
    inRouter(
      <>
        <nav>menu</nav>
        <RemoteBoundary name="adminUsers" resetKey="/admin/users" reload={() => false}>
          <RenderBug />
        </RemoteBoundary>
      </>,
    );
    expect(screen.getByText('menu')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('forgets the error when the path changes', () => {
    const { rerender } = inRouter(
      <RemoteBoundary name="storefront" resetKey="/a">
        <RenderBug />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <RemoteBoundary name="storefront" resetKey="/b">
          <p>page b</p>
        </RemoteBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('page b')).toBeInTheDocument();
  });

  describe('release health', () => {
    const manifest = '/mfe/admin-users/releases/1.0.0-b/mf-manifest.json';

    it.each([
      ['a download failure', ChunkFailure, 'load'],
      ['a remote built for another platform version', PlatformTooOld, 'load'],
      ['a render bug', RenderBug, 'render'],
    ] as const)(
      'reports %s as %s, with the manifest the remote came from and the page load’s token',
      (_, Failure, kind) => {
        inRouter(
          <RemoteBoundary
            name="adminUsers"
            resetKey="/admin/users"
            reload={() => false}
            manifest={manifest}
            loadToken="page-load-token"
          >
            <Failure />
          </RemoteBoundary>,
        );
        expect(reportReleaseFailure).toHaveBeenCalledTimes(1);
        expect(reportReleaseFailure).toHaveBeenCalledWith(
          'adminUsers',
          manifest,
          kind,
          'page-load-token',
        );
      },
    );

    it('reports before the guarded reload, which may end the page', () => {
      const reload = jest.fn(() => {
        expect(reportReleaseFailure).toHaveBeenCalledTimes(1);
        return true;
      });
      inRouter(
        <RemoteBoundary name="storefront" resetKey="/" reload={reload} manifest={manifest}>
          <ChunkFailure />
        </RemoteBoundary>,
      );
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('reports nothing for the shell’s own areas, which name no manifest', () => {
      inRouter(
        <RemoteBoundary name="admin-area" resetKey="admin-area" reload={() => false}>
          <RenderBug />
        </RemoteBoundary>,
      );
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(reportReleaseFailure).not.toHaveBeenCalled();
    });
  });

  describe('for a crawler (Googlebot)', () => {
    beforeEach(() =>
      jest
        .spyOn(window.navigator, 'userAgent', 'get')
        .mockReturnValue(
          'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        ),
    );
    afterEach(() => sessionStorage.clear());

    it('never reloads on a remote-load failure: the error page shows inside the layout', () => {
      const reload = jest.fn(() => true);
      inRouter(
        <>
          <nav>menu</nav>
          <RemoteBoundary name="storefront" resetKey="/" reload={reload}>
            <ChunkFailure />
          </RemoteBoundary>
        </>,
      );
      // A reload would show a crawler the same failure again (a loop with no guard of its own):
      // it indexes the error page instead of an empty one.
      expect(reload).not.toHaveBeenCalled();
      expect(screen.getByText('menu')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Error 503' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(console.error).toHaveBeenCalledWith(
        '"storefront" failed to load or render',
        expect.any(RemoteLoadError),
        expect.any(String),
      );
    });

    it('leaves the reload guard untouched with the default reload', () => {
      inRouter(
        <RemoteBoundary name="storefront" resetKey="/">
          <ChunkFailure />
        </RemoteBoundary>,
      );
      expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();
      expect(screen.getByRole('heading', { name: 'Error 503' })).toBeInTheDocument();
    });

    it('shows the error page for a render bug too, with the raw error only in the console', () => {
      const reload = jest.fn(() => true);
      inRouter(
        <RemoteBoundary name="adminUsers" resetKey="/admin/users" reload={reload}>
          <RenderBug />
        </RemoteBoundary>,
      );
      expect(reload).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: 'Error 500' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).not.toHaveTextContent('secret detail');
    });
  });

  it("'Go to Home' clears the error and goes to '/'", async () => {
    let broken = true;
    function MaybeBroken() {
      if (broken) throw new TypeError('bug');
      return <p>recovered</p>;
    }
    inRouter(
      <RemoteBoundary name="storefront" resetKey="fixed">
        <MaybeBroken />
      </RemoteBoundary>,
    );
    broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
