import type { Product } from '@bolsos/contracts';
import { spanishName } from '../lib/product-text';
import { useAdminProductsT } from '../i18n/use-admin-products-t';

export const THUMBNAIL_SIZE = 48;

const box = {
  width: THUMBNAIL_SIZE,
  height: THUMBNAIL_SIZE,
  borderRadius: 6,
  display: 'block',
  background: '#f1ece4',
} as const;

/**
 * The first image of a product, small: the WebP renditions in srcset let the browser pick the
 * smallest one for the screen's density; the JPEG fallback stays in src.
 */
export function ProductThumbnail({ product }: { product: Product }) {
  const { t } = useAdminProductsT();
  const image = product.images[0];
  if (!image) {
    return (
      <span
        role="img"
        aria-label={t('admin.products.no_image')}
        style={box}
        data-testid="no-image"
      />
    );
  }
  const srcSet = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return (
    <img
      src={image.url}
      srcSet={srcSet || undefined}
      sizes={`${THUMBNAIL_SIZE}px`}
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      alt={image.alt.es || spanishName(product)}
      loading="lazy"
      decoding="async"
      style={{ ...box, objectFit: 'cover' }}
    />
  );
}
