import type { Locale } from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { ContactForm } from './contact-form';

/** Contact (`/contacto`, `/en/contact`, `/zh/联系`). */
export function ContactPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  usePageMeta(locale, { name: 'contact' });
  return (
    <div className="sf-page sf-page--narrow" data-testid="contact-page">
      <header className="sf-page-head">
        <h1>{t('store.contact.title')}</h1>
        <p>{t('store.contact.intro')}</p>
      </header>
      <ContactForm locale={locale} />
    </div>
  );
}
