import { buildPath, type Locale } from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';

/** Text only (no image to wait for): the page's <h1> paints with the first HTML. */
export function Hero({ locale }: { locale: Locale }) {
  const { t } = useStorefrontT();
  return (
    <section className="sf-hero" aria-labelledby="sf-hero-title" data-testid="home-hero">
      <h1 id="sf-hero-title">{t('store.hero.title')}</h1>
      <p className="sf-hero__lead">{t('store.hero.subtitle')}</p>
      <div className="sf-hero__actions">
        <Link className="sf-button" to={buildPath(locale, { name: 'catalog' })}>
          {t('store.hero.cta')}
        </Link>
        <Link className="sf-button sf-button--quiet" to={buildPath(locale, { name: 'all' })}>
          {t('store.view_all')}
        </Link>
      </div>
    </section>
  );
}
