import type { Role } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { Tag } from 'antd';

const ROLE_COLORS: Record<Role, string> = { admin: 'volcano', manager: 'blue' };

export function RoleTags({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
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
