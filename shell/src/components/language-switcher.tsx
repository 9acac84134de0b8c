import {
  LANG_CHOICE_PARAM,
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
import { Link, useLocation, useNavigate } from '@bolsos/router';

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

/**
 * A link's address: the page with the query it keeps, and on the unprefixed (Spanish) page the
 * choice itself, for the server to record when the link is followed without the app (no script,
 * a new tab) before the cookie of an earlier choice could send the visitor back.
 */
export function switchHref(target: string, locale: Locale, keptQuery: string): string {
  const [path, own] = target.split('?');
  if (matchPath(path)?.prefixed !== false) return `${target}${keptQuery}`;
  const query = new URLSearchParams(own ?? '');
  for (const [name, value] of new URLSearchParams(keptQuery)) query.append(name, value);
  query.set(LANG_CHOICE_PARAM, locale);
  return `${path}?${query.toString()}`;
}

/** What a phone's header shows of each language link: short, in that language's own script. */
const LANGUAGE_CODES: Record<Locale, string> = { es: 'ES', en: 'EN', zh: '中文' };

/** Language links for public and auth pages; the URL carries the language there. */
export function LanguageSwitcher({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      {LOCALES.map((locale) => {
        const page = switchTarget(pathname, locale, registered);
        const target = `${page}${keepQuery}`;
        return (
          <Link
            key={locale}
            to={switchHref(page, locale, keepQuery)}
            lang={LOCALE_TAGS[locale]}
            hrefLang={LOCALE_TAGS[locale]}
            aria-current={locale === current ? 'true' : undefined}
            data-testid={`language-${locale}`}
            onClick={(event) => {
              void changeLocale(locale);
              // The app writes the cookie itself: straight to the page's own address.
              if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
                event.preventDefault();
                navigate(target);
              }
            }}
          >
            <span className="bl-languages__name">{t(`nav.language.${locale}`)}</span>
            {/* On a phone only the code shows; the link's name stays the language's own name. */}
            <span className="bl-languages__code" aria-hidden="true">
              {LANGUAGE_CODES[locale]}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
