import { api } from '@bolsos/api-client';
import { API_PATHS, type Locale, type Popular } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { productName } from './products-list-page';

type PopularsState =
  { status: 'loading' } | { status: 'ready'; populars: Popular[] } | { status: 'failed' };

/** /admin/populars: the popular products in shop order (GET /api/populars). */
export function PopularsPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PopularsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api.get<{ data: Popular[] }>(API_PATHS.populars, { signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', populars: answer.data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  const columns: TableColumnsType<Popular> = [
    { title: '#', dataIndex: 'position', width: 64 },
    {
      title: t('admin.products.col.name'),
      key: 'name',
      render: (_: unknown, popular) => productName(popular.product, locale),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2}>{t('admin.populars.title')}</Typography.Title>
      {state.status === 'failed' ? (
        <Alert type="error" showIcon title={t('error.request')} />
      ) : null}
      <Table<Popular>
        rowKey="id"
        columns={columns}
        dataSource={state.status === 'ready' ? state.populars : []}
        loading={state.status === 'loading'}
        locale={{ emptyText: t('admin.populars.empty') }}
        pagination={false}
      />
    </Flex>
  );
}
