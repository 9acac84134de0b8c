import { breadcrumbs, type Locale, type PublicRoute } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { Link } from '@bolsos/router';

/** The trail the server also describes in JSON-LD (contracts breadcrumbs); the last item is this page. */
export function Breadcrumb({
  locale,
  route,
  productName,
}: {
  locale: Locale;
  route: PublicRoute;
  productName?: string;
}) {
  const { t } = useTranslation();
  const items = breadcrumbs(locale, route, productName);
  return (
    <nav className="sf-breadcrumb" aria-label={t('store.breadcrumb')}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index < items.length - 1 ? (
              <Link to={item.path}>{item.name}</Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
