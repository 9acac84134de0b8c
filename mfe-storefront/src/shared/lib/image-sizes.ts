/** The most cards a grid row holds (storefront.css): their images load at once, the rest lazily. */
export const CARDS_PER_ROW = 4;
