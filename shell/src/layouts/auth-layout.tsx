import { buildPath, type Locale } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';

/** Sign-in and password pages: a centred card, the brand and the language switcher. */
export function AuthLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="bl-auth-layout">
      <header className="bl-auth-layout__header">
        <Link className="bl-brand" to={buildPath(locale, { name: 'home' })}>
          {t('site.name')}
        </Link>
        <LanguageSwitcher current={locale} />
      </header>
      <main id="main" className="bl-auth-layout__card">
        {children}
      </main>
    </div>
  );
}
