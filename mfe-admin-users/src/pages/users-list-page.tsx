import { useAuthStore } from '@bolsos/auth-store';
import type { User } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { Alert, Button, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUsers } from '../queries/use-users';

const PER_PAGE = 20;

/** /admin/users: search, table and the '{first}-{last} of {totalRecords}' pager. */
export function UsersListPage({ basename }: { basename: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const state = useUsers({ page, perPage: PER_PAGE, search });
  // The shared auth store: the same state the shell's admin layout reads.
  const canCreate = useAuthStore((auth) => auth.hasRoles(['admin', 'manager']));
  const data = state.status === 'failed' ? undefined : state.data;

  const columns: TableColumnsType<User> = [
    { title: t('admin.users.col.id'), dataIndex: 'id', width: 80 },
    {
      title: t('admin.users.col.name'),
      dataIndex: 'name',
      render: (name: string, user) => <Link to={`${basename}/users/${user.id}`}>{name}</Link>,
    },
    { title: t('admin.users.col.email'), dataIndex: 'email' },
    {
      title: t('admin.users.col.roles'),
      dataIndex: 'roles',
      render: (roles: User['roles']) =>
        roles.map((role) => <Tag key={role}>{t(`admin.roles.${role}`)}</Tag>),
    },
    {
      title: t('admin.users.col.password_set'),
      dataIndex: 'password_set_at',
      render: (value: string | null) =>
        value ? t('common.yes') : t('admin.users.invitation_pending'),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Title level={2}>{t('admin.users.title')}</Typography.Title>
        {canCreate ? (
          <Link to={`${basename}/users/create`}>
            <Button type="primary">{t('admin.users.create')}</Button>
          </Link>
        ) : null}
      </Flex>
      <Input.Search
        allowClear
        placeholder={t('admin.users.search')}
        aria-label={t('admin.users.search')}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
      />
      {state.status === 'failed' ? (
        <Alert type="error" showIcon title={t('error.request')} />
      ) : null}
      <Table<User>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={state.status === 'loading'}
        locale={{ emptyText: t('admin.users.empty') }}
        pagination={{
          current: page,
          pageSize: PER_PAGE,
          total: data?.meta.total ?? 0,
          showSizeChanger: false,
          showTotal: (total, [first, last]) =>
            t('admin.pager', { first, last, totalRecords: total }),
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
