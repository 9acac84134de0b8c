import { Result } from 'antd';
import { useLocation } from '@bolsos/router';
import { useAdminProductsT } from '../i18n/use-admin-products-t';

/** A products path with no page in this release. */
export function AdminNotFound() {
  const { t } = useAdminProductsT();
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title={t('error.title', { code: 404 })}
      subTitle={t('error.not_found_path', { path: pathname })}
    />
  );
}
