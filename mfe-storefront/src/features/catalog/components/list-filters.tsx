import {
  LIMITS,
  PRICE_PARAMS,
  PRODUCT_SORTS,
  type ListParams,
  type PriceParam,
} from '@bolsos/contracts';
import { useSearchParams } from '@bolsos/router';
import { useId, type FormEvent } from 'react';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';

const LABELS = {
  min_price: 'store.filter.min_price',
  max_price: 'store.filter.max_price',
} as const satisfies Record<PriceParam, string>;

/** The filter's fields as the address spells them: blanks and the default order left out. */
function filterSearch(form: HTMLFormElement): URLSearchParams {
  const data = new FormData(form);
  const next = new URLSearchParams();
  for (const name of PRICE_PARAMS) {
    const value = String(data.get(name) ?? '').trim();
    if (value) next.set(name, value);
  }
  const sort = String(data.get('sort') ?? '');
  if (sort && sort !== 'newest') next.set('sort', sort);
  return next;
}

/**
 * Price range and order of a list page, in its address: a GET form to `action` (the page), so it works
 * without JavaScript (and before the app has loaded); with it, a new order applies as soon as it
 * is chosen. Any change starts again at page 1. Bounds the address carries but the catalogue
 * cannot use are named, and the list is shown without them.
 */
export function ListFilters({ params, action }: { params: ListParams; action: string }) {
  const { t } = useStorefrontT();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const apply = (form: HTMLFormElement | null) => form && setSearch(filterSearch(form));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const problems = PRICE_PARAMS.filter((name) => params.problems[name]);
  // Folded behind one summary on a phone (the stylesheet shows it open on wider screens); open
  // where the list is already filtered or sorted, so what applies is in view.
  const applied = PRICE_PARAMS.some((name) => search.has(name)) || search.has('sort');
  return (
    <details className="sf-filters-fold" open={applied || undefined}>
      <summary data-testid="filters-toggle">{t('store.filter.toggle')}</summary>
      <form
        // Remounted by the address, so the fields show what the list is filtered by.
        key={search.toString()}
        className="sf-filters"
        method="get"
        action={action}
        onSubmit={onSubmit}
        data-testid="list-filters"
      >
        {PRICE_PARAMS.map((name) => (
          <div className="sf-filter" key={name}>
            <label htmlFor={`${id}-${name}`}>{t(LABELS[name])}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="number"
              inputMode="decimal"
              min={0}
              max={LIMITS.priceMax}
              step={0.01}
              defaultValue={params[name] ?? ''}
              aria-invalid={params.problems[name] ? true : undefined}
              aria-describedby={params.problems[name] ? `${id}-problems` : undefined}
              data-testid={`filter-${name}`}
            />
          </div>
        ))}
        <div className="sf-sort">
          <label htmlFor={`${id}-sort`}>{t('store.sort')}</label>
          <select
            id={`${id}-sort`}
            name="sort"
            defaultValue={params.sort ?? 'newest'}
            data-testid="catalog-sort"
            onChange={(event) => apply(event.currentTarget.form)}
          >
            {PRODUCT_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`store.sort.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="sf-button sf-button--quiet" data-testid="filter-apply">
          {t('store.filter.apply')}
        </button>
        {problems.length ? (
          <ul className="sf-filters__problems" id={`${id}-problems`} role="alert">
            {problems.map((name) => (
              <li key={name}>
                {params.problems[name] === 'below_min'
                  ? t('store.filter.below_min')
                  : t('store.filter.invalid', {
                      field: t(LABELS[name]),
                      value: search.get(name) ?? '',
                      max: LIMITS.priceMax,
                    })}
              </li>
            ))}
          </ul>
        ) : null}
      </form>
    </details>
  );
}
