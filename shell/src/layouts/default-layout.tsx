import { buildPath, type Locale } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from '@bolsos/router';
import { HeaderSearch } from '../components/header-search/header-search';
import { LanguageSwitcher } from '../components/language-switcher';
import { ShopFooter } from '../components/shop-footer';
import { PageTransition } from '../routing/page-transition';

/**
 * The build's year, not the clock's: the server and the hydrating browser must print the same
 * markup (a request at midnight on 31 December, or in another time zone, would differ).
 */
const COPYRIGHT_YEAR = Number(process.env.PUBLIC_BUILD_YEAR) || new Date().getFullYear();

/** Public layout: menu Home / Products / Contact, the search box and the language switcher. No antd here. */
export function DefaultLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = buildPath(locale, { name: 'home' });
  return (
    <div className="bl-layout" data-layout="default">
      <a className="bl-skip-link" href="#main">
        {t('nav.skip_to_content')}
      </a>
      <header className="bl-header">
        <Link className="bl-brand" to={home}>
          {t('site.name')}
        </Link>
        <nav className="bl-menu" aria-label={t('nav.main')}>
          <NavLink to={home} end>
            {t('nav.home')}
          </NavLink>
          <NavLink to={buildPath(locale, { name: 'catalog' })}>{t('nav.products')}</NavLink>
          <NavLink to={buildPath(locale, { name: 'contact' })}>{t('nav.contact')}</NavLink>
        </nav>
        <HeaderSearch locale={locale} />
        <LanguageSwitcher current={locale} />
      </header>
      <main id="main" className="bl-main">
        <PageTransition transitionKey={pathname}>{children}</PageTransition>
      </main>
      <footer className="bl-footer">
        <ShopFooter />
        <p>{t('store.footer.rights', { year: COPYRIGHT_YEAR })}</p>
      </footer>
    </div>
  );
}
