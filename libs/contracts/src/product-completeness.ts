import { LOCALES, type Locale } from './enums';
import type { Product } from './models';
import type { CompletenessField } from './validation/schemas';

/**
 * Per language, what a product lacks there (Product.missing): the API lists it, the back office
 * shows it while a form is edited. A blank text counts as missing; so does any image without alt
 * text in that language, even where the storefront falls back to Spanish or to the name.
 */
export function productMissing(
  product: Pick<Product, 'translations' | 'images'>,
): Record<Locale, CompletenessField[]> {
  const missing = {} as Record<Locale, CompletenessField[]>;
  for (const locale of LOCALES) {
    const text = product.translations[locale];
    const fields: CompletenessField[] = [];
    if (!text?.name?.trim()) fields.push('name');
    if (!text?.slug?.trim()) fields.push('slug');
    if (!text?.description?.trim()) fields.push('description');
    if (product.images.some((image) => !image.alt[locale]?.trim())) fields.push('alt');
    missing[locale] = fields;
  }
  return missing;
}
