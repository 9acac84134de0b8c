import type {
  AuditAction,
  AuditEntity,
  Category,
  Locale,
  MessageEntryKind,
  MessageStatus,
  Role,
} from './enums';
import type { CompletenessField } from './validation/schemas';

export interface User {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  password_set_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A staff user in the back office's user pages (`/api/users`): with `locked_until`, until when
 * sign-in from browsers the user never signed in on is locked after failed attempts (null: not).
 */
export interface StaffUser extends User {
  locked_until: string | null;
}

export interface AccountResponse {
  user: User;
}

/**
 * `GET /api/invitations/{token}`: whose invitation it is, read without using it up. The locale is
 * the one the invitation was sent in.
 */
export interface InvitationResponse {
  user: { name: string; email: string; locale: Locale };
}

/** `POST /api/invitations/{token}`: the first password is set and its owner signed in. */
export interface InvitationAcceptResponse {
  message: string;
  user: User;
}

export interface PageMeta {
  total: number;
  page: number;
  per_page: number;
  /** 1-based index of the first row on this page; 0 when the page is empty */
  from: number;
  to: number;
}

export interface Paginated<T> {
  data: T[];
  meta: PageMeta;
}

/** GET /api/catalog/search: products, best first, and a spelling that finds more. */
export interface SearchResults extends Paginated<CatalogProductSummary> {
  /**
   * Present when a word of the query is in no product but a misspelling of one is: the query with
   * such words corrected (lower case, accents folded), which finds products. Results then already
   * include the corrected words' products, after any found as typed.
   */
  did_you_mean?: string;
}

export interface ApiMessage {
  message: string;
  /** on 5xx answers: the request's id (X-Request-Id), for a user to quote */
  request_id?: string;
}

export interface ValidationErrorResponse {
  message: string;
  errors: Record<string, string[]>;
}

export interface ProductTranslation {
  name: string;
  slug: string;
  description: string;
}

export interface ProductImage {
  id: number;
  position: number;
  alt: Partial<Record<Locale, string>>;
  width: number;
  height: number;
  /** URL of the fallback (JPEG) rendition */
  url: string;
  /** WebP renditions by width */
  variants: { width: number; url: string }[];
}

export interface Product {
  id: number;
  category: Category;
  /** Decimal string in USD, e.g. "49.90" */
  price: string;
  published: boolean;
  translations: Partial<Record<Locale, ProductTranslation>> & { es: ProductTranslation };
  images: ProductImage[];
  /**
   * Per language, what the product lacks there: a name, slug or description, or the alt text of
   * any of its images. An empty list is a complete language. The storefront falls back to Spanish.
   */
  missing: Record<Locale, CompletenessField[]>;
  created_at: string;
  updated_at: string;
}

/** An image ready for <img>: fallback URL, WebP srcset, intrinsic size (no layout shift). */
export interface CatalogImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

/** A product as the storefront shows it in lists, in one language. */
export interface CatalogProductSummary {
  id: number;
  category: Category;
  /** Decimal string in USD */
  price: string;
  name: string;
  slug: string;
  /** the language the text is in; differs from the one asked for when it fell back to Spanish */
  locale: Locale;
  /** localized storefront path of the product page */
  path: string;
  image: CatalogImage | null;
}

/** A product page's data, in one language. */
export interface CatalogProductDetail extends CatalogProductSummary {
  description: string;
  images: CatalogImage[];
  /**
   * The same product's page in each language, for the language switcher. A language without the
   * product's own name and description has no page of its own: its entry is the Spanish page with
   * a note in that language (untranslatedPath).
   */
  alternates: Record<Locale, string>;
  /** the languages with their own name and description: the only ones hreflang and the sitemap name */
  translations: Locale[];
  updated_at: string;
}

/** Answer for a slug that is not the canonical one: where the product lives now. */
export interface CatalogRedirect {
  redirect: string;
}

export interface Popular {
  id: number;
  position: number;
  product_id: number;
  product: Product;
}

/** The bag a contact message asks about, as staff see it (name and page in their language). */
export interface ContactMessageProduct {
  id: number;
  name: string;
  path: string;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Locale;
  product_id: number | null;
  /** null when the message is about no product, or the product has been deleted since */
  product: ContactMessageProduct | null;
  status: MessageStatus;
  created_at: string;
}

/** Staff list of messages: `meta.counts` holds every message's status tally (the menu's badge). */
export interface MessagePage extends Paginated<ContactMessage> {
  meta: PageMeta & { counts: Record<MessageStatus, number> };
}

/** The bag a message asks about, on the message's page: names in every language and a thumbnail. */
export interface MessageProduct extends ContactMessageProduct {
  category: Category;
  published: boolean;
  names: Partial<Record<Locale, string>> & { es: string };
  thumbnail: CatalogImage | null;
}

export interface MessageThreadEntry {
  id: number;
  kind: MessageEntryKind;
  body: string;
  /** the staff member; null once their account is deleted (the name stays) */
  author_id: number | null;
  /** the author's name when they wrote it */
  author_name: string;
  created_at: string;
  /** replies: when the e-mail went out */
  sent_at: string | null;
}

export interface MessageDetail extends Omit<ContactMessage, 'product'> {
  product: MessageProduct | null;
  /** replies and notes, oldest first */
  thread: MessageThreadEntry[];
}

/** A reply e-mail as it would be sent (`POST /api/messages/{id}/replies/preview`); nothing is sent. */
export interface MessageReplyPreview {
  /** the visitor's address */
  to: string;
  /** the visitor's language, the e-mail's */
  language: Locale;
  subject: string;
  /** the plain-text part, as the visitor's mail program shows it without HTML */
  text: string;
  html: string;
}

export interface RouteRedirect {
  id: number;
  from_path: string;
  to: string;
  status: 301 | 302;
}

export interface RouteRedirectLookup {
  redirect: { to: string; status: 301 | 302; external: boolean } | null;
}

/** Readiness (`/api/health`, `/api/health/ready`): may this replica take traffic now? */
export interface HealthResponse {
  status: 'ok' | 'error';
  /** no type or version: what the site runs on is not a visitor's business */
  database: { status: 'up' | 'down' };
  /** other services the replica needs (Redis when sessions or rate limits live there) */
  services?: Record<string, 'up' | 'down'>;
  /** shutting down: finishing requests in flight, taking no new ones */
  draining?: boolean;
}

/** Liveness (`/api/health/live`): the process runs and its event loop answers. */
export interface LivenessResponse {
  status: 'ok';
  uptime_s: number;
}

export interface DashboardResponse {
  counts: { products: number; users: number; populars: number };
  /** products with something missing in each language (Product.missing not empty) */
  incomplete: Record<Locale, number>;
  recent_messages: ContactMessage[];
}

/** One field of an audited write: its value before and after (null when there was none). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/** An audit log entry (append-only). */
export interface AuditEntry {
  id: number;
  occurred_at: string;
  /** the signed-in user who acted; null for visitors (failed sign-ins, resets by link) */
  actor_id: number | null;
  /** the actor's name when they acted */
  actor_name: string | null;
  ip: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: number | null;
  /** the part of the record written (`role`, `translation`, `image`, `popular`), or null for the record itself */
  part: string | null;
  /** which one of that part (a role name, a language, an image id) */
  part_key: string | null;
  changes: Record<string, AuditChange>;
  /** what an account event adds (the e-mail a failed sign-in tried) */
  details: Record<string, string> | null;
  /** the record still exists, so the back office may link to it */
  entity_exists: boolean;
  /** what people call the record (a product's name in the request's language, "Name <e-mail>"), or null */
  entity_label: string | null;
}
