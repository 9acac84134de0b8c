import { Link } from '@bolsos/router';
import { useStorefrontT } from '../i18n/use-storefront-t';

/** The address of another page of the list, keeping the other parameters (sort). */
function pageSearch(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Previous / 'Page 2 of 5' / Next, as plain links that crawlers can follow. */
export function Pager({
  page,
  pages,
  search,
}: {
  page: number;
  pages: number;
  search: URLSearchParams;
}) {
  const { t } = useStorefrontT();
  if (pages <= 1) return null;
  return (
    <nav className="sf-pager" aria-label={t('store.pager.label')} data-testid="catalog-pager">
      {page > 1 ? (
        <Link rel="prev" to={{ search: pageSearch(search, Math.min(page - 1, pages)) }}>
          {t('store.pager.previous')}
        </Link>
      ) : (
        <span aria-disabled="true">{t('store.pager.previous')}</span>
      )}
      <span aria-current="page">{t('store.pager.page', { page, pages })}</span>
      {page < pages ? (
        <Link rel="next" to={{ search: pageSearch(search, page + 1) }}>
          {t('store.pager.next')}
        </Link>
      ) : (
        <span aria-disabled="true">{t('store.pager.next')}</span>
      )}
    </nav>
  );
}
