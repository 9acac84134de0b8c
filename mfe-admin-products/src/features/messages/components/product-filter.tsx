import { useDebouncedSearch, useRemoteData } from '@bolsos/admin-kit';
import { useCallback, useState } from 'react';
import { Select } from 'antd';
import { useProductName } from '../../../shared/lib/product-text';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { searchProducts } from '../api/messages-api';

/**
 * The list's "asked about" filter: a product search (debounced like every search). `label`
 * names the chosen product while it is not among the matches (e.g. after a reload).
 */
export function ProductFilter({
  value,
  label,
  onChange,
}: {
  value?: number;
  label?: string;
  onChange: (productId: number | undefined) => void;
}) {
  const { t } = useAdminProductsT();
  const nameOf = useProductName();
  const [term, setTerm] = useState('');
  const search = useDebouncedSearch({ onSearch: setTerm });
  const load = useCallback((signal: AbortSignal) => searchProducts(term, signal), [term]);
  const state = useRemoteData(`message-product-filter-${term}`, load);
  const products = state.status === 'failed' ? [] : (state.data?.data ?? []);
  const options = products.map((product) => ({ value: product.id, label: nameOf(product).name }));
  if (value && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: label ?? `#${value}` });
  }
  return (
    <Select<number>
      showSearch
      allowClear
      filterOption={false}
      value={value}
      searchValue={search.value}
      onSearch={search.change}
      loading={state.status === 'loading'}
      placeholder={t('admin.messages.all_products')}
      aria-label={t('admin.messages.filter_product')}
      data-testid="messages-product"
      style={{ minWidth: 240 }}
      notFoundContent={state.status === 'loading' ? t('common.loading') : t('admin.products.empty')}
      options={options}
      onChange={(id) => {
        onChange(typeof id === 'number' ? id : undefined);
        search.submit('');
      }}
    />
  );
}
