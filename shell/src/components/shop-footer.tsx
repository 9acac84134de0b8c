import {
  describeHoursRange,
  groupOpeningHours,
  shopQuery,
  whatsappLink,
  type ShopDetailsResponse,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { usePreloaded } from '@bolsos/ui';

/**
 * Where the shop is and how to reach it, on every public page: address with a map link, phone,
 * WhatsApp, e-mail, the week's hours and the social links, as staff keep them (blank fields are
 * left out). Plain links, so all of it works without JavaScript.
 */
export function ShopFooter() {
  const { t } = useTranslation();
  // Every page the server renders preloads them; a page without them keeps the copyright line.
  const shop = usePreloaded<ShopDetailsResponse>(shopQuery().url)?.data;
  if (!shop) return null;
  const { address } = shop;
  const place = [address.street, address.city].filter(Boolean).join(', ');
  const chat = whatsappLink(shop.whatsapp);
  const social = (['facebook', 'instagram', 'tiktok'] as const).filter((name) => shop.social[name]);
  const week = groupOpeningHours(shop.hours);
  const day = (name: string) => t(`common.day.${name}`);
  return (
    <div className="bl-shop" data-testid="shop-footer">
      <section aria-labelledby="bl-shop-title">
        <h2 id="bl-shop-title">{t('store.footer.shop')}</h2>
        {place ? (
          <p>
            {place}
            {shop.map_url ? (
              <>
                {' · '}
                <a href={shop.map_url}>{t('store.footer.map')}</a>
              </>
            ) : null}
          </p>
        ) : null}
        <ul className="bl-shop__links">
          {shop.phone ? (
            <li>
              {t('store.footer.phone')}:{' '}
              <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
            </li>
          ) : null}
          {chat ? (
            <li>
              <a href={chat} data-testid="shop-whatsapp">
                {t('store.footer.whatsapp')}
              </a>
            </li>
          ) : null}
          {shop.email ? (
            <li>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </li>
          ) : null}
        </ul>
      </section>
      {week.length ? (
        <section aria-labelledby="bl-shop-hours">
          <h2 id="bl-shop-hours">{t('store.footer.hours')}</h2>
          <dl className="bl-shop__hours" data-testid="shop-hours">
            {week.map((range) => {
              const { days, hours } = describeHoursRange(range, day);
              return (
                <div key={range.from}>
                  <dt>{days}</dt>
                  <dd>{hours}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}
      {social.length ? (
        <section aria-labelledby="bl-shop-social">
          <h2 id="bl-shop-social">{t('store.footer.social')}</h2>
          <ul className="bl-shop__links">
            {social.map((name) => (
              <li key={name}>
                <a href={shop.social[name]} rel="me">
                  {name === 'tiktok' ? 'TikTok' : name[0].toUpperCase() + name.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
