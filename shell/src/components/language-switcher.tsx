import {
  LOCALES,
  LOCALE_TAGS,
  buildPath,
  matchPath,
  twinPath,
  type Locale,
} from '@bolsos/contracts';
import { changeLocale, useTranslation } from '@bolsos/i18n';
import { usePageState, useTwinPaths, type TwinPaths } from '@bolsos/ui';
import { preloadedTwins } from '../routing/preloaded-twins';
import { Link, useLocation } from '@bolsos/router';

/**
 * Where the current page lives in another language: the twin a page registered (a product knows
 * its slugs), else the twin from the route tables, else that language's home.
 */
export function switchTarget(pathname: string, target: Locale, registered?: TwinPaths): string {
  const known = registered?.[target];
  if (known) return known;
  const match = matchPath(pathname);
  return match ? twinPath(match, target) : buildPath(target, { name: 'home' });
}

/** Language links for public and auth pages; the URL carries the language there. */
export function LanguageSwitcher({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const pageState = usePageState();
  const registered = useTwinPaths(pathname) ?? preloadedTwins(pageState, pathname);
  // Auth pages keep their query (a reset link's token and e-mail, the login's way back); results
  // and list pages theirs (the same search, page, order and price range in another language).
  const page = matchPath(pathname)?.route.name;
  const keepQuery =
    page === 'auth' || page === 'search' || page === 'all' || page === 'category' ? search : '';
  return (
    <nav className="bl-languages" aria-label={t('nav.language')}>
      {LOCALES.map((locale) => (
        <Link
          key={locale}
          to={`${switchTarget(pathname, locale, registered)}${keepQuery}`}
          lang={LOCALE_TAGS[locale]}
          hrefLang={LOCALE_TAGS[locale]}
          aria-current={locale === current ? 'true' : undefined}
          data-testid={`language-${locale}`}
          onClick={() => void changeLocale(locale)}
        >
          {t(`nav.language.${locale}`)}
        </Link>
      ))}
    </nav>
  );
}
