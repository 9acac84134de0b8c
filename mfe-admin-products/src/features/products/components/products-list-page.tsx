import {
  FilterFold,
  formatDateTime,
  LinkButton,
  PagedTable,
  PageHeader,
  useIsPhone,
  useListParams,
} from '@bolsos/admin-kit';
import { useAuthStore } from '@bolsos/auth-store';
import {
  ADMIN_ROUTES,
  API_BASE,
  API_PATHS,
  type Category,
  type Locale,
  type Product,
} from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { Link } from '@bolsos/router';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { PublishedTag } from '../../../shared/components/published-tag';
import { productName } from '../../../shared/lib/product-text';
import { PRODUCTS_PER_PAGE } from '../api/products-api';
import { useProducts } from '../hooks/use-products';
import {
  nextSort,
  productsListQuery,
  sortOrderOf,
  type SortField,
} from '../lib/products-list-query';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { ProductCompletenessCell } from './product-completeness-cell';
import { ProductsBulkBar } from './products-bulk-bar';
import { activeProductFilters, ProductsFilters, ProductsSearch } from './products-filters';

/**
 * /admin/products: search, filters (category, published, completeness) and the order, all in the
 * URL; the products table (names link to each product) with the pager label; row checkboxes
 * for bulk actions; the CSV export and the import page.
 */
export function ProductsListPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useAdminProductsT();
  const list = useListParams();
  const query = productsListQuery(list);
  const state = useProducts(query);
  const mayImport = useAuthStore((auth) => auth.hasRoles(ADMIN_ROUTES.productsImport.roles));
  const phone = useIsPhone();

  // A selection belongs to the rows it was made on: another page, filter or order starts empty,
  // so a bulk action never reaches rows the user can no longer see.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({
    key: queryKey,
    ids: [],
  });
  const selected = selection.key === queryKey ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ key: queryKey, ids });

  // The API sorts the whole list, so the table only shows the order the URL asks for; the
  // sorter's click and Enter write the next order and go back to the first page.
  const sortable = (field: SortField) => ({
    sorter: true,
    sortOrder: sortOrderOf(query.sort, field),
    onHeaderCell: () => {
      const apply = () => list.update({ sort: nextSort(query.sort, field), page: undefined });
      return {
        onClick: apply,
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter') apply();
        },
        'data-testid': `products-sort-${field}`,
      };
    },
  });

  const columns: TableColumnsType<Product> = [
    {
      title: t('admin.products.col.image'),
      key: 'image',
      width: 72,
      // The picture and the name stay in view while the rest of a wide row scrolls past.
      fixed: 'left',
      render: (_: unknown, product) => <ProductThumbnail product={product} />,
    },
    {
      title: t('admin.products.col.name'),
      key: 'name',
      fixed: 'left',
      ...sortable('name'),
      render: (_: unknown, product) => (
        <Link to={`${basename}/products/${product.id}`}>
          <Typography.Text strong lang={productName(product, locale).lang}>
            {productName(product, locale).name}
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
      ...sortable('price'),
      render: (price: string) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatPrice(price, locale)}</span>
      ),
    },
    {
      title: t('admin.products.col.published'),
      dataIndex: 'published',
      render: (published: boolean) => <PublishedTag published={published} />,
    },
    {
      title: t('admin.products.list.col.completeness'),
      key: 'completeness',
      render: (_: unknown, product) => (
        <ProductCompletenessCell product={product} locale={locale} />
      ),
    },
    {
      title: t('admin.products.list.col.updated'),
      dataIndex: 'updated_at',
      ...sortable('updated'),
      render: (value: string) => (
        <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(value, locale)}
        </time>
      ),
    },
  ];

  // A phone's row: the name that opens the product, its price and whether it is in the shop.
  const phoneColumns: TableColumnsType<Product> = [
    {
      title: t('admin.products.col.name'),
      key: 'name',
      ...sortable('name'),
      render: (_: unknown, product) => (
        <Flex vertical gap={4}>
          <Link to={`${basename}/products/${product.id}`}>
            <Typography.Text strong lang={productName(product, locale).lang}>
              {productName(product, locale).name}
            </Typography.Text>
          </Link>
          <Flex gap="small" wrap align="center">
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatPrice(product.price, locale)}
            </span>
            <PublishedTag published={product.published} />
          </Flex>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title={t('admin.products.title')}
        actions={
          <Flex gap="small" wrap>
            {/* A plain download: the session cookie goes with it, and the browser saves the file. */}
            <Button
              href={`${API_BASE}${API_PATHS.productsExport}`}
              download
              data-testid="products-export"
            >
              {t('admin.products.list.export')}
            </Button>
            {mayImport ? (
              <LinkButton to={`${basename}/products/import`} data-testid="products-import">
                {t('admin.products.list.import')}
              </LinkButton>
            ) : null}
            <LinkButton type="primary" to={`${basename}/products/create`}>
              {t('admin.products.create')}
            </LinkButton>
          </Flex>
        }
      />
      <Flex gap="middle" wrap>
        <ProductsSearch list={list} query={query} />
        {phone ? null : <ProductsFilters list={list} query={query} />}
      </Flex>
      <FilterFold
        active={activeProductFilters(query) + selected.length}
        data-testid="products-fold"
      >
        {phone ? <ProductsFilters list={list} query={query} /> : null}
        <ProductsBulkBar
          ids={selected}
          onClear={() => select([])}
          onDone={() => {
            select([]);
            state.reload();
          }}
        />
      </FilterFold>
      <PagedTable<Product>
        data-testid="products-table"
        state={state}
        columns={columns}
        phoneColumns={phoneColumns}
        list={list}
        perPage={PRODUCTS_PER_PAGE}
        emptyText={t('admin.products.empty')}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => select(keys.map(Number)),
          // antd names these in English whatever the page's language.
          getTitleCheckboxProps: () => ({ 'aria-label': t('admin.products.list.select_all') }),
          getCheckboxProps: (product) => ({
            'aria-label': t('admin.products.list.select', {
              name: productName(product, locale).name,
            }),
          }),
        }}
      />
    </Flex>
  );
}
