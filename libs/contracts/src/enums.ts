export const ROLES = ['admin', 'manager'] as const;
export type Role = (typeof ROLES)[number];

export const CATEGORIES = [
  'backpacks',
  'laptop_bags',
  'tote_bags',
  'fanny_packs',
  'crossbody',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Where a contact message stands in the staff inbox; `spam` is left out of the default list. */
export const MESSAGE_STATUSES = ['new', 'open', 'answered', 'archived', 'spam'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A staff entry in a message's thread: a reply e-mailed to the visitor, or an internal note. */
export const MESSAGE_ENTRY_KINDS = ['reply', 'note'] as const;
export type MessageEntryKind = (typeof MESSAGE_ENTRY_KINDS)[number];
/**
 * Records the audit log groups its entries by: a write to a part of a record (a product's
 * translation, a user's role) is filed under the record, so its History shows it.
 */
export const AUDIT_ENTITIES = ['user', 'product', 'message', 'shop', 'release'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Data writes, then the account events the auth code records. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'sign_in_unlocked',
  'password_reset_requested',
  'password_reset',
  'password_set',
  'password_changed',
  'invitation_sent',
  'invitation_accepted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const LOCALES = ['es', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';

/**
 * The one BCP 47 tag of each language, wherever a page names its language: `<html lang>`,
 * hreflang, the sitemap, `Content-Language`, `Intl` and (as `zh_CN`) `og:locale`. Crawlers read a
 * page that says two codes for one language as two languages.
 */
export const LOCALE_TAGS: Record<Locale, string> = {
  es: 'es-PA',
  en: 'en',
  zh: 'zh-CN',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isMessageStatus(value: unknown): value is MessageStatus {
  return typeof value === 'string' && (MESSAGE_STATUSES as readonly string[]).includes(value);
}

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header or a
 * navigator.languages list; falls back to Spanish, the shop's language.
 */
export function negotiateLocale(
  preferences: string | readonly string[] | undefined | null,
): Locale {
  if (!preferences) return DEFAULT_LOCALE;
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
          })
          .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : preferences;
  for (const tag of list) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** Role assignment rule from the spec: admin → admin, manager; manager → manager; else none. */
export function assignableRoles(actorRoles: readonly Role[]): Role[] {
  if (actorRoles.includes('admin')) return ['admin', 'manager'];
  if (actorRoles.includes('manager')) return ['manager'];
  return [];
}
