import {
  FilterFold,
  formatDate,
  LinkButton,
  PagedTable,
  PageHeader,
  SearchBox,
  useIsPhone,
  useListParams,
} from '@bolsos/admin-kit';
import { useAuthStore } from '@bolsos/auth-store';
import {
  ADMIN_ROUTES,
  ROLES,
  USER_SORTS,
  type Locale,
  type Role,
  type StaffUser,
  type User,
  type UserSort,
} from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { Flex, Select, Tag, Typography, type TableColumnsType } from 'antd';
import type { KeyboardEvent } from 'react';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { USERS_PER_PAGE } from '../api/users-api';
import { useUsers } from '../hooks/use-users';
import { RoleTags } from './role-tags';

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

type SortField = 'name' | 'created';
type SortOrder = 'ascend' | 'descend' | null;

/** The column's arrow for `?sort=`: `name` is A to Z, `-name` Z to A. */
function sortOrderOf(sort: UserSort | undefined, field: SortField): SortOrder {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** antd's own cycle (ascending, descending, none), written to the URL instead of table state. */
function nextSort(sort: UserSort | undefined, field: SortField): UserSort | undefined {
  const order = sortOrderOf(sort, field);
  if (order === null) return field;
  return order === 'ascend' ? `-${field}` : undefined;
}

/**
 * /admin/users (admin): search, users table and the '{first}-{last} of {totalRecords}' pager;
 * a row's name opens the user's page, its Edit the form.
 */
export function UsersListPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useAdminUsersT();
  const list = useListParams();
  const search = list.get('search');
  const role = oneOf<Role>(ROLES, list.get('role'));
  const sort = oneOf<UserSort>(USER_SORTS, list.get('sort'));
  const state = useUsers({ search, page: list.page, role, sort });
  const canCreate = useAuthStore((auth) => auth.hasRoles(ADMIN_ROUTES.usersCreate.roles));
  const phone = useIsPhone();

  // The API sorts the whole list, so the table only shows the order the URL asks for; the sorter's
  // click and Enter (antd calls these after its own, which is a no-op on controlled columns)
  // write the next order and go back to the first page.
  const sortable = (field: SortField) => ({
    sorter: true,
    sortOrder: sortOrderOf(sort, field),
    onHeaderCell: () => {
      const apply = () => list.update({ sort: nextSort(sort, field), page: undefined });
      return {
        onClick: apply,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter') apply();
        },
        'data-testid': `users-sort-${field}`,
      };
    },
  });

  const editButton = (row: User) => (
    <LinkButton
      type="link"
      size="small"
      to={`${basename}/users/${row.id}/edit`}
      aria-label={t('admin.users.edit_named', { name: row.name })}
    >
      {t('common.edit')}
    </LinkButton>
  );

  // Lifted from the user's page, where the notice says until when.
  const lockTag = (row: StaffUser) =>
    row.locked_until ? <Tag color="red">{t('admin.users.locked')}</Tag> : null;

  const columns: TableColumnsType<StaffUser> = [
    {
      title: t('admin.users.col.name'),
      dataIndex: 'name',
      // The name stays in view while the rest of a wide row scrolls past.
      fixed: 'left',
      ...sortable('name'),
      render: (name: string, row) => (
        <Flex wrap gap={4} align="center">
          <Link to={`${basename}/users/${row.id}`}>
            <Typography.Text strong>{name}</Typography.Text>
          </Link>
          {lockTag(row)}
        </Flex>
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
      ...sortable('created'),
      render: (value: string) => (
        <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
          {formatDate(value, locale)}
        </time>
      ),
    },
    {
      title: t('admin.users.col.actions'),
      key: 'actions',
      render: (_: unknown, row) => editButton(row),
    },
  ];

  // A phone's row: the name that opens the user, the e-mail, the roles and Edit.
  const phoneColumns: TableColumnsType<StaffUser> = [
    {
      title: t('admin.users.col.name'),
      dataIndex: 'name',
      ...sortable('name'),
      render: (name: string, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Link to={`${basename}/users/${row.id}`}>
            <Typography.Text strong>{name}</Typography.Text>
          </Link>
          {lockTag(row)}
          <Typography.Text type="secondary">{row.email}</Typography.Text>
          <RoleTags roles={row.roles} />
        </Flex>
      ),
    },
    {
      title: t('admin.users.col.actions'),
      key: 'actions',
      width: 96,
      render: (_: unknown, row) => editButton(row),
    },
  ];

  const roleFilter = (
    <label>
      <div>{t('admin.users.filter.role')}</div>
      <Select<Role | ''>
        style={{ width: phone ? '100%' : 200 }}
        aria-label={t('admin.users.filter.role')}
        data-testid="users-role"
        value={role ?? ''}
        options={[
          { value: '', label: t('admin.users.filter.all_roles') },
          ...ROLES.map((value) => ({ value, label: t(`admin.roles.${value}`) })),
        ]}
        onChange={(value) => list.update({ role: value, page: undefined })}
      />
    </label>
  );

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
      <Flex gap="middle" wrap align="end">
        <SearchBox
          label={t('admin.users.search')}
          initial={search}
          style={{ width: 420, maxWidth: '100%' }}
          data-testid="users-search"
          onSearch={(term) => list.update({ search: term, page: undefined }, { replace: true })}
        />
        {phone ? null : roleFilter}
      </Flex>
      {phone ? (
        <FilterFold active={role ? 1 : 0} data-testid="users-fold">
          {roleFilter}
        </FilterFold>
      ) : null}
      <PagedTable<StaffUser>
        data-testid="users-table"
        state={state}
        columns={columns}
        phoneColumns={phoneColumns}
        list={list}
        perPage={USERS_PER_PAGE}
        emptyText={t('admin.users.empty')}
      />
    </Flex>
  );
}
