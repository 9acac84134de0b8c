import { api } from '@bolsos/api-client';
import {
  groupOpeningHours,
  shopQuery,
  whatsappLink,
  type ShopDetails,
  type ShopDetailsResponse,
} from '@bolsos/contracts';
import { useTranslation } from '@bolsos/i18n';
import { usePreloaded } from '@bolsos/ui';
import { useEffect, useState } from 'react';

/** The shop's details: the server's preloaded answer, else asked for once (a page it did not render). */
function useShopDetails(): ShopDetails | undefined {
  const query = shopQuery();
  const preloaded = usePreloaded<ShopDetailsResponse>(query.url);
  const [fetched, setFetched] = useState<ShopDetails>();
  useEffect(() => {
    if (preloaded) return undefined;
    const controller = new AbortController();
    api
      .get<ShopDetailsResponse>(query.path, { silent: true, signal: controller.signal })
      .then((answer) => setFetched(answer.data))
      // The footer is a convenience: without the details it keeps the copyright line.
      .catch(() => undefined);
    return () => controller.abort();
  }, [preloaded, query.path]);
  return preloaded?.data ?? fetched;
}

/**
 * Where the shop is and how to reach it, on every public page: address with a map link, phone,
 * WhatsApp, e-mail, the week's hours and the social links, as staff keep them (blank fields are
 * left out). Plain links, so all of it works without JavaScript.
 */
export function ShopFooter() {
  const { t } = useTranslation();
  const shop = useShopDetails();
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
            {week.map((range) => (
              <div key={range.from}>
                <dt>
                  {range.from === range.to
                    ? day(range.from)
                    : `${day(range.from)}–${day(range.to)}`}
                </dt>
                <dd>{range.intervals.map((i) => `${i.opens}–${i.closes}`).join(', ')}</dd>
              </div>
            ))}
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
