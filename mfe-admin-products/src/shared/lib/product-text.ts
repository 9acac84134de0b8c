import type { Locale, Product, ProductTranslation } from '@bolsos/contracts';

/** The back office names products in Spanish, the one language every product has. */
export function spanishName(product: Product): string {
  return product.translations.es.name;
}

/**
 * A product's text in one language the way the shop shows it: its own translation, or the
 * Spanish one with `fallback` set when that language has none (design.md §3).
 */
export function translationIn(
  product: Product,
  locale: Locale,
): { text: ProductTranslation; fallback: boolean } {
  const own = product.translations[locale];
  return own && own.name.trim() !== ''
    ? { text: own, fallback: false }
    : { text: product.translations.es, fallback: true };
}
