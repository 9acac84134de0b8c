import { LoadErrorAlert, PageHeader } from '@bolsos/admin-kit';
import type { Locale, Popular } from '@bolsos/contracts';
import { formatPrice, useTranslation } from '@bolsos/i18n';
import { Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { PublishedTag } from '../../../shared/components/published-tag';
import { spanishName } from '../../../shared/lib/product-text';
import { usePopulars } from '../hooks/use-populars';

/**
 * /admin/populars: the products of the storefront's Popular section, in its order (read-only
 * here; adding, removing and reordering arrive with the populars issue).
 */
export function PopularsPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const state = usePopulars();

  const columns: TableColumnsType<Popular> = [
    { title: '#', key: 'position', width: 56, render: (_: unknown, _row, index) => index + 1 },
    {
      title: t('admin.products.col.image'),
      key: 'image',
      width: 72,
      render: (_: unknown, popular) => <ProductThumbnail product={popular.product} />,
    },
    {
      title: t('admin.products.col.name'),
      key: 'name',
      render: (_: unknown, popular) => (
        <Typography.Text strong lang="es">
          {spanishName(popular.product)}
        </Typography.Text>
      ),
    },
    {
      title: t('admin.products.col.category'),
      key: 'category',
      render: (_: unknown, popular) => t(`store.category.${popular.product.category}`),
    },
    {
      title: t('admin.products.col.price'),
      key: 'price',
      align: 'right',
      render: (_: unknown, popular) => formatPrice(popular.product.price, locale),
    },
    {
      title: t('admin.products.col.published'),
      key: 'published',
      render: (_: unknown, popular) => <PublishedTag published={popular.product.published} />,
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('admin.populars.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('admin.populars.intro')}
      </Typography.Paragraph>
      {state.status === 'failed' ? <LoadErrorAlert onRetry={state.reload} /> : null}
      <Table<Popular>
        data-testid="populars-table"
        rowKey="id"
        columns={columns}
        dataSource={state.status === 'failed' ? [] : (state.data?.data ?? [])}
        loading={state.status === 'loading'}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              data-testid="populars-empty"
              description={
                <>
                  <Typography.Text strong>{t('admin.populars.empty')}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {t('admin.populars.empty_hint')}
                  </Typography.Text>
                </>
              }
            />
          ),
        }}
      />
    </Flex>
  );
}
