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

/** Pages either side of the current one that get a number of their own. */
const AROUND = 1;

/**
 * The page numbers a pager shows: the first, the last and a window around `page`, with `'gap'`
 * where pages are left out (a gap that would hide a single page shows that page instead).
 */
export function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages]);
  for (let n = page - AROUND; n <= page + AROUND; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}

/**
 * Previous, the page numbers (first, last, a window around this one) and Next, as plain links
 * crawlers and script-free browsers follow.
 */
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
      <ol className="sf-pager__pages">
        {pageNumbers(page, pages).map((n, index) => (
          <li key={n === 'gap' ? `gap-${index}` : n}>
            {n === 'gap' ? (
              <span className="sf-pager__gap">…</span>
            ) : n === page ? (
              // HTML allows no aria-label on a plain span: the words are hidden text instead.
              <span aria-current="page">
                <span className="sf-visually-hidden">{t('store.pager.page', { page, pages })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link
                to={{ search: pageSearch(search, n) }}
                aria-label={t('store.pager.page', { page: n, pages })}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
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
