import { DETAIL_IMAGE_SIZES, type CatalogImage } from '@bolsos/contracts';
import { useState } from 'react';

/** The product's pictures: a large one, and thumbnails to switch it when there are several. */
export function ProductGallery({ images }: { images: CatalogImage[] }) {
  const [shown, setShown] = useState(0);
  const image = images[Math.min(shown, images.length - 1)];
  return (
    <div className="sf-gallery">
      <div className="sf-product__media">
        {image ? (
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes={DETAIL_IMAGE_SIZES}
            width={image.width}
            height={image.height}
            alt={image.alt}
            fetchPriority="high"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="sf-gallery__thumbs">
          {images.map((thumb, index) => (
            <li key={thumb.url}>
              <button
                type="button"
                aria-label={thumb.alt}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img
                  src={thumb.url}
                  srcSet={thumb.srcset || undefined}
                  sizes="96px"
                  width={thumb.width}
                  height={thumb.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
