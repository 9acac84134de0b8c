import { buildPath, type Locale, type Product } from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { Link } from 'react-router';

/** Name and slug in the page's language; en and zh fall back to Spanish (design §3). */
export function localized(product: Product, locale: Locale) {
  const translation = product.translations[locale] ?? product.translations.es;
  return { name: translation.name, slug: translation.slug };
}

export function ProductCard({ product, locale }: { product: Product; locale: Locale }) {
  const { name, slug } = localized(product, locale);
  const image = product.images[0];
  const href = buildPath(locale, { name: 'product', category: product.category, slug });
  return (
    <article className="sf-card">
      <Link to={href} className="sf-card__link">
        <div className="sf-card__media">
          {image ? (
            <img
              src={image.url}
              alt={image.alt[locale] ?? image.alt.es ?? name}
              width={image.width}
              height={image.height}
              loading="lazy"
            />
          ) : null}
        </div>
        <h3 className="sf-card__name">{name}</h3>
        <p className="sf-card__price">{formatPrice(product.price, locale)}</p>
      </Link>
    </article>
  );
}
