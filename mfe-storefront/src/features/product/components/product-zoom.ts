import type { CatalogImage } from '@bolsos/contracts';

/** The viewer's button names and error text, in the page's language. */
export interface ZoomLabels {
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
}

/** The widest file of a photo's srcset (what zoom shows), else its `url`, with its size. */
export function largestSource(image: CatalogImage): string {
  return largestVariant(image).src;
}

function largestVariant(image: CatalogImage): { src: string; width: number; height: number } {
  let best = { src: image.url, width: 0 };
  for (const candidate of (image.srcset || '').split(',')) {
    const [src, descriptor] = candidate.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? '', 10);
    if (src && descriptor?.endsWith('w') && width > best.width) best = { src, width };
  }
  if (!best.width) return { src: image.url, width: image.width, height: image.height };
  return {
    src: best.src,
    width: best.width,
    height: Math.round((best.width * image.height) / image.width),
  };
}

/**
 * Opens the photos full screen at `index` with PhotoSwipe (swipe, pinch, wheel and double-tap
 * zoom, arrow keys, Escape), downloaded on first use so no page pays for it up front. Resolves
 * with the photo shown when the viewer closes.
 */
export async function openZoom(
  images: CatalogImage[],
  index: number,
  labels: ZoomLabels,
): Promise<number> {
  const { default: PhotoSwipe } = await import('./photo-viewer');
  const viewer = new PhotoSwipe({
    dataSource: images.map((image) => {
      const variant = largestVariant(image);
      return { ...variant, alt: image.alt };
    }),
    index,
    closeTitle: labels.close,
    zoomTitle: labels.zoom,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    errorMsg: labels.error,
    // Focus goes back to the photo that opened it (PhotoSwipe's default), and wheel zooms.
    wheelToZoom: true,
  });
  return new Promise((resolve) => {
    viewer.on('destroy', () => resolve(viewer.currIndex));
    viewer.init();
  });
}
