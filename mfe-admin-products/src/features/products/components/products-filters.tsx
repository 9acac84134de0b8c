import { SearchBox, type ListParams } from '@bolsos/admin-kit';
import { CATEGORIES, MISSING_LOCALES, isCategory, type MissingLocale } from '@bolsos/contracts';
import { Select } from 'antd';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import type { ProductsQuery } from '../api/products-api';

/** The products list's search: it writes the URL and goes back to page 1, as the filters do. */
export function ProductsSearch({ list, query }: { list: ListParams; query: ProductsQuery }) {
  const { t } = useAdminProductsT();
  return (
    <SearchBox
      label={t('admin.products.search')}
      initial={query.search}
      style={{ maxWidth: 360 }}
      data-testid="products-search"
      onSearch={(term) => list.update({ search: term, page: undefined }, { replace: true })}
    />
  );
}

/** How many of the filters below are set: the folded filters' button shows it on a phone. */
export function activeProductFilters(query: ProductsQuery): number {
  return [query.category, query.published, query.missing].filter((value) => value !== undefined)
    .length;
}

/**
 * Category, published state and completeness of the products list. Each writes the URL and goes
 * back to page 1: the old page number means nothing in a different list.
 */
export function ProductsFilters({ list, query }: { list: ListParams; query: ProductsQuery }) {
  const { t } = useAdminProductsT();
  const missingLabels: Record<MissingLocale, string> = {
    en: t('admin.products.list.missing_en'),
    zh: t('admin.products.list.missing_zh'),
  };
  const published = query.published === undefined ? undefined : String(query.published);
  return (
    <>
      <Select<string>
        allowClear
        style={{ minWidth: 200 }}
        placeholder={t('admin.products.all_categories')}
        aria-label={t('admin.products.col.category')}
        data-testid="products-category"
        value={query.category}
        onChange={(value) =>
          list.update({ category: isCategory(value) ? value : undefined, page: undefined })
        }
        options={CATEGORIES.map((value) => ({ value, label: t(`store.category.${value}`) }))}
      />
      <Select<string>
        allowClear
        style={{ minWidth: 200 }}
        placeholder={t('admin.products.list.all_states')}
        aria-label={t('admin.products.list.filter.published')}
        data-testid="products-published"
        value={published}
        onChange={(value) =>
          list.update({
            published: value === 'true' || value === 'false' ? value : undefined,
            page: undefined,
          })
        }
        options={[
          { value: 'true', label: t('admin.products.list.only_published') },
          { value: 'false', label: t('admin.products.list.only_drafts') },
        ]}
      />
      <Select<string>
        allowClear
        style={{ minWidth: 200 }}
        placeholder={t('admin.products.list.all_completeness')}
        aria-label={t('admin.products.list.filter.missing')}
        data-testid="products-missing"
        value={query.missing}
        onChange={(value) =>
          list.update({
            missing: (MISSING_LOCALES as readonly string[]).includes(value) ? value : undefined,
            page: undefined,
          })
        }
        options={MISSING_LOCALES.map((value) => ({ value, label: missingLabels[value] }))}
      />
    </>
  );
}
