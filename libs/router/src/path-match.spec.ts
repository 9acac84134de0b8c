import { createPath, decodePath, parsePath, resolveTo, routeScore } from './path-match';
import { matchPath } from './index';

describe('matchPath', () => {
  it("answers react-router's shape for a string pattern", () => {
    expect(matchPath('/users/:id', '/users/7')).toEqual({
      params: { id: '7' },
      pathname: '/users/7',
      pathnameBase: '/users/7',
      pattern: { path: '/users/:id', caseSensitive: false, end: true },
    });
  });

  it('matches whole paths, ignoring case and trailing slashes', () => {
    expect(
      matchPath({ path: '/admin/users/:id/edit', end: true }, '/ADMIN/Users/3/edit/'),
    ).toMatchObject({
      params: { id: '3' },
      pathname: '/ADMIN/Users/3/edit/',
      pathnameBase: '/ADMIN/Users/3/edit',
    });
    expect(matchPath({ path: '/admin/users/:id', end: true }, '/admin/users/3/edit')).toBeNull();
    expect(matchPath({ path: '/Admin', caseSensitive: true }, '/admin')).toBeNull();
  });

  it('matches a prefix when end is false, at segment boundaries only', () => {
    expect(matchPath({ path: '/admin', end: false }, '/admin/users')?.pathname).toBe('/admin');
    expect(matchPath({ path: '/admin', end: false }, '/administration')).toBeNull();
  });

  it('gives the splat as "*" and the base without it', () => {
    expect(matchPath('/admin/*', '/admin/products/5/edit')).toMatchObject({
      params: { '*': 'products/5/edit' },
      pathname: '/admin/products/5/edit',
      pathnameBase: '/admin',
    });
    expect(matchPath('/admin/*', '/admin')).toMatchObject({
      params: { '*': '' },
      pathnameBase: '/admin',
    });
    expect(matchPath('/admin/*', '/adminx')).toBeNull();
    expect(matchPath('*', '/x/y')).toMatchObject({ params: { '*': 'x/y' }, pathnameBase: '/' });
  });

  it('keeps regular expression characters literal', () => {
    expect(matchPath('/a.b/(c)', '/a.b/(c)')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });

  it('turns an encoded slash inside a param back into a slash', () => {
    expect(matchPath('/files/:name', '/files/a%2Fb')?.params).toEqual({ name: 'a/b' });
  });
});

describe('decodePath', () => {
  it('decodes each segment, keeping an encoded slash inside its segment', () => {
    expect(decodePath('/zh/%E4%BA%A7%E5%93%81/a%2Fb')).toBe('/zh/产品/a%2Fb');
  });

  it('leaves a malformed path as it is', () => {
    expect(decodePath('/a/%E4%ZZ')).toBe('/a/%E4%ZZ');
  });
});

describe('routeScore', () => {
  it('ranks static over dynamic over splat, deeper over shallower, index above its parent path', () => {
    const ranked = ['*', 'users/:id', '/admin/*', 'users/create', 'users', ':section'].sort(
      (a, b) => routeScore(b) - routeScore(a),
    );
    expect(ranked).toEqual(['users/create', 'users/:id', 'users', '/admin/*', ':section', '*']);
    expect(routeScore('', true)).toBeGreaterThan(routeScore(''));
  });
});

describe('parsePath and createPath', () => {
  it('split and join a path, query and hash', () => {
    expect(parsePath('/a/b?c=1#d')).toEqual({ pathname: '/a/b', search: '?c=1', hash: '#d' });
    expect(parsePath('?page=2')).toEqual({ search: '?page=2' });
    expect(createPath({ pathname: '/a', search: 'c=1', hash: 'd' })).toBe('/a?c=1#d');
    expect(createPath({ pathname: '/a', search: '?', hash: '#' })).toBe('/a');
  });
});

describe('resolveTo', () => {
  // Inside '/admin/*' and then 'products/:id': bases '/admin' and the whole '/admin/products/5'.
  const routes = ['/admin', '/admin/products/5'];

  it('keeps absolute paths, normalising dots and double slashes', () => {
    expect(resolveTo('/a//b/./c/../d?x=1', routes, '/admin/products/5')).toEqual({
      pathname: '/a/b/d',
      search: '?x=1',
      hash: '',
    });
  });

  it('resolves a relative path from the route it is rendered in', () => {
    expect(resolveTo('edit', routes, '/admin/products/5').pathname).toBe('/admin/products/5/edit');
    expect(resolveTo('.', routes, '/admin/products/5/').pathname).toBe('/admin/products/5/');
  });

  it('goes up one route per leading "..", or one segment with relative path', () => {
    expect(resolveTo('..', routes, '/admin/products/5').pathname).toBe('/admin');
    expect(resolveTo('../users', routes, '/admin/products/5').pathname).toBe('/admin/users');
    expect(resolveTo('..', routes, '/admin/products/5', true).pathname).toBe('/admin/products');
    expect(resolveTo('../../..', routes, '/admin/products/5').pathname).toBe('/');
  });

  it('keeps the location pathname for a query or hash alone', () => {
    expect(resolveTo({ search: '?page=2' }, routes, '/admin/products/5')).toEqual({
      pathname: '/admin/products/5',
      search: '?page=2',
      hash: '',
    });
    expect(resolveTo('#top', [], '/a').pathname).toBe('/a');
  });

  it('resolves from the root outside any route, and keeps an explicit trailing slash', () => {
    expect(resolveTo('x', [], '/deep/where').pathname).toBe('/x');
    expect(resolveTo('/x/', [], '/').pathname).toBe('/x/');
  });
});
