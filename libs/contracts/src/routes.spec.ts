import { CATEGORIES, LOCALES } from './enums';
import {
  buildPath,
  hasRoles,
  matchPath,
  staticPublicRoutes,
  twinPath,
  type PublicRoute,
} from './routes';

describe('localized routes', () => {
  it.each([
    ['es', { name: 'home' }, '/'],
    ['en', { name: 'home' }, '/en'],
    ['zh', { name: 'home' }, '/zh'],
    ['es', { name: 'contact' }, '/contacto'],
    ['en', { name: 'contact' }, '/en/contact'],
    ['zh', { name: 'contact' }, '/zh/联系'],
    ['es', { name: 'catalog' }, '/productos'],
    ['zh', { name: 'all' }, '/zh/产品/全部'],
    ['es', { name: 'category', category: 'fanny_packs' }, '/productos/cangureras'],
    ['en', { name: 'category', category: 'crossbody' }, '/en/products/crossbody-bags'],
    ['zh', { name: 'category', category: 'laptop_bags' }, '/zh/产品/电脑包'],
    [
      'es',
      { name: 'product', category: 'backpacks', slug: 'mochila-azul' },
      '/productos/mochilas/mochila-azul',
    ],
    ['en', { name: 'auth', page: 'login' }, '/en/auth/login'],
    ['es', { name: 'auth', page: 'invitation' }, '/auth/invitation'],
    ['zh', { name: 'auth', page: 'invitation' }, '/zh/auth/invitation'],
    ['es', { name: 'search' }, '/buscar'],
    ['en', { name: 'search' }, '/en/search'],
    ['zh', { name: 'search' }, '/zh/搜索'],
  ] as const)('%s %j → %s', (locale, route, path) => {
    expect(buildPath(locale, route as PublicRoute)).toBe(path);
    expect(matchPath(path)?.route).toEqual(route);
    expect(matchPath(path)?.locale).toBe(locale);
  });

  it('round-trips every static page in every language, encoded or not', () => {
    for (const locale of LOCALES) {
      for (const route of staticPublicRoutes()) {
        const path = buildPath(locale, route);
        expect(matchPath(path)).toEqual({ locale, prefixed: locale !== 'es', route });
        expect(matchPath(encodeURI(path))?.route).toEqual(route);
      }
    }
  });

  it('keeps every category slug unique within a language', () => {
    for (const locale of LOCALES) {
      const paths = CATEGORIES.map((category) => buildPath(locale, { name: 'category', category }));
      expect(new Set(paths).size).toBe(CATEGORIES.length);
    }
  });

  it.each([
    '/productos/zapatos',
    '/en/productos',
    '/es/contacto',
    '/admin',
    '/contacto/x',
    '/%E0%A4%A',
  ])('does not match %s', (path) => {
    expect(matchPath(path)).toBeUndefined();
  });

  it('maps a page to its twin, with the product slug of the other language', () => {
    const match = matchPath('/productos/mochilas/mochila-azul');
    expect(match && twinPath(match, 'en', 'blue-backpack')).toBe(
      '/en/products/backpacks/blue-backpack',
    );
    expect(twinPath(matchPath('/en/products/tote-bags')!, 'zh')).toBe('/zh/产品/托特包');
  });
});

describe('hasRoles', () => {
  it('accepts any-of and all-of lists', () => {
    expect(hasRoles(['manager'], ['admin', 'manager'])).toBe(true);
    expect(hasRoles(['manager'], ['admin'])).toBe(false);
    expect(hasRoles(['manager'], ['admin', 'manager'], 'all')).toBe(false);
    expect(hasRoles(['admin', 'manager'], ['admin', 'manager'], 'all')).toBe(true);
    expect(hasRoles([], undefined)).toBe(true);
  });
});
