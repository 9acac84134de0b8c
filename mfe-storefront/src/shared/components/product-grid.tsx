import type { CatalogProductSummary, Locale } from '@bolsos/contracts';
import type { ApiData } from '../hooks/use-api-data';
import { useStorefrontT } from '../i18n/use-storefront-t';
import { CARDS_PER_ROW } from '../lib/image-sizes';
import { ProductCard, ProductCardSkeleton } from './product-card';

export interface ProductGridProps {
  state: ApiData<CatalogProductSummary[]>;
  locale: Locale;
  /** Placeholders while loading: as many as the answer usually has, so the page keeps its height. */
  skeletons?: number;
  headingLevel?: 2 | 3;
  testId?: string;
}

/** Product cards with their loading, empty and error states. */
export function ProductGrid({
  state,
  locale,
  skeletons = CARDS_PER_ROW * 2,
  headingLevel,
  testId,
}: ProductGridProps) {
  const { t } = useStorefrontT();
  if (state.status === 'failed') {
    return (
      <div className="sf-state" role="alert" data-testid={testId && `${testId}-error`}>
        <p>{t('error.page_load')}</p>
        <button type="button" className="sf-button sf-button--quiet" onClick={state.reload}>
          {t('error.retry')}
        </button>
      </div>
    );
  }
  if (state.status === 'ready' && state.data.length === 0) {
    return (
      <p className="sf-state" data-testid={testId && `${testId}-empty`}>
        {t('store.catalog.empty')}
      </p>
    );
  }
  const loading = state.status === 'loading';
  return (
    <>
      {loading ? (
        <p className="sf-loading" role="status" data-testid={testId && `${testId}-loading`}>
          {t('common.loading')}
        </p>
      ) : null}
      <ul className="sf-grid" aria-busy={loading} data-testid={testId}>
        {loading
          ? Array.from({ length: skeletons }, (_, index) => <ProductCardSkeleton key={index} />)
          : state.data.map((item, index) => (
              <ProductCard
                key={item.id}
                item={item}
                locale={locale}
                eager={index < CARDS_PER_ROW}
                headingLevel={headingLevel}
              />
            ))}
      </ul>
    </>
  );
}
