/**
 * The `sizes` of a product card image, matching the grid in storefront.css: 2 columns below
 * 640 px, 3 up to 960 px, 4 above, inside the shell's 1200 px main column. The browser picks the
 * smallest WebP rendition that covers it.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 270px, (min-width: 960px) 22vw, (min-width: 640px) 30vw, 46vw';

/** The most cards a grid row holds: their images load at once, the rest lazily. */
export const CARDS_PER_ROW = 4;

/** The product page's large image: half the main column on wide screens, full width below. */
export const DETAIL_IMAGE_SIZES = '(min-width: 960px) 560px, 92vw';
