import {
  describeHoursRange,
  groupOpeningHours,
  whatsappLink,
  type CatalogProductDetail,
  type Locale,
  type Weekday,
} from '@bolsos/contracts';
import { useShopDetails } from '../../../shared/hooks/use-shop-details';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';

const TEXTS = ['delivery', 'returns', 'payment'] as const;

/**
 * Contact's other ways to reach the shop, beside the form: WhatsApp (with the bag named when the
 * visitor asks about one), phone, e-mail, address with a map link, the week's hours and the
 * dates with other hours, and the delivery, returns and payment texts in the page's language.
 */
export function ShopContact({
  locale,
  product,
}: {
  locale: Locale;
  product?: CatalogProductDetail | null;
}) {
  const { t } = useStorefrontT();
  const state = useShopDetails();
  if (state.status !== 'ready') return null;
  const shop = state.data.data;
  // The bag by name: the server and the browser write the same link (no origin to differ).
  const message = product ? t('store.shop.whatsapp_about', { product: product.name }) : undefined;
  const chat = whatsappLink(shop.whatsapp, message);
  const place = [shop.address.street, shop.address.city, shop.address.region]
    .filter(Boolean)
    .join(', ');
  const week = groupOpeningHours(shop.hours);
  const day = (name: Weekday) => t(`common.day.${name}`);
  const texts = TEXTS.filter((kind) => shop.texts[locale][kind]);
  // Spelled from the page's strings, not Intl: the server's and the browser's ICU may differ,
  // and the hydrating render must write what the server wrote.
  const date = (iso: string) => {
    const [y, m, d] = iso.split('-');
    return t('store.shop.date', { y, m, d });
  };
  return (
    <section className="sf-shop" aria-labelledby="sf-shop-title" data-testid="shop-contact">
      <h2 id="sf-shop-title">{t('store.shop.title')}</h2>
      <ul className="sf-shop__ways">
        {chat ? (
          <li>
            <a className="sf-button" href={chat} data-testid="contact-whatsapp">
              {product ? t('store.shop.whatsapp_product') : t('store.shop.whatsapp')}
            </a>
          </li>
        ) : null}
        {shop.phone ? (
          <li>
            {t('store.shop.phone')}{' '}
            <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
          </li>
        ) : null}
        {shop.email ? (
          <li>
            {t('store.shop.email')} <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </li>
        ) : null}
        {place ? (
          <li>
            {place}
            {shop.map_url ? (
              <>
                {' · '}
                <a href={shop.map_url}>{t('store.shop.map')}</a>
              </>
            ) : null}
          </li>
        ) : null}
      </ul>
      {week.length ? (
        <>
          <h3>{t('store.shop.hours')}</h3>
          <dl className="sf-shop__hours" data-testid="contact-hours">
            {week.map((range) => {
              const { days, hours } = describeHoursRange(range, day);
              return (
                <div key={range.from}>
                  <dt>{days}</dt>
                  <dd>{hours}</dd>
                </div>
              );
            })}
            {shop.exceptions.map((exception) => (
              <div key={exception.date}>
                <dt>{date(exception.date)}</dt>
                <dd>
                  {exception.opens
                    ? `${exception.opens}–${exception.closes ?? ''}`
                    : t('store.shop.closed')}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {texts.map((kind) => (
        <div key={kind} className="sf-shop__text">
          <h3>{t(`store.shop.${kind}`)}</h3>
          <p>{shop.texts[locale][kind]}</p>
        </div>
      ))}
    </section>
  );
}
