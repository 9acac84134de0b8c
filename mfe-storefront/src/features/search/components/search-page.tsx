import { LIMITS, searchParams, searchPath, type Locale } from '@bolsos/contracts';
import { Link, useSearchParams } from '@bolsos/router';
import { useEffect, useRef } from 'react';
import { Pager } from '../../../shared/components/pager';
import { Breadcrumb } from '../../../shared/components/breadcrumb';
import { CategoryLinks } from '../../../shared/components/category-links';
import { PopularSection } from '../../../shared/components/popular-section';
import { ProductGrid } from '../../../shared/components/product-grid';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';
import { useSearchResults } from '../hooks/use-search-results';

/** What the page offers instead of results: the categories and the Popular section. */
function Elsewhere({ locale }: { locale: Locale }) {
  return (
    <>
      <CategoryLinks locale={locale} withAll />
      <PopularSection locale={locale} />
    </>
  );
}

function Results({ locale, q, page }: { locale: Locale; q: string; page: number }) {
  const { t } = useStorefrontT();
  const [search] = useSearchParams();
  const state = useSearchResults(locale, q, page);
  // The shell scrolls up when the path changes; another page of results changes the query only.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) window.scrollTo({ top: 0, behavior: 'smooth' });
    shownPage.current = page;
  }, [page]);

  const meta = state.status === 'ready' ? state.data.meta : undefined;
  const correction = state.status === 'ready' ? state.data.did_you_mean : undefined;
  if (meta && meta.total === 0) {
    return (
      <>
        <div className="sf-state" role="status" data-testid="search-none">
          <p>{t('store.search.none', { q })}</p>
          <p>{t('store.search.none_hint')}</p>
        </div>
        <Elsewhere locale={locale} />
      </>
    );
  }
  const pages = meta ? Math.max(1, Math.ceil(meta.total / (meta.per_page || 1))) : 1;
  return (
    <>
      {correction && (
        <p className="sf-did-you-mean" data-testid="search-did-you-mean">
          <Link to={searchPath(locale, correction)}>
            {t('store.search.did_you_mean', { q: correction })}
          </Link>
        </p>
      )}
      <p className="sf-count" aria-live="polite" data-testid="search-count">
        {meta ? t('store.catalog.count', { count: meta.total }) : '\u00a0'}
      </p>
      <ProductGrid
        state={state.status === 'ready' ? { ...state, data: state.data.data } : state}
        locale={locale}
        headingLevel={2}
        testId="search-grid"
      />
      <Pager page={page} pages={pages} search={search} />
    </>
  );
}

/**
 * Results of the header's search box (`/buscar?q=`, `/en/search?q=`, `/zh/搜索?q=`): the same
 * cards and pager as the list pages. Nothing asked, or nothing found, shows the categories and
 * the Popular section instead.
 */
export function SearchPage({ locale }: { locale: Locale }) {
  const { t } = useStorefrontT();
  const [search] = useSearchParams();
  const { q, page, problem } = searchParams(search);
  usePageMeta(locale, { name: 'search' }, undefined, problem ? undefined : q);
  return (
    <div className="sf-page" data-testid="search-page">
      <Breadcrumb locale={locale} route={{ name: 'search' }} />
      <header className="sf-page-head">
        <h1>{problem ? t('store.search.title') : t('store.search.results_for', { q })}</h1>
      </header>
      {problem ? (
        <>
          <p className="sf-state" role={problem === 'too_long' ? 'alert' : undefined}>
            {problem === 'too_long'
              ? t('validation.string_max', { max: LIMITS.searchMax })
              : t('store.search.prompt')}
          </p>
          <Elsewhere locale={locale} />
        </>
      ) : (
        <Results key={`${q}:${page}`} locale={locale} q={q} page={page} />
      )}
    </div>
  );
}
