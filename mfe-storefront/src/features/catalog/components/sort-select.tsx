import { PRODUCT_SORTS, type ProductSort } from '@bolsos/contracts';
import { useId } from 'react';
import { useSearchParams } from '@bolsos/router';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';

/** Newest first (the default, no parameter) or by price; a new order starts at page 1. */
export function SortSelect({ sort }: { sort?: ProductSort }) {
  const { t } = useStorefrontT();
  const id = useId();
  const [, setSearch] = useSearchParams();
  // A choice made in the server's HTML before hydration would do nothing.
  const hydrated = useHydrated();
  return (
    <div className="sf-sort">
      <label htmlFor={id}>{t('store.sort')}</label>
      <select
        id={id}
        value={sort ?? 'newest'}
        disabled={!hydrated}
        data-testid="catalog-sort"
        onChange={(event) =>
          setSearch((previous) => {
            const next = new URLSearchParams(previous);
            next.delete('page');
            if (event.target.value === 'newest') next.delete('sort');
            else next.set('sort', event.target.value);
            return next;
          })
        }
      >
        {PRODUCT_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`store.sort.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
