import { initI18n } from '@bolsos/i18n';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@bolsos/router';
import { fakeApi } from '../../test/fake-api';
import { LocationProbe } from '../../test/location-probe';
import { NotFoundRoute, lookupRedirect, type RedirectLookup } from './not-found-route';

function renderAt(path: string, lookup: RedirectLookup, leave = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/productos" element={<p>catalogue</p>} />
        <Route
          path="*"
          element={<NotFoundRoute path={decodeURI(path)} lookup={lookup} leave={leave} />}
        />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  return leave;
}

describe('NotFoundRoute', () => {
  beforeAll(() => initI18n('en'));

  it('looks the path up before showing anything', async () => {
    let answer: (value: null) => void = () => undefined;
    const lookup = jest.fn(() => new Promise<null>((resolve) => (answer = resolve)));
    renderAt('/tienda', lookup);
    expect(lookup).toHaveBeenCalledWith('/tienda');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer(null);
    expect(await screen.findByText('Page Not Found: /tienda')).toBeInTheDocument();
  });

  it('replaces the entry with an internal target', async () => {
    const lookup = jest.fn(async () => ({
      to: '/productos',
      status: 301 as const,
      external: false,
    }));
    renderAt('/tienda', lookup);
    expect(await screen.findByText('catalogue')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/productos');
  });

  it('leaves the site for an external target', async () => {
    const lookup = jest.fn(async () => ({
      to: 'https://www.instagram.com/',
      status: 302 as const,
      external: true,
    }));
    const leave = renderAt('/instagram', lookup);
    await screen.findByRole('status');
    await Promise.resolve();
    expect(leave).toHaveBeenCalledWith('https://www.instagram.com/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the 404 with the decoded path when nothing matches', async () => {
    renderAt('/en/%E6%97%A7', async () => null);
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /en/旧')).toBeInTheDocument();
    expect(document.title).toBe('Error 404');
  });

  it('treats a redirect to the same path as no redirect (no loop)', async () => {
    renderAt('/loop', async () => ({ to: '/loop', status: 302 as const, external: false }));
    expect(await screen.findByText('Page Not Found: /loop')).toBeInTheDocument();
  });
});

describe('lookupRedirect', () => {
  it('asks GET /api/route-redirects?path= quietly', async () => {
    const server = fakeApi({
      'GET /route-redirects': {
        status: 200,
        body: { redirect: { to: '/productos/todos', status: 302, external: false } },
      },
    });
    await expect(lookupRedirect('/ofertas')).resolves.toEqual({
      to: '/productos/todos',
      status: 302,
      external: false,
    });
    expect(server.calls[0].query.get('path')).toBe('/ofertas');
  });

  it('counts any failure as no redirect, without a toast', async () => {
    const server = fakeApi({ 'GET /route-redirects': { status: 503, body: { message: 'down' } } });
    await expect(lookupRedirect('/x')).resolves.toBeNull();
    expect(server.notify).not.toHaveBeenCalled();
  });
});
