/**
 * `sizes` of the storefront's images. Shared because the server preloads a product page's large
 * image in <head>: the preload only helps if it asks for the very rendition the <img> will pick.
 */

/**
 * A product card: the grid in storefront.css has 2 columns below 640 px, 3 up to 960 px, 4 above,
 * inside the shell's 1200 px main column.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 270px, (min-width: 960px) 22vw, (min-width: 640px) 30vw, 46vw';

/** The product page's large image: half the main column on wide screens, full width below. */
export const DETAIL_IMAGE_SIZES = '(min-width: 960px) 560px, 92vw';
