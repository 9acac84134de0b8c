import { isLocale, type Locale, type Product, type ProductTranslation } from '@bolsos/contracts';
import { useCallback } from 'react';
import { useAdminProductsT } from '../i18n/use-admin-products-t';

/** A product's Spanish name: the one language every product has. */
export function spanishName(product: Product): string {
  return product.translations.es.name;
}

/**
 * A product's name in `locale`, else in Spanish, with the language it is written in (for `lang`):
 * how the back office's lists name products, in the staff member's language.
 */
export function productName(product: Product, locale: Locale): { name: string; lang: Locale } {
  const own = product.translations[locale]?.name.trim();
  return own ? { name: own, lang: locale } : { name: product.translations.es.name, lang: 'es' };
}

/** productName() in the language the back office is shown in. */
export function useProductName(): (product: Product) => { name: string; lang: Locale } {
  const { i18n } = useAdminProductsT();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'es';
  return useCallback((product: Product) => productName(product, locale), [locale]);
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
