import {
  API_PATHS,
  CATEGORIES,
  isCategory,
  type Category,
  type Locale,
  type Product,
} from '@bolsos/contracts';
import { formatPrice, useTranslation } from '@bolsos/i18n';
import {
  Alert,
  Button,
  Flex,
  Input,
  Select,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePaginated } from '../queries/use-paginated';

const PER_PAGE = 20;

export function productName(product: Product, locale: Locale): string {
  return (product.translations[locale] ?? product.translations.es).name;
}

/** /admin/products: search, category filter, table and the pager label. */
export function ProductsListPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Category | undefined>();
  const state = usePaginated<Product>(API_PATHS.products, {
    search: search || undefined,
    category,
    page,
    per_page: PER_PAGE,
  });
  const data = state.status === 'failed' ? undefined : state.data;

  const columns: TableColumnsType<Product> = [
    {
      title: t('admin.products.col.name'),
      key: 'name',
      render: (_: unknown, product) => (
        <Link to={`${basename}/products/${product.id}`}>{productName(product, locale)}</Link>
      ),
    },
    {
      title: t('admin.products.col.category'),
      dataIndex: 'category',
      render: (value: Category) => t(`store.category.${value}`),
    },
    {
      title: t('admin.products.col.price'),
      dataIndex: 'price',
      align: 'right',
      render: (price: string) => formatPrice(price, locale),
    },
    {
      title: t('admin.products.col.published'),
      dataIndex: 'published',
      render: (published: boolean) => (
        <Tag color={published ? 'green' : undefined}>
          {published ? t('common.yes') : t('common.no')}
        </Tag>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Title level={2}>{t('admin.products.title')}</Typography.Title>
        <Link to={`${basename}/products/create`}>
          <Button type="primary">{t('admin.products.create')}</Button>
        </Link>
      </Flex>
      <Flex gap="middle" wrap>
        <Input.Search
          allowClear
          style={{ maxWidth: 360 }}
          placeholder={t('admin.products.search')}
          aria-label={t('admin.products.search')}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Select<string>
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('admin.products.all_categories')}
          aria-label={t('admin.products.col.category')}
          value={category}
          onChange={(value) => {
            setCategory(isCategory(value) ? value : undefined);
            setPage(1);
          }}
          options={CATEGORIES.map((value) => ({ value, label: t(`store.category.${value}`) }))}
        />
      </Flex>
      {state.status === 'failed' ? (
        <Alert type="error" showIcon title={t('error.request')} />
      ) : null}
      <Table<Product>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={state.status === 'loading'}
        locale={{ emptyText: t('admin.products.empty') }}
        pagination={{
          current: page,
          pageSize: PER_PAGE,
          total: data?.meta.total ?? 0,
          showSizeChanger: false,
          showTotal: (total, [first, last]) =>
            t('admin.pager', { first, last, totalRecords: total }),
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
