import { api } from '@bolsos/api-client';
import { initI18n } from '@bolsos/i18n';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import type { RemoteRouteProps } from '../federation/remote-registry';
import type { RemotesConfig } from '../federation/remotes-config';
import { RemotesProvider } from '../federation/remotes-context';
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
    </Routes>
  ),
  adminUsers: ({ basename }) => (
    <Routes>
      <Route path="users/:id" element={<UserPage />} />
      <Route path="*" element={<p>{`users remote under ${basename}`}</p>} />
    </Routes>
  ),
};

function renderAt(path: string, config: RemotesConfig = CONFIG) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemotesProvider value={config}>
        <ShellRoutes />
      </RemotesProvider>
    </MemoryRouter>,
  );
}

describe('ShellRoutes', () => {
  beforeAll(() => {
    initI18n('en');
    // The admin layout asks for the account; answer "signed out" without a network.
    api.configure({
      fetch: async () =>
        ({ ok: false, status: 401, headers: new Headers(), text: async () => '' }) as Response,
    });
  });

  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      const component = REMOTES[id.replace('/routes', '')];
      if (!component) throw new Error(`RUNTIME-008: cannot load ${id}`);
      return { default: component };
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('renders Home from the storefront remote inside the default layout', async () => {
    renderAt('/');
    expect(await screen.findByText('storefront home "" es')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('storefront/routes');
  });

  it('mounts the storefront under the language prefix, so its routes stay relative', async () => {
    renderAt('/en/products');
    expect(await screen.findByText('storefront products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/en/products');
  });

  it('mounts an admin remote under /admin inside the lazy admin layout', async () => {
    renderAt('/admin/users/42');
    // The first import of antd under jest takes a while.
    expect(await screen.findByText('user 42', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('adminUsers/routes');
  });

  it('shows the error card only where a remote failed; the layout keeps working', async () => {
    renderAt('/admin/products');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the page.',
    );
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('shows the error card when no remote serves the section', async () => {
    renderAt('/', { remotes: [] });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('renders unknown paths as a 404 with the path', async () => {
    renderAt('/en/no-such-page');
    expect(await screen.findByText('Page Not Found: /en/no-such-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('renders auth pages in the shell, in the language of the URL', async () => {
    renderAt('/zh/auth/login');
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('shouldApplyUrlLocale', () => {
  it.each([
    [undefined, 'es', 'es', false],
    ['en', 'es', undefined, true],
    ['en', 'en', undefined, true],
    ['en', 'en', 'en', false],
    ['es', 'es', 'en', true],
    ['es', 'es', undefined, false],
  ] as const)('url %s, current %s, cookie %s → %s', (url, current, cookie, expected) => {
    expect(shouldApplyUrlLocale(url, current, cookie)).toBe(expected);
  });
});
