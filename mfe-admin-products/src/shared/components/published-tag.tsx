import { useTranslation } from '@bolsos/i18n';
import { Tag } from 'antd';

export function PublishedTag({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? (
    <Tag color="green">{t('admin.products.status.published')}</Tag>
  ) : (
    <Tag>{t('admin.products.status.draft')}</Tag>
  );
}
