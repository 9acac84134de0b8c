import { CATEGORIES, buildPath, type Locale } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PopularSection } from '../popular/popular-section';

export function HomePage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('meta.home.title');
  }, [t]);
  return (
    <>
      <section className="sf-hero">
        <h1>{t('store.hero.title')}</h1>
        <p>{t('store.hero.subtitle')}</p>
        <Link className="sf-button" to={buildPath(locale, { name: 'catalog' })}>
          {t('store.hero.cta')}
        </Link>
      </section>
      <nav className="sf-categories" aria-label={t('store.categories')}>
        {CATEGORIES.map((category) => (
          <Link key={category} to={buildPath(locale, { name: 'category', category })}>
            {t(`store.category.${category}`)}
          </Link>
        ))}
      </nav>
      <PopularSection locale={locale} />
    </>
  );
}
