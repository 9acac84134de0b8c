import type { Role, User } from '@bolsos/contracts';
import { guardRoute, type GuardInput } from './guards';
import { loginPath, safeRedirect } from './redirect-target';
import { resolveRoute, type RouteResolution } from './resolve-route';

function user(roles: Role[], passwordSet = true): User {
  return {
    id: 1,
    name: 'Ana',
    email: 'ana@bolsos.test',
    roles,
    password_set_at: passwordSet ? '2026-01-01T00:00:00.000Z' : null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const ADMIN = user(['admin']);
const MANAGER = user(['manager']);
const INVITED = user(['manager'], false);

function decide(
  path: string,
  signedIn: User | null,
  overrides: Partial<GuardInput> = {},
): ReturnType<typeof guardRoute> {
  return guardRoute({
    resolution: resolveRoute(path.split('?')[0]),
    auth: { status: 'ready', user: signedIn },
    location: path,
    locale: 'es',
    ...overrides,
  });
}

describe('guardRoute', () => {
  describe('not signed in', () => {
    it.each(['/admin', '/admin/users', '/admin/products/7/edit', '/admin/unknown'])(
      'sends %s to the login page with the way back',
      (path) => {
        expect(decide(path, null)).toEqual({
          action: 'redirect',
          to: `/auth/login?redirect=${encodeURIComponent(path)}`,
        });
      },
    );

    it('keeps the query string and the language of the login page', () => {
      expect(decide('/admin/users?search=ana', null, { locale: 'en' })).toEqual({
        action: 'redirect',
        to: '/en/auth/login?redirect=%2Fadmin%2Fusers%3Fsearch%3Dana',
      });
    });

    it.each([
      '/auth/login',
      '/en/auth/password-forgot',
      '/zh/auth/password-reset',
      '/auth/invitation?token=abc',
    ])('may open %s', (path) => expect(decide(path, null)).toEqual({ action: 'allow' }));

    it('may not open password-set: it goes to /admin (and from there to login)', () => {
      expect(decide('/auth/password-set', null)).toEqual({ action: 'redirect', to: '/admin' });
    });
  });

  describe('signed in with a password', () => {
    it.each(['/auth/login', '/auth/password-forgot', '/en/auth/password-reset', '/zh/auth/login'])(
      'is sent from %s to /admin',
      (path) => expect(decide(path, MANAGER)).toEqual({ action: 'redirect', to: '/admin' }),
    );

    it('is sent from the login page back to where they were going', () => {
      expect(decide('/en/auth/login?redirect=%2Fadmin%2Fproducts%3Fpage%3D2', ADMIN)).toEqual({
        action: 'redirect',
        to: '/admin/products?page=2',
      });
      expect(decide('/auth/login?redirect=https%3A%2F%2Fevil.test', ADMIN)).toEqual({
        action: 'redirect',
        to: '/admin',
      });
    });

    it('is sent from password-set to /admin', () => {
      expect(decide('/en/auth/password-set', ADMIN)).toEqual({ action: 'redirect', to: '/admin' });
    });

    it('may open an invitation page: a used link says so, another account is only warned', () => {
      expect(decide('/zh/auth/invitation?token=abc', ADMIN)).toEqual({ action: 'allow' });
    });

    it.each([
      '/admin',
      '/admin/profile',
      '/admin/products',
      '/admin/populars',
      '/admin/messages',
      '/admin/messages/7',
      '/admin/users/create',
    ])('a manager may open %s', (path) =>
      expect(decide(path, MANAGER)).toEqual({ action: 'allow' }),
    );

    it.each(['/admin/users', '/admin/users/3', '/admin/users/3/edit'])(
      'a manager gets 401 on %s',
      (path) => expect(decide(path, MANAGER)).toEqual({ action: 'deny', code: 401 }),
    );

    it.each(['/admin/messages', '/admin/messages/7'])(
      'a signed-in user with neither role gets 401 on the inbox (%s)',
      (path) => expect(decide(path, user([]))).toEqual({ action: 'deny', code: 401 }),
    );

    it.each(['/admin/users', '/admin/users/3', '/admin/users/3/edit', '/admin/users/create'])(
      'an admin may open %s',
      (path) => expect(decide(path, ADMIN)).toEqual({ action: 'allow' }),
    );

    it('checks all-of role lists', () => {
      const resolution: RouteResolution = {
        kind: 'page',
        page: 'admin-home',
        layout: 'admin',
        access: { path: '/admin', roles: ['admin', 'manager'], mode: 'all' },
      };
      const input = { resolution, location: '/admin', locale: 'es' } as const;
      expect(guardRoute({ ...input, auth: { status: 'ready', user: ADMIN } })).toEqual({
        action: 'deny',
        code: 401,
      });
      expect(
        guardRoute({ ...input, auth: { status: 'ready', user: user(['admin', 'manager']) } }),
      ).toEqual({ action: 'allow' });
    });
  });

  describe('signed in without a password (invited)', () => {
    it.each(['/admin', '/admin/users/create', '/auth/login', '/auth/password-forgot'])(
      'is sent from %s to password-set',
      (path) => {
        expect(decide(path, INVITED)).toEqual({ action: 'redirect', to: '/auth/password-set' });
      },
    );

    it('goes to password-set in the language in use', () => {
      expect(decide('/admin', INVITED, { locale: 'zh' })).toEqual({
        action: 'redirect',
        to: '/zh/auth/password-set',
      });
    });

    it('may open password-set', () => {
      expect(decide('/en/auth/password-set', INVITED)).toEqual({ action: 'allow' });
    });
  });

  it('waits while the account loads', () => {
    expect(decide('/admin', null, { auth: { status: 'loading', user: null } })).toEqual({
      action: 'wait',
    });
    expect(decide('/auth/login', null, { auth: { status: 'idle', user: null } })).toEqual({
      action: 'wait',
    });
  });

  it('shows an error on admin pages when the account cannot be read, but lets auth pages work', () => {
    const auth = { status: 'idle', user: null, error: new Error('offline') } as const;
    expect(decide('/admin', null, { auth })).toEqual({ action: 'deny', code: 500 });
    expect(decide('/auth/login', null, { auth })).toEqual({ action: 'allow' });
  });

  it('never guards public pages', () => {
    expect(decide('/', null, { auth: { status: 'idle', user: null } })).toEqual({
      action: 'allow',
    });
    expect(decide('/en/products', INVITED)).toEqual({ action: 'allow' });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin/users?search=a#top', '/admin/users?search=a#top'],
    ['/en/products', '/en/products'],
    ['https://evil.test/', undefined],
    ['//evil.test/admin', undefined],
    ['/\\evil.test', undefined],
    ['/auth/login', undefined],
    ['/en/auth/password-set', undefined],
    ['/admin\n', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it('builds the login path with or without a way back', () => {
    expect(loginPath('zh')).toBe('/zh/auth/login');
    expect(loginPath('es', '//evil')).toBe('/auth/login');
  });
});
