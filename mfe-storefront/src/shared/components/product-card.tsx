import {
  CARD_IMAGE_SIZES,
  LOCALE_TAGS,
  type CatalogProductSummary,
  type Locale,
} from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { Link } from '@bolsos/router';
import { useStorefrontT } from '../i18n/use-storefront-t';

export interface ProductCardProps {
  item: CatalogProductSummary;
  /** The page's language (the one asked for); `item.locale` differs when the text fell back. */
  locale: Locale;
  /** Cards of the first row load their image at once; the others when scrolled near. */
  eager?: boolean;
  /** h3 under a section's h2 (Home), h2 directly under the page's h1 (lists). */
  headingLevel?: 2 | 3;
}

export function ProductCard({ item, locale, eager = false, headingLevel = 3 }: ProductCardProps) {
  const { t } = useStorefrontT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fallback = item.locale !== locale;
  return (
    <li className="sf-card" data-testid="product-card">
      <Link className="sf-card__link" to={item.path}>
        <div className="sf-card__media">
          {item.image ? (
            <img
              src={item.image.url}
              srcSet={item.image.srcset || undefined}
              sizes={CARD_IMAGE_SIZES}
              width={item.image.width}
              height={item.image.height}
              alt={item.image.alt}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
        </div>
        <div className="sf-card__body">
          <Heading className="sf-card__name" lang={fallback ? LOCALE_TAGS[item.locale] : undefined}>
            {item.name}
          </Heading>
          <p className="sf-card__price">{formatPrice(item.price, locale)}</p>
          {fallback ? (
            <p className="sf-card__fallback" data-testid="fallback-language">
              {t('store.fallback_language')}
            </p>
          ) : null}
        </div>
      </Link>
    </li>
  );
}

/** A card's shape while its data loads: same box sizes, so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <li className="sf-card sf-card--skeleton" aria-hidden="true" data-testid="product-skeleton">
      <div className="sf-card__media" />
      <div className="sf-card__body">
        <span className="sf-skeleton-line" />
        <span className="sf-skeleton-line sf-skeleton-line--short" />
      </div>
    </li>
  );
}
