import { initI18n, readLocaleCookie } from '@bolsos/i18n';
import { setTwinPaths, clearTwinPaths } from '@bolsos/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@bolsos/router';
import { LocationProbe } from '../../test/location-probe';
import { LanguageSwitcher, switchTarget } from './language-switcher';

describe('switchTarget', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/en', 'es', '/'],
    ['/contacto', 'zh', '/zh/联系'],
    ['/en/products/backpacks', 'es', '/productos/mochilas'],
    ['/zh/%E4%BA%A7%E5%93%81', 'en', '/en/products'],
    ['/zh/产品/全部', 'es', '/productos/todos'],
    ['/productos/bolsos-cruzados', 'zh', '/zh/产品/斜挎包'],
    ['/en/auth/login', 'zh', '/zh/auth/login'],
    ['/auth/password-reset', 'en', '/en/auth/password-reset'],
  ] as const)('maps %s to its %s twin %s', (path, target, expected) => {
    expect(switchTarget(path, target)).toBe(expected);
  });

  it('sends pages without a twin to the home of the language', () => {
    expect(switchTarget('/en/no-such-page', 'zh')).toBe('/zh');
  });

  it('prefers the twins a page registered (product slugs differ per language)', () => {
    const registered = { en: '/en/products/backpacks/boquete-backpack' };
    expect(switchTarget('/productos/mochilas/mochila-boquete', 'en', registered)).toBe(
      '/en/products/backpacks/boquete-backpack',
    );
    // Languages the page did not register fall back to the route tables.
    expect(switchTarget('/productos/mochilas/mochila-boquete', 'zh', registered)).toBe(
      '/zh/产品/双肩包/mochila-boquete',
    );
  });
});

describe('LanguageSwitcher', () => {
  beforeEach(() => initI18n('en'));

  function renderAt(path: string, current: 'es' | 'en' | 'zh') {
    render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageSwitcher current={current} />
        <LocationProbe />
      </MemoryRouter>,
    );
  }

  it("names each link's language with the one code the site uses everywhere (zh-CN, not zh-Hans)", () => {
    renderAt('/en', 'en');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('hreflang', 'es-PA');
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute('hreflang', 'zh-CN');
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute('lang', 'zh-CN');
  });

  it('keeps the search of a results page in every language', () => {
    renderAt('/en/search?q=green+backpack', 'en');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/buscar?q=green+backpack&lang=es',
    );
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute(
      'href',
      '/zh/搜索?q=green+backpack',
    );
  });

  it('keeps the order, page and price range of a list page', () => {
    renderAt('/en/products/backpacks?min_price=20&sort=price_asc&page=2', 'en');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/productos/mochilas?min_price=20&sort=price_asc&page=2&lang=es',
    );
  });

  it('links every language and marks the current one', () => {
    renderAt('/en/contact', 'en');
    // The link to the unprefixed page carries the choice, for a visitor without the app's script
    // (or in a new tab) whose cookie names another language.
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/contacto?lang=es',
    );
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute('href', '/zh/联系');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the page and writes the cookie when switching', async () => {
    renderAt('/en/products/laptop-bags', 'en');
    await userEvent.click(screen.getByRole('link', { name: 'Español' }));
    // The app records the choice itself: the page's own address, with no marker.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/productos\/maletines$/);
    expect(readLocaleCookie()).toBe('es');
  });

  it('uses the twin paths a remote registered for the current page', () => {
    const product = '/productos/mochilas/mochila-boquete';
    renderAt(product, 'es');
    act(() => setTwinPaths(product, { en: '/en/products/backpacks/boquete-backpack' }));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/products/backpacks/boquete-backpack',
    );
    act(() => clearTwinPaths(product));
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/products/backpacks/mochila-boquete',
    );
  });

  it('keeps the query of auth pages (a reset link’s token), and only theirs', () => {
    renderAt('/auth/password-reset?token=abc&email=a%40b.pa', 'es');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/auth/password-reset?token=abc&email=a%40b.pa',
    );
  });

  it('drops the query elsewhere', () => {
    renderAt('/productos?page=2', 'es');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/products');
  });
});
