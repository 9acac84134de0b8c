import { LOCALES, type Locale } from './enums';
import type { FieldSchema, ObjectSchema } from './validation/engine';
import { LIMITS, productSchema, type ProductRequest } from './validation/schemas';

const altText: FieldSchema = { type: 'string', max: LIMITS.altMax };

/**
 * One image in a product's Save: its id and, when given, its alt text in every language at once
 * (a language left out or blank is cleared, as `PUT …/images/{imageId}` does). Left out, the
 * image keeps its texts.
 */
export interface ProductImageInput {
  id: number;
  alt?: Partial<Record<Locale, string>>;
}

/**
 * `PUT /api/products/{id}`: the product's fields and texts and, when `images` is given, its
 * images in their new order with their alt texts, all in one transaction. `images` must name
 * every image of the product once (422 `validation.ids_permutation` on `images`).
 */
export interface ProductUpdateRequest extends ProductRequest {
  images?: ProductImageInput[];
}

export const productUpdateSchema = {
  ...productSchema,
  images: {
    type: 'array',
    max: LIMITS.imagesPerProduct,
    items: {
      type: 'object',
      required: true,
      fields: {
        id: { type: 'integer', required: true, min: 1, max: 2147483647 },
        alt: {
          type: 'object',
          fields: Object.fromEntries(LOCALES.map((locale) => [locale, altText])),
        },
      },
    },
  },
} satisfies ObjectSchema;
