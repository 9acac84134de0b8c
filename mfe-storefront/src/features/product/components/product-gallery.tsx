import { DETAIL_IMAGE_SIZES, type CatalogImage } from '@bolsos/contracts';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStorefrontT } from '../../../shared/i18n/use-storefront-t';
import { largestSource, openZoom } from './product-zoom';

/** The fragment of a photo: thumbnails link to it, so they work before and without a script. */
export const photoId = (index: number) => `foto-${index + 1}`;

/**
 * The product's photos in a strip that snaps one photo at a time: swiped on a phone, scrolled
 * by the arrow keys once focused, and reached from the thumbnails, which are links to each
 * photo's fragment. All of that is the browser's own scrolling, so it works without JavaScript;
 * with it the thumbnails scroll smoothly and mark the photo in view, and a photo opens in a
 * full-screen viewer with pinch and wheel zoom (PhotoSwipe, loaded on first use). Without it a
 * photo is a link to its largest file.
 */
export function ProductGallery({ images }: { images: CatalogImage[] }) {
  const { t } = useStorefrontT();
  const [shown, setShown] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const several = images.length > 1;

  const show = (index: number) => {
    const strip = track.current;
    const next = Math.max(0, Math.min(images.length - 1, index));
    setShown(next);
    // Smooth unless the visitor asked for less motion (the stylesheet's scroll-behavior).
    strip?.scrollTo?.({ left: next * strip.clientWidth });
  };

  const onScroll = () => {
    const strip = track.current;
    if (!strip || !strip.clientWidth) return;
    setShown(Math.round(strip.scrollLeft / strip.clientWidth));
  };

  // A thumbnail followed before the app hydrated (or a #foto-2 address) has already scrolled.
  useEffect(onScroll, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    show(shown + (event.key === 'ArrowRight' ? 1 : -1));
  };

  const zoom = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A click with a modifier opens the file in a new tab, as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void openZoom(images, index, {
      close: t('store.gallery.close'),
      zoom: t('store.gallery.zoom_in'),
      previous: t('store.gallery.previous'),
      next: t('store.gallery.next'),
      error: t('store.gallery.error'),
    }).then((closedAt) => show(closedAt));
  };

  if (images.length === 0) return <div className="sf-gallery sf-product__media" />;
  return (
    <div className="sf-gallery">
      <div
        ref={track}
        className="sf-product__media sf-gallery__track"
        // Focusable when there is somewhere to scroll: the arrow keys then move between photos.
        tabIndex={several ? 0 : undefined}
        role={several ? 'region' : undefined}
        aria-label={several ? t('store.gallery.label') : undefined}
        onScroll={several ? onScroll : undefined}
        onKeyDown={several ? onKeyDown : undefined}
        data-testid="gallery-track"
      >
        {images.map((image, index) => (
          <figure key={image.url} id={photoId(index)} className="sf-gallery__photo">
            <a
              href={largestSource(image)}
              className="sf-gallery__zoom"
              aria-label={t('store.gallery.open', { alt: image.alt })}
              onClick={(event) => zoom(event, index)}
            >
              <img
                src={image.url}
                srcSet={image.srcset || undefined}
                sizes={DETAIL_IMAGE_SIZES}
                width={image.width}
                height={image.height}
                alt={image.alt}
                fetchPriority={index === 0 ? 'high' : undefined}
                loading={index === 0 ? undefined : 'lazy'}
                decoding={index === 0 ? undefined : 'async'}
              />
            </a>
          </figure>
        ))}
      </div>
      {several ? (
        <ul className="sf-gallery__thumbs">
          {images.map((thumb, index) => (
            <li key={thumb.url}>
              <a
                href={`#${photoId(index)}`}
                aria-label={thumb.alt}
                aria-current={index === shown ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                }}
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
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
