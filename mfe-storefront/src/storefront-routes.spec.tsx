import { buildPath, LOCALES, staticPublicRoutes, type PublicRoute } from '@bolsos/contracts';
import { screen } from '@testing-library/react';
import { catalogPage, detail, summary } from '../test/fixtures';
import { mockApi } from '@bolsos/api-client/testing';
import { renderAt } from '../test/render-at';
import { STOREFRONT_CATALOGUE } from './shared/i18n/all-strings';
import { STOREFRONT_STRINGS } from './shared/i18n/strings';
import { preload, storefrontRouteTable, type StorefrontPage } from './storefront-routes';

const PAGE_TEST_IDS: Record<StorefrontPage, string> = {
  home: 'home-page',
  catalog: 'catalog-page',
  all: 'product-list-page',
  category: 'product-list-page',
  product: 'product-page',
  contact: 'contact-page',
  search: 'search-page',
};

function pageOf(route: PublicRoute): StorefrontPage {
  return route.name === 'auth' ? 'home' : route.name;
}

function answerEverything() {
  mockApi({
    'GET /catalog/populars': { data: [] },
    'GET /catalog/products': ({ params }: { params?: Record<string, unknown> }) =>
      catalogPage([
        summary(1, (params?.lang as 'es') ?? 'es', { slug: 'mochila-azul', category: 'backpacks' }),
      ]),
    ...Object.fromEntries(
      LOCALES.map((locale) => [
        `GET /catalog/products/${locale}/mochila-azul`,
        { data: detail(1, locale, { slug: 'mochila-azul' }) },
      ]),
    ),
  });
}

describe('storefront route table', () => {
  it('has every public page of design §2 in each language, with the contracts slugs', () => {
    for (const locale of LOCALES) {
      const prefix = buildPath(locale, { name: 'home' }).replace(/\/$/, '');
      // Product pages have parameters and results pages a query: neither is a static page.
      const table = storefrontRouteTable(locale).filter(
        (route) => route.page !== 'product' && route.page !== 'search',
      );
      expect(table.map((route) => `${prefix}${route.path ? `/${route.path}` : ''}` || '/')).toEqual(
        staticPublicRoutes().map((route) => buildPath(locale, route)),
      );
    }
    expect(storefrontRouteTable('zh').map((route) => route.path)).toEqual([
      '',
      '产品',
      '产品/全部',
      '产品/双肩包',
      '产品/电脑包',
      '产品/托特包',
      '产品/腰包',
      '产品/斜挎包',
      '产品/:category/:slug',
      '联系',
      '搜索',
    ]);
  });

  const cases = LOCALES.flatMap((locale) => [
    ...staticPublicRoutes().map((route) => [buildPath(locale, route), pageOf(route)] as const),
    [
      buildPath(locale, { name: 'product', category: 'backpacks', slug: 'mochila-azul' }),
      'product' as const,
    ] as const,
  ]);

  it.each(cases)('%s renders the %s page', async (path, page) => {
    answerEverything();
    renderAt(path);
    expect(await screen.findByTestId(PAGE_TEST_IDS[page])).toBeInTheDocument();
    if (page === 'product') await screen.findByRole('heading', { level: 1, name: 'Bag 1' });
    else if (page !== 'contact') await screen.findByTestId(/^(popular|catalog-grid)(-empty)?$/);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('matches percent-encoded Chinese URLs the way browsers send them', async () => {
    answerEverything();
    renderAt(encodeURI('/zh/产品/腰包'));
    expect(await screen.findByRole('heading', { level: 1, name: '腰包' })).toBeInTheDocument();
    await screen.findByTestId('product-card');
  });

  it('answers 404 for a category slug of another language and for deeper paths', () => {
    mockApi({});
    const first = renderAt('/en/products/mochilas/some-bag');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Page Not Found: /en/products/mochilas/some-bag',
    );
    first.unmount();
    renderAt('/productos/mochilas/algo/mas');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Página no encontrada: /productos/mochilas/algo/mas',
    );
  });
});

describe('preload before hydration', () => {
  // The test set-up provides every language, as the server entry does; the browser has none.
  const loaded = STOREFRONT_STRINGS.loaded as Record<string, unknown>;
  afterEach(() => Object.assign(loaded, STOREFRONT_CATALOGUE));

  it.each([
    ['/zh/产品/双肩包', 'zh'],
    ['/en/nothing-here', 'en'],
    ['/', 'es'],
  ] as const)('%s downloads the storefront strings of its language only', async (path, locale) => {
    for (const language of LOCALES) delete loaded[language];
    const loaders = LOCALES.map((language) => jest.spyOn(STOREFRONT_STRINGS.loaders, language));
    await preload(path);
    expect(loaders.map((loader) => loader.mock.calls.length)).toEqual(
      LOCALES.map((language) => (language === locale ? 1 : 0)),
    );
    expect(Object.keys(loaded)).toEqual([locale]);
  });
});
