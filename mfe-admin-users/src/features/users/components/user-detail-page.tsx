import { formatDate, LinkButton, PageHeader } from '@bolsos/admin-kit';
import type { Locale, StaffUser } from '@bolsos/contracts';
import { Card, Descriptions, Flex, Tag, type DescriptionsProps } from 'antd';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { RecordHistory } from '../../../shared/components/record-history';
import { DeleteUserButton } from './delete-user-button';
import { RoleTags } from './role-tags';
import { SignInLockNotice } from './sign-in-lock-notice';
import { UserRecord } from './user-record';

function Timestamp({ value, locale }: { value: string; locale: Locale }) {
  return <time dateTime={value}>{formatDate(value, locale)}</time>;
}

/**
 * /admin/users/{id} (admin): who the user is, whether they set a password, a sign-in lock to lift,
 * edit and delete, and the History of what was done to the account and its sign-ins.
 */
export function UserDetailPage({ basename, locale }: { basename: string; locale: Locale }) {
  return (
    <UserRecord>
      {(user) => <UserDetail user={user} basename={basename} locale={locale} />}
    </UserRecord>
  );
}

function UserDetail({
  user,
  basename,
  locale,
}: {
  user: StaffUser;
  basename: string;
  locale: Locale;
}) {
  const { t } = useAdminUsersT();
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: t('admin.users.col.id'), children: user.id },
    { key: 'name', label: t('admin.users.col.name'), children: user.name },
    { key: 'email', label: t('admin.users.col.email'), children: user.email },
    { key: 'roles', label: t('admin.users.col.roles'), children: <RoleTags roles={user.roles} /> },
    {
      key: 'password',
      label: t('admin.users.password'),
      children: user.password_set_at ? (
        <Tag color="green">
          {t('admin.users.password_set_on', { date: formatDate(user.password_set_at, locale) })}
        </Tag>
      ) : (
        <Tag color="gold">{t('admin.users.invitation_pending')}</Tag>
      ),
    },
    {
      key: 'created',
      label: t('admin.users.col.created'),
      children: <Timestamp value={user.created_at} locale={locale} />,
    },
    {
      key: 'updated',
      label: t('admin.users.col.updated'),
      children: <Timestamp value={user.updated_at} locale={locale} />,
    },
  ];
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 800 }}>
      <PageHeader
        title={t('admin.users.detail_title', { name: user.name })}
        actions={
          <>
            <LinkButton to={`${basename}/users`}>{t('common.back')}</LinkButton>
            <LinkButton type="primary" to={`${basename}/users/${user.id}/edit`}>
              {t('common.edit')}
            </LinkButton>
            <DeleteUserButton user={user} basename={basename} />
          </>
        }
      />
      <SignInLockNotice user={user} locale={locale} />
      <Card>
        <Descriptions column={1} bordered items={items} data-testid="user-detail" />
      </Card>
      <RecordHistory entity="user" id={user.id} locale={locale} basename={basename} />
    </Flex>
  );
}
