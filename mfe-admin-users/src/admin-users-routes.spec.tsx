import { screen } from '@testing-library/react';
import { user } from '../test/fixtures';
import { mockApi, pagedAnswer } from '@bolsos/api-client/testing';
import { createI18n } from '@bolsos/i18n/server';
import { renderAt } from '../test/render-at';

describe('AdminUsersRoutes', () => {
  const admin = user(1, { roles: ['admin'] });

  it('serves the list, create, detail and edit pages under /admin', async () => {
    mockApi({
      'GET /users': { data: [], meta: { total: 0, page: 1, per_page: 20, from: 0, to: 0 } },
      'GET /users/4': { data: user(4, { name: 'Cuatro' }) },
    });
    const list = renderAt('/admin/users', { user: admin });
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    list.unmount();
    const create = renderAt('/admin/users/create', { user: admin });
    expect(screen.getByRole('heading', { name: 'Invite user' })).toBeInTheDocument();
    create.unmount();
    const detail = renderAt('/admin/users/4', { user: admin });
    expect(await screen.findByRole('heading', { name: /^User: / })).toBeInTheDocument();
    expect(screen.getByText('Cuatro')).toBeInTheDocument();
    detail.unmount();
    renderAt('/admin/users/4/edit', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Edit user' })).toBeInTheDocument();
  });

  it('registers its strings when loaded, so instances made before any render hold them', () => {
    expect(createI18n('zh').t('admin.users.title', { ns: 'adminUsers' })).toBe('用户');
  });

  it.each([
    ['zh', '用户', '按姓名或电子邮件搜索', '角色'],
    ['en', 'Users', 'Search by name or e-mail', 'Roles'],
  ] as const)(
    'renders the list in %s with its own strings next to the common ones',
    async (locale, heading, search, roles) => {
      mockApi({ 'GET /users': pagedAnswer([user(2, { name: 'Luis' })]) });
      renderAt('/admin/users', { user: admin, locale });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: search })).toBeInTheDocument();
      // admin.users.col.roles stays in the shell's catalogue: found through the fallback.
      expect(await screen.findByRole('columnheader', { name: roles })).toBeInTheDocument();
    },
  );

  it('answers 404 inside the layout for users paths it has no page for', () => {
    const api = mockApi({});
    renderAt('/admin/users/4/photos', { user: admin });
    expect(screen.getByText('Page Not Found: /admin/users/4/photos')).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });
});
