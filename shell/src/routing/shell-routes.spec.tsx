import { changeLocale, initI18n } from '@bolsos/i18n';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from '@bolsos/router';
import { RELOAD_GUARD_KEY } from '../errors/reload-guard';
import type { RemoteRouteProps } from '../federation/remote-registry';
import type { RemotesConfig } from '../federation/remotes-config';
import { RemotesProvider } from '../federation/remotes-context';
import {
  accountRoute,
  fakeApi,
  makeUser,
  resetAuthStore,
  type FakeRoute,
} from '../../test/fake-api';
import { LocationProbe } from '../../test/location-probe';
import { ShellRoutes, shouldApplyUrlLocale } from './shell-routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const CONFIG: RemotesConfig = {
  remotes: [
    { name: 'storefront', entry: '/mfe/storefront/mf-manifest.json', routes: 'public' },
    { name: 'adminUsers', entry: '/mfe/admin-users/mf-manifest.json', routes: '/admin/users' },
    { name: 'adminProducts', entry: '/broken/mf-manifest.json', routes: '/admin/products' },
  ],
};

function UserPage() {
  return <p>user {useParams().id}</p>;
}

// Stand-ins for the remotes' exposed modules, with route tables relative to their mount point.
const REMOTES: Record<string, (props: RemoteRouteProps) => ReactElement> = {
  storefront: ({ basename, locale }) => (
    <Routes>
      <Route index element={<p>{`storefront home "${basename}" ${locale}`}</p>} />
      <Route path="products" element={<p>storefront products</p>} />
      <Route path="productos" element={<p>storefront productos</p>} />
    </Routes>
  ),
  adminUsers: ({ basename }) => (
    <Routes>
      <Route path="users/:id" element={<UserPage />} />
      <Route path="*" element={<p>{`users remote under ${basename}`}</p>} />
    </Routes>
  ),
};

const ADMIN = makeUser();
const MANAGER = makeUser({ id: 2, name: 'Mario Manager', roles: ['manager'] });
const INVITED = makeUser({
  id: 3,
  name: 'Iris Invited',
  roles: ['manager'],
  password_set_at: null,
});

const DASHBOARD: FakeRoute = {
  status: 200,
  body: { counts: { products: 32, users: 2, populars: 8 }, recent_messages: [] },
};

function renderAt(path: string, config: RemotesConfig = CONFIG) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemotesProvider value={config}>
        <ShellRoutes />
        <LocationProbe />
      </RemotesProvider>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('location').textContent;
// The first import of antd under jest takes a few seconds.
const SLOW = { timeout: 15_000 };

describe('ShellRoutes', () => {
  beforeAll(() => initI18n('en'));

  beforeEach(async () => {
    jest.clearAllMocks();
    resetAuthStore();
    // Pages with a prefix switch the language; admin pages then speak the cookie's, English here.
    await changeLocale('en');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // Scrolled down, so a new page scrolls to the top (jsdom leaves every page at the top).
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true, writable: true });
    // A reload happened a moment ago: remote failures show the error page instead of reloading.
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      const component = REMOTES[id.replace('/routes', '')];
      if (!component) throw new Error(`RUNTIME-008: cannot load ${id}`);
      return { default: component };
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  describe('public pages', () => {
    it('renders Home from the storefront remote inside the default layout, asking for no account', async () => {
      const server = fakeApi({});
      renderAt('/');
      expect(await screen.findByText('storefront home "" es')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledWith('storefront/routes');
      expect(server.calls).toEqual([]);
    });

    it('mounts the storefront under the language prefix, so its routes stay relative', async () => {
      fakeApi({});
      renderAt('/en/products');
      expect(await screen.findByText('storefront products')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute(
        'href',
        '/en/products',
      );
    });

    it('shows the error page when no remote serves the section', async () => {
      fakeApi({});
      renderAt('/', { remotes: [] });
      expect(await screen.findByRole('heading', { name: 'Error 503' })).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalled();
    });
  });

  describe('unknown routes', () => {
    it('asks the server for a redirect, then shows the 404 with the path', async () => {
      const server = fakeApi({ 'GET /route-redirects': { status: 200, body: { redirect: null } } });
      renderAt('/en/no-such-page');
      expect(await screen.findByText('Page Not Found: /en/no-such-page')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
      expect(server.calls.map((call) => call.query.get('path'))).toEqual(['/en/no-such-page']);
      expect(loadRemote).not.toHaveBeenCalled();
    });

    it('follows an internal redirect in place of the 404', async () => {
      fakeApi({
        'GET /route-redirects': {
          status: 200,
          body: { redirect: { to: '/productos', status: 301, external: false } },
        },
      });
      renderAt('/tienda');
      expect(await screen.findByText('storefront productos')).toBeInTheDocument();
      expect(where()).toBe('/productos');
      expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
    });

    it('shows the 404 when the lookup fails', async () => {
      fakeApi({ 'GET /route-redirects': { status: 500, body: { message: 'down' } } });
      renderAt('/zh/不存在');
      expect(await screen.findByText('页面未找到：/zh/不存在')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '错误 404' })).toBeInTheDocument();
    });
  });

  describe('guards', () => {
    it('sends an anonymous visitor from /admin… to the login page, with the way back', async () => {
      fakeApi({ 'GET /account': accountRoute(null) });
      renderAt('/admin/users?search=ana');
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(where()).toBe('/en/auth/login?redirect=%2Fadmin%2Fusers%3Fsearch%3Dana');
      expect(loadRemote).not.toHaveBeenCalled();
    });

    it('signs in and returns to where the visitor was going', async () => {
      fakeApi({
        'GET /account': accountRoute(null),
        'POST /login': { status: 200, body: { user: ADMIN } },
      });
      renderAt('/admin/users/42');
      await screen.findByRole('heading', { name: 'Sign in' });
      await userEvent.type(screen.getByLabelText('E-mail'), 'admin@bolsos.test');
      await userEvent.type(screen.getByLabelText('Password'), 'Admin#2026demo');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('user 42', undefined, SLOW)).toBeInTheDocument();
      expect(where()).toBe('/admin/users/42');
    }, 30_000);

    it('sends a signed-in user from the login page to /admin, which shows the counts', async () => {
      fakeApi({ 'GET /account': accountRoute(ADMIN), 'GET /dashboard': DASHBOARD });
      renderAt('/en/auth/login');
      const products = await screen.findByTestId('dashboard-count-products', undefined, SLOW);
      expect(products).toHaveTextContent('32');
      expect(screen.getByTestId('dashboard-count-users')).toHaveTextContent('2');
      expect(screen.getByTestId('dashboard-count-populars')).toHaveTextContent('8');
      expect(where()).toBe('/admin');
    }, 30_000);

    it('gives a manager the 401 page on /admin/users, inside the admin layout', async () => {
      fakeApi({ 'GET /account': accountRoute(MANAGER) });
      renderAt('/admin/users');
      expect(await screen.findByRole('heading', { name: 'Error 401' }, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Permission denied');
      const menu = screen.getByRole('navigation', { name: 'Back-office menu' });
      expect(within(menu).queryByText('Users')).not.toBeInTheDocument();
      expect(within(menu).getByText('Products')).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalled();
    }, 30_000);

    it('sends an invited user to password-set, and keeps everyone else out of it', async () => {
      fakeApi({ 'GET /account': accountRoute(INVITED) });
      const { unmount } = renderAt('/admin');
      expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
      expect(where()).toBe('/en/auth/password-set');
      unmount();

      resetAuthStore();
      fakeApi({ 'GET /account': accountRoute(null) });
      renderAt('/en/auth/password-set');
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(where()).toBe('/en/auth/login?redirect=%2Fadmin');
    });

    it('shows the remote error page only in the failed remote’s routes', async () => {
      fakeApi({ 'GET /account': accountRoute(ADMIN) });
      renderAt('/admin/products');
      expect(await screen.findByRole('heading', { name: 'Error 503' }, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while loading the page.',
      );
      expect(screen.getByRole('navigation', { name: 'Back-office menu' })).toBeInTheDocument();
    }, 30_000);
  });

  describe('auth pages', () => {
    it('render in the shell, in the language of the URL', async () => {
      fakeApi({ 'GET /account': accountRoute(null) });
      renderAt('/zh/auth/login');
      expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalled();
    });
  });

  it('scrolls to the top when a link leaves one layout for another (admin → Home)', async () => {
    fakeApi({ 'GET /account': accountRoute(ADMIN), 'GET /dashboard': DASHBOARD });
    renderAt('/admin');
    await screen.findByTestId('dashboard-count-products', undefined, SLOW);
    expect(window.scrollTo).not.toHaveBeenCalled();
    // Each layout mounts its own page transition: only something above them sees this change.
    await userEvent.click(screen.getByRole('link', { name: 'View site' }));
    expect(await screen.findByText('storefront home "" es')).toBeInTheDocument();
    expect(where()).toBe('/');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  }, 30_000);

  it('keeps the page when the language switches', async () => {
    fakeApi({});
    renderAt('/en/products');
    await screen.findByText('storefront products');
    await userEvent.click(screen.getByRole('link', { name: 'Español' }));
    expect(await screen.findByText('storefront productos')).toBeInTheDocument();
    expect(where()).toBe('/productos');
    await act(async () => undefined);
  });
});

describe('shouldApplyUrlLocale', () => {
  it.each([
    [undefined, 'es', 'es', false],
    ['en', 'es', undefined, true],
    ['en', 'en', undefined, true],
    ['en', 'en', 'en', false],
    ['es', 'es', 'en', true],
    ['es', 'es', undefined, true],
    ['es', 'es', 'es', false],
  ] as const)('url %s, current %s, cookie %s → %s', (url, current, cookie, expected) => {
    expect(shouldApplyUrlLocale(url, current, cookie)).toBe(expected);
  });
});
