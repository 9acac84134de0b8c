/**
 * One definition per payload, used by the API's validation pipe and by the
 * forms. Bounds the spec leaves "not shown" are ours (design.md §3).
 */
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  CATEGORIES,
  LOCALES,
  MESSAGE_STATUSES,
  ROLES,
  type AuditAction,
  type AuditEntity,
  type Category,
  type Locale,
  type MessageStatus,
  type Role,
} from '../enums';
import type { FieldSchema, ObjectSchema } from './engine';

export const LIMITS = {
  nameMax: 100,
  emailMax: 191,
  passwordMin: 8,
  passwordMax: 128,
  priceMin: 0.01,
  priceMax: 100000,
  productNameMax: 120,
  slugMax: 140,
  descriptionMax: 5000,
  contactMessageMin: 10,
  contactMessageMax: 5000,
  phoneMax: 30,
  searchMax: 100,
  perPageMax: 100,
  /** staff lists (users, products) when the caller names no per_page */
  staffPerPage: 20,
  imageMaxBytes: 8 * 1024 * 1024,
  imagesPerProduct: 12,
  altMax: 200,
  /** a staff reply or internal note on a contact message */
  messageEntryMax: 5000,
  /** ids in one bulk action on the products list */
  bulkIdsMax: 500,
  /** CSV import defaults; the API reads its own from IMPORT_MAX_BYTES and IMPORT_MAX_ROWS */
  importMaxBytes: 10 * 1024 * 1024,
  importMaxRows: 10_000,
} as const;

/** Unicode slugs: Chinese product slugs keep their characters, like the category slugs. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;
const PHONE_PATTERN = /^[+()\d\s.-]{6,30}$/;

const email: FieldSchema = {
  type: 'string',
  required: true,
  email: true,
  lowercase: true,
  max: LIMITS.emailMax,
};
const name: FieldSchema = { type: 'string', required: true, min: 2, max: LIMITS.nameMax };
const newPassword: FieldSchema = {
  type: 'string',
  required: true,
  trim: false,
  min: LIMITS.passwordMin,
  max: LIMITS.passwordMax,
};
const confirmation: FieldSchema = {
  type: 'string',
  required: true,
  trim: false,
  sameAs: 'password',
};
const roles: FieldSchema = {
  type: 'array',
  required: true,
  min: 1,
  messages: { required: 'validation.role_required', min: 'validation.role_required' },
  max: ROLES.length,
  items: { type: 'string', required: true, enum: ROLES },
};

export const loginSchema = {
  email,
  password: { type: 'string', required: true, trim: false, max: LIMITS.passwordMax },
  remember: { type: 'boolean' },
} satisfies ObjectSchema;
export interface LoginRequest {
  email: string;
  password: string;
  remember?: boolean;
}

export const passwordForgotSchema = { email } satisfies ObjectSchema;
export interface PasswordForgotRequest {
  email: string;
}

export const passwordResetSchema = {
  token: { type: 'string', required: true, max: 200 },
  email,
  password: newPassword,
  password_confirmation: confirmation,
} satisfies ObjectSchema;
export interface PasswordResetRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export const passwordSetSchema = {
  password: newPassword,
  password_confirmation: confirmation,
} satisfies ObjectSchema;
export interface PasswordSetRequest {
  password: string;
  password_confirmation: string;
}

export const profileUpdateSchema = {
  name,
  email,
  // Needed only when the e-mail changes: the address is where password resets go.
  current_password: { type: 'string', trim: false, max: LIMITS.passwordMax },
} satisfies ObjectSchema;
export interface ProfileUpdateRequest {
  name: string;
  email: string;
  current_password?: string;
}

export const passwordChangeSchema = {
  current_password: { type: 'string', required: true, trim: false, max: LIMITS.passwordMax },
  password: newPassword,
  password_confirmation: confirmation,
} satisfies ObjectSchema;
export interface PasswordChangeRequest {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const userCreateSchema = { name, email, roles } satisfies ObjectSchema;
export interface UserCreateRequest {
  name: string;
  email: string;
  roles: Role[];
}
export const userUpdateSchema = userCreateSchema;
export type UserUpdateRequest = UserCreateRequest;

export const listQuerySchema = {
  search: { type: 'string', max: LIMITS.searchMax },
  page: { type: 'integer', coerce: true, min: 1, max: 100000 },
  per_page: { type: 'integer', coerce: true, min: 1, max: LIMITS.perPageMax },
} satisfies ObjectSchema;
export interface ListQuery {
  search?: string;
  page?: number;
  per_page?: number;
}

const translation = (required: boolean): FieldSchema => ({
  type: 'object',
  required,
  fields: {
    name: { type: 'string', required: true, min: 2, max: LIMITS.productNameMax },
    // Generated from the name when left empty.
    slug: {
      type: 'string',
      lowercase: true,
      max: LIMITS.slugMax,
      pattern: { regex: SLUG_PATTERN, message: 'validation.slug' },
    },
    description: { type: 'string', max: LIMITS.descriptionMax },
  },
});

export const productSchema = {
  category: { type: 'string', required: true, enum: CATEGORIES },
  price: {
    type: 'number',
    required: true,
    coerce: true,
    min: LIMITS.priceMin,
    max: LIMITS.priceMax,
    multipleOf: 0.01,
  },
  published: { type: 'boolean', coerce: true },
  translations: {
    type: 'object',
    required: true,
    fields: { es: translation(true), en: translation(false), zh: translation(false) },
  },
} satisfies ObjectSchema;
export interface ProductTranslationInput {
  name: string;
  slug?: string;
  description?: string;
}
export interface ProductRequest {
  category: Category;
  price: number;
  published?: boolean;
  translations: { es: ProductTranslationInput } & Partial<
    Record<Exclude<Locale, 'es'>, ProductTranslationInput>
  >;
}

export const contactSchema = {
  name,
  email,
  phone: {
    type: 'string',
    max: LIMITS.phoneMax,
    pattern: { regex: PHONE_PATTERN, message: 'validation.phone' },
  },
  message: {
    type: 'string',
    required: true,
    min: LIMITS.contactMessageMin,
    max: LIMITS.contactMessageMax,
  },
  product_id: { type: 'integer', nullable: true, min: 1 },
  // Honeypot: humans never see it, so anything here marks a bot.
  website: { type: 'string', max: 200 },
  language: { type: 'string', enum: LOCALES },
} satisfies ObjectSchema;
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  message: string;
  product_id?: number | null;
  website?: string;
  language?: Locale;
}

export const popularCreateSchema = {
  product_id: { type: 'integer', required: true, min: 1 },
} satisfies ObjectSchema;
export interface PopularCreateRequest {
  product_id: number;
}

export const idOrderSchema = {
  ids: {
    type: 'array',
    required: true,
    max: 1000,
    items: { type: 'integer', required: true, min: 1 },
  },
} satisfies ObjectSchema;
export interface IdOrderRequest {
  ids: number[];
}

/** Types an image upload may be, read from its bytes by the API; forms use them for `accept`. */
export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;
/** The multipart field that carries the files of an image upload (one or more). */
export const IMAGE_UPLOAD_FIELD = 'images';

const alt: FieldSchema = { type: 'string', max: LIMITS.altMax };
/**
 * The text fields sent beside the files (`alt[es]`, `alt[en]`, `alt[zh]`): one alt
 * text per language for the images of that upload. Empty means the product's name.
 */
export const imageUploadSchema = {
  alt: { type: 'object', fields: { es: alt, en: alt, zh: alt } },
} satisfies ObjectSchema;
export interface ImageUploadFields {
  alt?: Partial<Record<Locale, string>>;
}

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What a product may lack in a language (issue 13): the back office lists them per language. */
export const COMPLETENESS_FIELDS = ['name', 'slug', 'description', 'alt'] as const;
export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number];
/** Languages the staff products list can filter by "missing": Spanish is required, so never. */
export const MISSING_LOCALES = ['en', 'zh'] as const;
export type MissingLocale = (typeof MISSING_LOCALES)[number];

/** Staff products list order; a leading `-` is descending. Left out: newest first (by id). */
export const STAFF_PRODUCT_SORTS = [
  'name',
  '-name',
  'price',
  '-price',
  'updated',
  '-updated',
] as const;
export type StaffProductSort = (typeof STAFF_PRODUCT_SORTS)[number];

export const productListQuerySchema = {
  ...listQuerySchema,
  category: { type: 'string', enum: CATEGORIES },
  published: { type: 'boolean', coerce: true },
  missing: { type: 'string', enum: MISSING_LOCALES },
  sort: { type: 'string', enum: STAFF_PRODUCT_SORTS },
} satisfies ObjectSchema;
export interface ProductListQuery extends ListQuery {
  category?: Category;
  published?: boolean;
  /** only products with something missing in this language (see Product.missing) */
  missing?: MissingLocale;
  /** `name` sorts by the Spanish name */
  sort?: StaffProductSort;
}

/** Users list order; a leading `-` is descending. Left out: by name, A to Z (as before). */
export const USER_SORTS = ['name', '-name', 'created', '-created'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuerySchema = {
  ...listQuerySchema,
  role: { type: 'string', enum: ROLES },
  sort: { type: 'string', enum: USER_SORTS },
} satisfies ObjectSchema;
export interface UserListQuery extends ListQuery {
  role?: Role;
  sort?: UserSort;
}

export const PRODUCT_BULK_ACTIONS = ['publish', 'unpublish', 'delete', 'add_popular'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

/**
 * `POST /api/products/bulk`: one action on many products, in one transaction. An id that names no
 * product refuses the whole request (422 `validation.product_not_found` on `ids`); adding a product
 * that is already popular is not an error (it stays where it is).
 */
export const productBulkSchema = {
  action: { type: 'string', required: true, enum: PRODUCT_BULK_ACTIONS },
  ids: {
    type: 'array',
    required: true,
    min: 1,
    max: LIMITS.bulkIdsMax,
    items: { type: 'integer', required: true, min: 1, max: 2147483647 },
  },
} satisfies ObjectSchema;
export interface ProductBulkRequest {
  action: ProductBulkAction;
  ids: number[];
}
export interface ProductBulkResponse {
  data: { action: ProductBulkAction; ids: number[]; affected: number };
}

/**
 * `PUT /api/products/{id}/images/{imageId}`: the image's alt text in every language. A language
 * left out or empty is cleared; the storefront then falls back to Spanish, then to the name.
 */
export const imageAltSchema = {
  alt: { type: 'object', required: true, fields: { es: alt, en: alt, zh: alt } },
} satisfies ObjectSchema;
export interface ImageAltRequest {
  alt: Partial<Record<Locale, string>>;
}

/** A price filter bound: dollars with cents, from 0 to the highest price a product may have. */
const priceBound: FieldSchema = {
  type: 'number',
  coerce: true,
  min: 0,
  max: LIMITS.priceMax,
  multipleOf: 0.01,
};

export const catalogQuerySchema = {
  category: { type: 'string', enum: CATEGORIES },
  min_price: priceBound,
  max_price: priceBound,
  page: { type: 'integer', coerce: true, min: 1, max: 100000 },
  per_page: { type: 'integer', coerce: true, min: 1, max: 48 },
  sort: { type: 'string', enum: PRODUCT_SORTS },
  lang: { type: 'string', enum: LOCALES },
} satisfies ObjectSchema;
export interface CatalogQuery {
  category?: Category;
  /** inclusive; `max_price` below `min_price` is refused (422 on max_price) */
  min_price?: number;
  max_price?: number;
  page?: number;
  per_page?: number;
  sort?: ProductSort;
  lang?: Locale;
}

/**
 * The storefront search (`GET /api/catalog/search`): `q` is trimmed, so blank is the same
 * `validation.required` as absent; over LIMITS.searchMax characters is `validation.string_max`.
 */
export const searchQuerySchema = {
  q: { type: 'string', required: true, max: LIMITS.searchMax },
  page: { type: 'integer', coerce: true, min: 1, max: 100000 },
  per_page: { type: 'integer', coerce: true, min: 1, max: 48 },
  lang: { type: 'string', enum: LOCALES },
} satisfies ObjectSchema;
export interface SearchQuery {
  q: string;
  page?: number;
  per_page?: number;
  lang?: Locale;
}

export const langQuerySchema = {
  lang: { type: 'string', enum: LOCALES },
} satisfies ObjectSchema;

export const messageListQuerySchema = {
  ...listQuerySchema,
  status: { type: 'string', enum: MESSAGE_STATUSES },
  lang: { type: 'string', enum: LOCALES },
  product_id: { type: 'integer', coerce: true, min: 1, max: 2147483647 },
} satisfies ObjectSchema;
export interface MessageListQuery extends ListQuery {
  /** left out: every status but spam */
  status?: MessageStatus;
  lang?: Locale;
  product_id?: number;
}

export const messageStatusSchema = {
  status: { type: 'string', required: true, enum: MESSAGE_STATUSES },
} satisfies ObjectSchema;
export interface MessageStatusRequest {
  status: MessageStatus;
}

/** A reply (e-mailed to the visitor) or an internal note. */
export const messageEntrySchema = {
  body: { type: 'string', required: true, min: 1, max: LIMITS.messageEntryMax },
} satisfies ObjectSchema;
export interface MessageEntryRequest {
  body: string;
}

/** A day (`2026-11-25`) or an instant with its offset (`2026-11-25T05:00:00.000Z`). */
export const DATE_OR_INSTANT_PATTERN =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const dateOrInstant: FieldSchema = {
  type: 'string',
  max: 40,
  pattern: { regex: DATE_OR_INSTANT_PATTERN, message: 'validation.date' },
};
const recordId: FieldSchema = { type: 'integer', coerce: true, min: 1, max: 2147483647 };

/**
 * The audit log's filters. A day in `from`/`to` is a UTC day and `to` includes it; the back
 * office sends instants (the start of the staff member's local day, the end of the last one).
 */
export const auditQuerySchema = {
  actor_id: recordId,
  entity: { type: 'string', enum: AUDIT_ENTITIES },
  entity_id: recordId,
  action: { type: 'string', enum: AUDIT_ACTIONS },
  from: dateOrInstant,
  to: dateOrInstant,
  page: { type: 'integer', coerce: true, min: 1, max: 100000 },
  per_page: { type: 'integer', coerce: true, min: 1, max: LIMITS.perPageMax },
} satisfies ObjectSchema;
export interface AuditQuery {
  actor_id?: number;
  entity?: AuditEntity;
  entity_id?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}
