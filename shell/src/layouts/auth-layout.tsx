import { buildPath, type Locale } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@bolsos/router';
import { LanguageSwitcher } from '../components/language-switcher';
import { PageTransition } from '../routing/page-transition';

/** Sign-in and password pages: a centred card, the brand and the language switcher. No antd. */
export function AuthLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="bl-auth-layout" data-layout="auth">
      <header className="bl-auth-layout__header">
        <Link className="bl-brand" to={buildPath(locale, { name: 'home' })}>
          {t('site.name')}
        </Link>
        <LanguageSwitcher current={locale} />
      </header>
      <main id="main" className="bl-auth-layout__card">
        <PageTransition transitionKey={pathname}>{children}</PageTransition>
      </main>
    </div>
  );
}
