import type { CatalogProductDetail } from '@bolsos/contracts';
import { Link } from '@bolsos/router';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';
import './contact-product.css';

const THUMB_WIDTH = 96;

/** Which bag the message is about: thumbnail and name, linking back to the product page. */
export function ContactProduct({ product }: { product: CatalogProductDetail }) {
  const { t } = useStorefrontT();
  const image = product.image;
  return (
    <div className="sf-contact-product" data-testid="contact-product">
      {image ? (
        // Decorative: the name beside it says what it shows.
        <img
          className="sf-contact-product__image"
          src={image.url}
          srcSet={image.srcset}
          sizes={`${THUMB_WIDTH}px`}
          width={THUMB_WIDTH}
          height={Math.round((image.height * THUMB_WIDTH) / image.width)}
          alt=""
          decoding="async"
        />
      ) : null}
      <Link className="sf-contact-product__name" to={product.path}>
        {t('store.contact.about', { product: product.name })}
      </Link>
    </div>
  );
}
