import { contactPath, LOCALES, type Locale } from '@bolsos/contracts';
import { useLocation } from '@bolsos/router';
import { useRegisterTwinPaths } from '@bolsos/ui';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';
import { useContactProduct } from '../hooks/use-contact-product';
import { ContactForm } from './contact-form';
import { ContactProduct } from './contact-product';
import { ShopContact } from './shop-contact';

/** Contact (`/contacto`, `/en/contact`, `/zh/联系`), about a bag when the address names one. */
export function ContactPage({ locale }: { locale: Locale }) {
  const { t } = useStorefrontT();
  const { pathname } = useLocation();
  usePageMeta(locale, { name: 'contact' });
  const about = useContactProduct(locale);
  const product = about.status === 'ready' ? about.data : null;
  // Switching language keeps the bag: its slug differs per language.
  useRegisterTwinPaths(
    pathname,
    product
      ? Object.fromEntries(
          LOCALES.map((other) => {
            const page = product.alternates[other];
            return [other, contactPath(other, page.slice(page.lastIndexOf('/') + 1))];
          }),
        )
      : undefined,
  );
  return (
    <div className="sf-page sf-page--narrow" data-testid="contact-page">
      <header className="sf-page-head">
        <h1>{t('store.contact.title')}</h1>
        <p>{t('store.contact.intro')}</p>
      </header>
      {product ? <ContactProduct product={product} /> : null}
      <ContactForm locale={locale} productId={product?.id} />
      <ShopContact locale={locale} product={product} />
    </div>
  );
}
