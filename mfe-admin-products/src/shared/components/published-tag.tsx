import { Tag } from 'antd';
import { useAdminProductsT } from '../i18n/use-admin-products-t';

export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useAdminProductsT();
  return published ? (
    <Tag color="green">{t('admin.products.status.published')}</Tag>
  ) : (
    <Tag>{t('admin.products.status.draft')}</Tag>
  );
}
