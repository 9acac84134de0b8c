import { popularsQuery, type CatalogProductSummary, type Locale } from '@bolsos/contracts';
import { useCallback } from 'react';
import { getPopulars } from '../api/get-populars';
import { useApiData } from '../hooks/use-api-data';
import { usePreloadedQuery } from '../hooks/use-preloaded-query';
import { useStorefrontT } from '../i18n/use-storefront-t';
import { ProductGrid } from './product-grid';

/** The Popular section of Home and the catalogue (spec §1), in the shop's curated order. */
export function PopularSection({ locale }: { locale: Locale }) {
  const { t } = useStorefrontT();
  const load = useCallback(
    (signal: AbortSignal) => getPopulars(locale, signal).then((answer) => answer.data ?? []),
    [locale],
  );
  const preloaded = usePreloadedQuery<{ data?: CatalogProductSummary[] }>(popularsQuery(locale));
  const state = useApiData(`populars:${locale}`, load, preloaded && (preloaded.data ?? []));
  return (
    <section
      className="sf-section"
      aria-labelledby="sf-popular-title"
      data-testid="popular-section"
    >
      <div className="sf-section__head">
        <h2 id="sf-popular-title">{t('store.popular')}</h2>
        <p>{t('store.popular.intro')}</p>
      </div>
      <ProductGrid state={state} locale={locale} testId="popular" />
    </section>
  );
}
