import { decideInitialLocale } from './initial-locale';

const base = { cookie: undefined, browser: 'es', serverRendered: false } as const;

describe('decideInitialLocale', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/', 'zh', '/zh'],
    ['/contacto', 'zh', '/zh/联系'],
    ['/productos/mochilas', 'en', '/en/products/backpacks'],
    ['/productos/todos', 'zh', '/zh/产品/全部'],
    ['/auth/login', 'en', '/en/auth/login'],
  ] as const)('sends a first visit to %s with a %s browser to %s', (pathname, browser, target) => {
    expect(decideInitialLocale({ ...base, pathname, browser })).toEqual({
      locale: browser,
      redirectTo: target,
    });
  });

  it('keeps a Spanish browser on the unprefixed page', () => {
    expect(decideInitialLocale({ ...base, pathname: '/productos' })).toEqual({ locale: 'es' });
  });

  it('sends a returning visitor on an unprefixed page to the language of their cookie', () => {
    expect(decideInitialLocale({ ...base, pathname: '/', cookie: 'en', browser: 'es' })).toEqual({
      locale: 'en',
      redirectTo: '/en',
    });
    expect(
      decideInitialLocale({ ...base, pathname: '/contacto', cookie: 'zh', browser: 'en' }),
    ).toEqual({
      locale: 'zh',
      redirectTo: '/zh/联系',
    });
    // A Spanish choice keeps the Spanish page, whatever the browser says.
    expect(decideInitialLocale({ ...base, pathname: '/', cookie: 'es', browser: 'en' })).toEqual({
      locale: 'es',
    });
  });

  it('lets a prefixed URL win over the cookie', () => {
    expect(decideInitialLocale({ ...base, pathname: '/zh/联系', cookie: 'en' })).toEqual({
      locale: 'zh',
    });
  });

  it('lets a prefixed URL win over the browser on a first visit', () => {
    expect(decideInitialLocale({ ...base, pathname: '/en/products', browser: 'zh' })).toEqual({
      locale: 'en',
    });
  });

  it('does not redirect a server-rendered page: the server already negotiated', () => {
    expect(
      decideInitialLocale({ ...base, pathname: '/', browser: 'en', serverRendered: true }),
    ).toEqual({ locale: 'es' });
  });

  it('does not redirect product pages, whose slug only the storefront can translate', () => {
    expect(
      decideInitialLocale({
        ...base,
        pathname: '/productos/mochilas/mochila-boquete',
        browser: 'en',
      }),
    ).toEqual({ locale: 'es' });
  });

  it('gives admin and unknown pages the cookie, else the browser, else the prefix', () => {
    expect(decideInitialLocale({ ...base, pathname: '/admin/users', cookie: 'zh' })).toEqual({
      locale: 'zh',
    });
    expect(decideInitialLocale({ ...base, pathname: '/admin', browser: 'en' })).toEqual({
      locale: 'en',
    });
    expect(decideInitialLocale({ ...base, pathname: '/en/nope', cookie: 'zh' })).toEqual({
      locale: 'en',
    });
  });
});
