import type { Locale } from '@bolsos/contracts';
import { CategoryLinks } from '../../../shared/components/category-links';
import { PopularSection } from '../../../shared/components/popular-section';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';

/** The catalogue (`/productos`, `/en/products`, `/zh/产品`): categories, view-all and Popular. */
export function CatalogPage({ locale }: { locale: Locale }) {
  const { t } = useStorefrontT();
  usePageMeta(locale, { name: 'catalog' });
  return (
    <div className="sf-page" data-testid="catalog-page">
      <header className="sf-page-head">
        <h1>{t('store.catalog.title')}</h1>
        <p>{t('store.catalog.intro')}</p>
      </header>
      <CategoryLinks locale={locale} withAll />
      <PopularSection locale={locale} />
    </div>
  );
}
