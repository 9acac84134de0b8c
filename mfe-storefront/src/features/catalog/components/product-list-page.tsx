import { buildPath, type Category, type Locale, type PublicRoute } from '@bolsos/contracts';
import { useEffect, useRef } from 'react';
import { Breadcrumb } from '../../../shared/components/breadcrumb';
import { CategoryLinks } from '../../../shared/components/category-links';
import { ProductGrid } from '../../../shared/components/product-grid';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';
import { useCatalogProducts } from '../hooks/use-catalog-products';
import { useListParams } from '../hooks/use-list-params';
import { Pager } from '../../../shared/components/pager';
import { ListFilters } from './list-filters';

/**
 * The view-all page (no category) and the five category pages: published products, newest
 * first or by price, within a price range, 24 a page with `?page=`, `?sort=`, `?min_price=` and
 * `?max_price=`.
 */
export function ProductListPage({ locale, category }: { locale: Locale; category?: Category }) {
  const { t } = useStorefrontT();
  const params = useListParams();
  const { page, sort, search } = params;
  const state = useCatalogProducts({
    locale,
    category,
    page,
    sort,
    minPrice: params.min_price,
    maxPrice: params.max_price,
  });
  const route: PublicRoute = category ? { name: 'category', category } : { name: 'all' };
  const title = category ? t(`store.category.${category}`) : t('store.all_products');
  usePageMeta(locale, route);

  // The shell scrolls up when the path changes; another page of the same list changes the query only.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) window.scrollTo({ top: 0, behavior: 'smooth' });
    shownPage.current = page;
  }, [page]);

  const meta = state.status === 'ready' ? state.data.meta : undefined;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / (meta.per_page || 1))) : 1;
  return (
    <div className="sf-page" data-testid="product-list-page">
      <Breadcrumb locale={locale} route={route} />
      <header className="sf-page-head sf-page-head--list">
        <div>
          <h1>{title}</h1>
          <p className="sf-count" aria-live="polite">
            {meta ? t('store.catalog.count', { count: meta.total }) : '\u00a0'}
          </p>
        </div>
      </header>
      <ListFilters params={params} action={buildPath(locale, route)} />
      <CategoryLinks locale={locale} current={category ?? 'all'} withAll title="hidden" />
      <ProductGrid
        state={state.status === 'ready' ? { ...state, data: state.data.data } : state}
        locale={locale}
        headingLevel={2}
        testId="catalog-grid"
      />
      <Pager page={page} pages={pages} search={search} />
    </div>
  );
}
