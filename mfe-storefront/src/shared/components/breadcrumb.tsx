import { breadcrumbs, type Locale, type PublicRoute } from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { useStorefrontT } from '../i18n/use-storefront-t';

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
  const { t } = useStorefrontT();
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
