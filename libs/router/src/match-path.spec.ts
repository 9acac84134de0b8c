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
