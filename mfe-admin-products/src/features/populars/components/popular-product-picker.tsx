import { useDebouncedSearch, useRemoteData } from '@bolsos/admin-kit';
import type { Product } from '@bolsos/contracts';
import { Select } from 'antd';
import { useCallback, useState } from 'react';
import { useProductName } from '../../../shared/lib/product-text';
import { searchProducts } from '../api/populars-api';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * A product search (GET /api/products?search=, debounced like every search) whose choice is
 * handed to `onPick`. Products already popular are listed but cannot be picked again.
 */
export function PopularProductPicker({
  taken,
  disabled,
  onPick,
}: {
  taken: ReadonlySet<number>;
  disabled?: boolean;
  onPick: (product: Product) => void;
}) {
  const { t } = useAdminProductsT();
  const nameOf = useProductName();
  const [term, setTerm] = useState('');
  const search = useDebouncedSearch({ onSearch: setTerm });
  const load = useCallback((signal: AbortSignal) => searchProducts(term, signal), [term]);
  const state = useRemoteData(`popular-picker-${term}`, load);
  const products = state.status === 'failed' ? [] : (state.data?.data ?? []);

  return (
    <Select<number | null>
      showSearch
      filterOption={false}
      value={null}
      searchValue={search.value}
      onSearch={search.change}
      loading={state.status === 'loading'}
      disabled={disabled}
      placeholder={t('admin.populars.select_product')}
      aria-label={t('admin.populars.search_product')}
      data-testid="popular-picker"
      style={{ minWidth: 320 }}
      notFoundContent={state.status === 'loading' ? t('common.loading') : t('admin.products.empty')}
      options={products.map((product) => ({
        value: product.id,
        label: taken.has(product.id)
          ? `${nameOf(product).name} · ${t('admin.populars.already')}`
          : nameOf(product).name,
        disabled: taken.has(product.id),
      }))}
      onChange={(id) => {
        const product = products.find((candidate) => candidate.id === id);
        if (product) onPick(product);
        search.submit('');
      }}
    />
  );
}
