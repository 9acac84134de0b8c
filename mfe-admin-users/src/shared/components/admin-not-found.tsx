import { Result } from 'antd';
import { useLocation } from '@bolsos/router';
import { useAdminUsersT } from '../i18n/use-admin-users-t';

/** A users path with no page, or an id that names no user. */
export function AdminNotFound() {
  const { t } = useAdminUsersT();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={t('error.title', { code: 404 })}
      subTitle={t('error.not_found_path', { path: pathname })}
    />
  );
}
