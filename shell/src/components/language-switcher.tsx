import { LOCALES, buildPath, matchPath, twinPath, type Locale } from '@bolsos/contracts';
import { changeLocale, useTranslation } from '@bolsos/i18n';
import { Link, useLocation } from 'react-router';

/** Where the current page lives in another language: its twin when known, else that language's home. */
export function switchTarget(pathname: string, target: Locale): string {
  const match = matchPath(pathname);
  return match ? twinPath(match, target) : buildPath(target, { name: 'home' });
}

/** Language links for public and auth pages; the URL carries the language there. */
export function LanguageSwitcher({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="bl-languages" aria-label={t('nav.language')}>
      {LOCALES.map((locale) => (
        <Link
          key={locale}
          to={switchTarget(pathname, locale)}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => void changeLocale(locale)}
        >
          {t(`nav.language.${locale}`)}
        </Link>
      ))}
    </nav>
  );
}
