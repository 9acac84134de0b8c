import { ADMIN_MENU, menuTestId, selectedMenuKey, visibleMenu } from './admin-menu';

describe('admin menu', () => {
  it('lists dashboard, users, invite user, products, populars, messages, audit log, shop details, releases and profile', () => {
    expect(ADMIN_MENU.map((entry) => entry.key)).toEqual([
      '/admin',
      '/admin/users',
      '/admin/users/create',
      '/admin/products',
      '/admin/populars',
      '/admin/messages',
      '/admin/audit',
      '/admin/shop',
      '/admin/releases',
      '/admin/profile',
    ]);
  });

  it('shows users, the audit log, the shop’s details and the releases to admins only', () => {
    expect(visibleMenu(['admin']).map((entry) => entry.key)).toContain('/admin/users');
    expect(visibleMenu(['admin']).map((entry) => entry.key)).toContain('/admin/audit');
    expect(visibleMenu(['admin']).map((entry) => entry.key)).toContain('/admin/shop');
    expect(visibleMenu(['admin']).map((entry) => entry.key)).toContain('/admin/releases');
    expect(visibleMenu(['manager']).map((entry) => entry.key)).toEqual([
      '/admin',
      '/admin/users/create',
      '/admin/products',
      '/admin/populars',
      '/admin/messages',
      '/admin/profile',
    ]);
    expect(visibleMenu(['admin', 'manager'])).toHaveLength(10);
    // The inbox is for admins and managers: a user with neither role is not shown it.
    expect(visibleMenu([]).map((entry) => entry.key)).not.toContain('/admin/messages');
  });

  it.each([
    ['/admin', '/admin'],
    ['/admin/users/12/edit', '/admin/users'],
    ['/admin/users/create', '/admin/users/create'],
    ['/admin/products/create', '/admin/products'],
    ['/admin/populars', '/admin/populars'],
    ['/admin/messages/7', '/admin/messages'],
    ['/admin/audit', '/admin/audit'],
    ['/admin/releases', '/admin/releases'],
    ['/admin/profile', '/admin/profile'],
    ['/admin/nothing', '/admin'],
  ])('highlights %s under %s', (path, key) => {
    expect(selectedMenuKey(path)).toBe(key);
  });

  it('gives each entry its own test id', () => {
    const ids = ADMIN_MENU.map((entry) => menuTestId(entry.key));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual(['dashboard', 'users', 'users-create']);
  });
});
