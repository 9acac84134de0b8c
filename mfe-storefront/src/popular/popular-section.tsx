import type { Locale } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { ProductCard } from './product-card';
import { usePopulars } from './use-populars';

/** The Popular section of Home and the catalogue (spec §1). */
export function PopularSection({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const state = usePopulars(locale);
  return (
    <section
      className="sf-popular"
      aria-labelledby="sf-popular-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="sf-popular-title">{t('store.popular')}</h2>
      {state.status === 'ready' && state.populars.length > 0 ? (
        <div className="sf-grid">
          {state.populars.map((popular) => (
            <ProductCard key={popular.id} product={popular.product} locale={locale} />
          ))}
        </div>
      ) : state.status === 'loading' ? null : (
        <p className="sf-empty">{t('store.catalog.empty')}</p>
      )}
    </section>
  );
}
