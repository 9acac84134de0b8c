import { CATEGORIES, buildPath, type Category, type Locale } from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { useStorefrontT } from '../i18n/use-storefront-t';

export interface CategoryLinksProps {
  locale: Locale;
  /** Marks the page being shown. */
  current?: Category | 'all';
  /** Adds the view-all page after the five categories. */
  withAll?: boolean;
  /** A visible heading (Home), or only an accessible name (list pages). */
  title?: 'visible' | 'hidden';
}

/** The five categories with their localized names and slugs (contracts CATEGORY_SLUGS). */
export function CategoryLinks({ locale, current, withAll, title = 'visible' }: CategoryLinksProps) {
  const { t } = useStorefrontT();
  return (
    <nav className="sf-categories" aria-labelledby="sf-categories-title">
      <h2
        id="sf-categories-title"
        className={title === 'hidden' ? 'sf-visually-hidden' : undefined}
      >
        {t('store.categories')}
      </h2>
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              className={`sf-category sf-category--${category}`}
              to={buildPath(locale, { name: 'category', category })}
              aria-current={current === category ? 'page' : undefined}
            >
              {t(`store.category.${category}`)}
            </Link>
          </li>
        ))}
        {withAll ? (
          <li>
            <Link
              className="sf-category sf-category--all"
              to={buildPath(locale, { name: 'all' })}
              aria-current={current === 'all' ? 'page' : undefined}
            >
              {t('store.view_all')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
