import { resolveRoute } from './resolve-route';

describe('resolveRoute', () => {
  it.each([
    ['/', ''],
    ['/productos/mochilas', ''],
    ['/contacto', ''],
    ['/en', '/en'],
    ['/en/', '/en'],
    ['/en/products/laptop-bags/some-bag', '/en'],
    ['/zh/产品', '/zh'],
    ['/zh/%E4%BA%A7%E5%93%81/%E5%85%A8%E9%83%A8', '/zh'],
  ])('sends the public page %s to the storefront remote under "%s"', (path, basename) => {
    expect(resolveRoute(path)).toMatchObject({
      kind: 'remote',
      section: 'public',
      layout: 'default',
      basename,
      locale: basename === '' ? 'es' : basename.slice(1),
    });
  });

  it.each([
    ['/auth/login', 'login', 'es'],
    ['/en/auth/password-forgot', 'password-forgot', 'en'],
    ['/zh/auth/password-set', 'password-set', 'zh'],
    ['/en/auth/invitation', 'invitation', 'en'],
  ])('renders the auth page %s in the shell', (path, page, locale) => {
    expect(resolveRoute(path)).toEqual({ kind: 'page', page, layout: 'auth', locale });
  });

  it.each([
    ['/admin', 'admin-home'],
    ['/admin/', 'admin-home'],
    ['/admin/profile', 'profile'],
  ])('renders %s in the shell with the admin layout', (path, page) => {
    expect(resolveRoute(path)).toMatchObject({ kind: 'page', page, layout: 'admin' });
  });

  it.each([
    ['/admin/users', '/admin/users', ['admin']],
    ['/admin/users/create', '/admin/users', ['admin', 'manager']],
    ['/admin/users/12', '/admin/users', ['admin']],
    ['/admin/users/12/edit', '/admin/users', ['admin']],
    ['/admin/products', '/admin/products', undefined],
    ['/admin/products/create', '/admin/products', undefined],
    ['/admin/products/import', '/admin/products', ['admin', 'manager']],
    ['/admin/products/3/edit', '/admin/products', undefined],
    ['/admin/populars', '/admin/products', undefined],
    ['/admin/messages', '/admin/products', ['admin', 'manager']],
    ['/admin/messages/7', '/admin/products', ['admin', 'manager']],
  ])(
    'sends %s to the remote of section %s, with the roles of its route',
    (path, section, roles) => {
      const resolution = resolveRoute(path);
      expect(resolution).toMatchObject({
        kind: 'remote',
        section,
        layout: 'admin',
        basename: '/admin',
      });
      expect(resolution.kind === 'remote' && resolution.access?.roles).toEqual(roles);
    },
  );

  it('matches /admin/users/create as the create page, not as user "create"', () => {
    expect(resolveRoute('/admin/users/create')).toMatchObject({
      access: { path: '/admin/users/create' },
    });
  });

  it.each([
    ['/nope', 'default', '/nope', undefined],
    ['/en/nope', 'default', '/en/nope', 'en'],
    ['/es', 'default', '/es', undefined],
    ['/en/admin/users', 'default', '/en/admin/users', 'en'],
    ['/productos/sombreros', 'default', '/productos/sombreros', undefined],
    ['/zh/%E6%97%A0', 'default', '/zh/无', 'zh'],
    ['/admin/users/1/edit/more', 'admin', '/admin/users/1/edit/more', undefined],
    ['/admin/settings', 'admin', '/admin/settings', undefined],
  ])('answers 404 for %s', (path, layout, shown, locale) => {
    expect(resolveRoute(path)).toEqual({ kind: 'not-found', layout, path: shown, locale });
  });

  it('does not take /administrator for the admin area', () => {
    expect(resolveRoute('/administrator')).toMatchObject({ kind: 'not-found', layout: 'default' });
  });
});
