import type { Role } from '@bolsos/contracts';
import { Tag } from 'antd';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';

const ROLE_COLORS: Record<Role, string> = { admin: 'volcano', manager: 'blue' };

export function RoleTags({ roles }: { roles: readonly Role[] }) {
  const { t } = useAdminUsersT();
  return (
    <>
      {roles.map((role) => (
        <Tag key={role} color={ROLE_COLORS[role]}>
          {t(`admin.roles.${role}`)}
        </Tag>
      ))}
    </>
  );
}
