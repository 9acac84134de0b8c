import type { Product } from '@bolsos/contracts';

/** The back office names products in Spanish, the one language every product has. */
export function spanishName(product: Product): string {
  return product.translations.es.name;
}
