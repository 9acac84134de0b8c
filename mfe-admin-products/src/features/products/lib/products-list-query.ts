import type { ListParams } from '@bolsos/admin-kit';
import {
  MISSING_LOCALES,
  STAFF_PRODUCT_SORTS,
  isCategory,
  type StaffProductSort,
} from '@bolsos/contracts';
import type { ProductsQuery } from '../api/products-api';

export type SortField = 'name' | 'price' | 'updated';
export type SortOrder = 'ascend' | 'descend' | null;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The products list's query as the URL holds it (`?search=&category=&published=&missing=&sort=
 * &page=`). A value the API would refuse (a typed or stale link) is read as "no filter", so a bad
 * link still shows a list.
 */
export function productsListQuery(list: ListParams): ProductsQuery {
  const category = list.get('category');
  const published = list.get('published');
  return {
    search: list.get('search'),
    category: isCategory(category) ? category : undefined,
    published: published === 'true' ? true : published === 'false' ? false : undefined,
    missing: oneOf(MISSING_LOCALES, list.get('missing')),
    sort: oneOf(STAFF_PRODUCT_SORTS, list.get('sort')),
    page: list.page,
  };
}

/** The column's arrow for `?sort=`: `price` is ascending, `-price` descending. */
export function sortOrderOf(sort: StaffProductSort | undefined, field: SortField): SortOrder {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** antd's own cycle (ascending, descending, none), written to the URL instead of table state. */
export function nextSort(
  sort: StaffProductSort | undefined,
  field: SortField,
): StaffProductSort | undefined {
  const order = sortOrderOf(sort, field);
  if (order === null) return field;
  return order === 'ascend' ? `-${field}` : undefined;
}
