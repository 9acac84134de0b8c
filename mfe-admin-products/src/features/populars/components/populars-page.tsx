import { ConfirmButton, LoadErrorAlert, PageHeader } from '@bolsos/admin-kit';
import type { Locale, Popular, Product } from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { Link } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { MoveButtons } from '../../../shared/components/move-buttons';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { PublishedTag } from '../../../shared/components/published-tag';
import { spanishName } from '../../../shared/lib/product-text';
import { addPopular, removePopular, reorderPopulars } from '../api/populars-api';
import { usePopulars } from '../hooks/use-populars';
import { PopularProductPicker } from './popular-product-picker';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * /admin/populars: the products of the storefront's Popular section, in its order. Add one
 * (product search), remove one (after a confirmation), move one up or down; every change is
 * saved at once and the list is read again from the API.
 */
export function PopularsPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useAdminProductsT();
  const state = usePopulars();
  const [busy, setBusy] = useState(false);
  const rows = state.status === 'failed' ? [] : (state.data?.data ?? []);
  const taken = new Set(rows.map((row) => row.product_id));

  // Failures were toasted by the API client; reading the list again shows where things stand.
  const change = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // toasted
    } finally {
      setBusy(false);
      state.reload();
    }
  };

  const add = (product: Product) =>
    change(async () => {
      await addPopular(product.id);
      toast.success(t('admin.populars.added', { name: spanishName(product) }));
    });

  const move = (index: number, offset: -1 | 1) =>
    change(() => {
      const ids = rows.map((row) => row.id);
      [ids[index], ids[index + offset]] = [ids[index + offset], ids[index]];
      return reorderPopulars(ids);
    });

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
        <Link to={`${basename}/products/${popular.product_id}`}>
          <Typography.Text strong lang="es">
            {spanishName(popular.product)}
          </Typography.Text>
        </Link>
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
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, popular, index) => {
        const name = spanishName(popular.product);
        return (
          <Flex gap={4}>
            <MoveButtons
              index={index}
              count={rows.length}
              disabled={busy}
              upLabel={t('admin.populars.move_up', { name })}
              downLabel={t('admin.populars.move_down', { name })}
              onMove={(from, offset) => void move(from, offset)}
            />
            <ConfirmButton
              size="small"
              danger
              disabled={busy}
              aria-label={`${t('admin.populars.remove')} ${name}`}
              question={t('admin.populars.remove_confirm', { name })}
              confirmText={t('admin.populars.remove')}
              onConfirm={async () => {
                await removePopular(popular.id);
                toast.success(t('admin.populars.removed', { name }));
                state.reload();
              }}
            >
              {t('admin.populars.remove')}
            </ConfirmButton>
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('admin.populars.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('admin.populars.intro')}
      </Typography.Paragraph>
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong>{t('admin.populars.add')}</Typography.Text>
        <PopularProductPicker
          taken={taken}
          disabled={busy}
          onPick={(product) => void add(product)}
        />
      </Flex>
      {state.status === 'failed' ? (
        <LoadErrorAlert error={state.error} onRetry={state.reload} />
      ) : (
        <Table<Popular>
          data-testid="populars-table"
          rowKey="id"
          columns={columns}
          dataSource={rows}
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
      )}
    </Flex>
  );
}
