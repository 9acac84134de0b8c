import { LinkButton, PagedTable, PageHeader, SearchBox, useListParams } from '@bolsos/admin-kit';
import {
  CATEGORIES,
  isCategory,
  type Category,
  type Locale,
  type Product,
} from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { Link } from '@bolsos/router';
import { Flex, Select, Typography, type TableColumnsType } from 'antd';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { PublishedTag } from '../../../shared/components/published-tag';
import { spanishName } from '../../../shared/lib/product-text';
import { PRODUCTS_PER_PAGE } from '../api/products-api';
import { useProducts } from '../hooks/use-products';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/** /admin/products: search, category filter, products table (names link to each product) and the pager label. */
export function ProductsListPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useAdminProductsT();
  const list = useListParams();
  const search = list.get('search');
  const rawCategory = list.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const state = useProducts({ search, category, page: list.page });

  const columns: TableColumnsType<Product> = [
    {
      title: t('admin.products.col.image'),
      key: 'image',
      width: 72,
      render: (_: unknown, product) => <ProductThumbnail product={product} />,
    },
    {
      title: t('admin.products.col.name'),
      key: 'name',
      render: (_: unknown, product) => (
        <Link to={`${basename}/products/${product.id}`}>
          <Typography.Text strong lang="es">
            {spanishName(product)}
          </Typography.Text>
        </Link>
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
      render: (price: string) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPrice(price, locale)}</span>
      ),
    },
    {
      title: t('admin.products.col.published'),
      dataIndex: 'published',
      render: (published: boolean) => <PublishedTag published={published} />,
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('admin.products.title')}
        actions={
          <LinkButton type="primary" to={`${basename}/products/create`}>
            {t('admin.products.create')}
          </LinkButton>
        }
      />
      <Flex gap="middle" wrap>
        <SearchBox
          label={t('admin.products.search')}
          initial={search}
          style={{ maxWidth: 360 }}
          data-testid="products-search"
          onSearch={(term) => list.update({ search: term, page: undefined }, { replace: true })}
        />
        <Select<string>
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('admin.products.all_categories')}
          aria-label={t('admin.products.col.category')}
          data-testid="products-category"
          value={category}
          onChange={(value) =>
            list.update({ category: isCategory(value) ? value : undefined, page: undefined })
          }
          options={CATEGORIES.map((value) => ({ value, label: t(`store.category.${value}`) }))}
        />
      </Flex>
      <PagedTable<Product>
        data-testid="products-table"
        state={state}
        columns={columns}
        list={list}
        perPage={PRODUCTS_PER_PAGE}
        emptyText={t('admin.products.empty')}
      />
    </Flex>
  );
}
