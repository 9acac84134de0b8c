import { LinkButton, PagedTable, PageHeader, SearchBox, useListParams } from '@bolsos/admin-kit';
import { useAuthStore } from '@bolsos/auth-store';
import { ADMIN_ROUTES, type Locale, type User } from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { formatDate } from '../../../shared/lib/format-date';
import { USERS_PER_PAGE } from '../api/users-api';
import { useUsers } from '../hooks/use-users';
import { RoleTags } from './role-tags';

/**
 * /admin/users (admin): search, users table and the '{first}-{last} of {totalRecords}' pager;
 * a row's name opens the user's page, its Edit the form.
 */
export function UsersListPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useAdminUsersT();
  const list = useListParams();
  const search = list.get('search');
  const state = useUsers({ search, page: list.page });
  const canCreate = useAuthStore((auth) => auth.hasRoles(ADMIN_ROUTES.usersCreate.roles));

  const columns: TableColumnsType<User> = [
    {
      title: t('admin.users.col.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link to={`${basename}/users/${row.id}`}>
          <Typography.Text strong>{name}</Typography.Text>
        </Link>
      ),
    },
    { title: t('admin.users.col.email'), dataIndex: 'email' },
    {
      title: t('admin.users.col.roles'),
      dataIndex: 'roles',
      render: (roles: User['roles']) => <RoleTags roles={roles} />,
    },
    {
      title: t('admin.users.col.password_set'),
      dataIndex: 'password_set_at',
      render: (value: string | null) =>
        value ? (
          <Tag color="green">{t('common.yes')}</Tag>
        ) : (
          <Tag color="gold">{t('admin.users.invitation_pending')}</Tag>
        ),
    },
    {
      title: t('admin.users.col.created'),
      dataIndex: 'created_at',
      render: (value: string) => (
        <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(value, locale)}
        </time>
      ),
    },
    {
      title: t('admin.users.col.actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <LinkButton
          type="link"
          size="small"
          to={`${basename}/users/${row.id}/edit`}
          aria-label={t('admin.users.edit_named', { name: row.name })}
        >
          {t('common.edit')}
        </LinkButton>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('admin.users.title')}
        actions={
          canCreate ? (
            <LinkButton type="primary" to={`${basename}/users/create`} data-testid="users-create">
              {t('admin.users.create')}
            </LinkButton>
          ) : null
        }
      />
      <SearchBox
        label={t('admin.users.search')}
        initial={search}
        style={{ maxWidth: 420 }}
        data-testid="users-search"
        onSearch={(term) => list.update({ search: term, page: undefined }, { replace: true })}
      />
      <PagedTable<User>
        data-testid="users-table"
        state={state}
        columns={columns}
        list={list}
        perPage={USERS_PER_PAGE}
        emptyText={t('admin.users.empty')}
      />
    </Flex>
  );
}
