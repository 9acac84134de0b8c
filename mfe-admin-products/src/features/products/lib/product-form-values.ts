import {
  LOCALES,
  type Category,
  type Locale,
  type Product,
  type ProductRequest,
  type ProductTranslationInput,
} from '@bolsos/contracts';

export interface TranslationValues {
  name: string;
  slug: string;
  description: string;
}

/** What the product form holds: strings as typed, turned into a request by toProductRequest. */
export interface ProductFormValues {
  category?: Category;
  price: string;
  published: boolean;
  translations: Record<Locale, TranslationValues>;
}

/** Form paths the API's 422 `errors` may name (e.g. 'translations.en.slug'). */
export const PRODUCT_FIELDS: readonly string[] = [
  'category',
  'price',
  'published',
  ...LOCALES.flatMap((locale) =>
    ['name', 'slug', 'description'].map((field) => `translations.${locale}.${field}`),
  ),
];

const blank = (): TranslationValues => ({ name: '', slug: '', description: '' });

export function emptyProductValues(): ProductFormValues {
  return {
    category: undefined,
    price: '',
    published: false,
    translations: { es: blank(), en: blank(), zh: blank() },
  };
}

export function productToValues(product: Product): ProductFormValues {
  const values = emptyProductValues();
  for (const locale of LOCALES) {
    const own = product.translations[locale];
    if (own) values.translations[locale] = { ...blank(), ...own };
  }
  return {
    ...values,
    category: product.category,
    price: product.price,
    published: product.published,
  };
}

/** A language with nothing typed in it is left out: the shop shows it in Spanish. */
export function isBlankTranslation(values: Partial<TranslationValues> | undefined): boolean {
  return !values || Object.values(values).every((value) => (value ?? '').trim() === '');
}

function translationInput(values: Partial<TranslationValues>): ProductTranslationInput {
  const input: ProductTranslationInput = { name: values.name ?? '' };
  // An empty slug is left to the API, which makes one from the name.
  if ((values.slug ?? '').trim() !== '') input.slug = values.slug;
  if ((values.description ?? '').trim() !== '') input.description = values.description;
  return input;
}

/**
 * The request body before validation: Spanish always, English and Chinese only when something
 * was typed. The contracts schema then trims, lowercases slugs and turns the price into a number.
 */
export function toProductRequest(values: Partial<ProductFormValues>): Record<string, unknown> {
  const translations: Record<string, ProductTranslationInput> = {
    es: translationInput(values.translations?.es ?? {}),
  };
  for (const locale of LOCALES) {
    const own = values.translations?.[locale];
    if (locale !== 'es' && !isBlankTranslation(own))
      translations[locale] = translationInput(own ?? {});
  }
  return {
    category: values.category ?? '',
    price: values.price ?? '',
    published: values.published ?? false,
    translations,
  } satisfies Record<keyof ProductRequest, unknown>;
}
