import { API_BASE, API_PATHS } from '@bolsos/contracts';

/**
 * What a cached public answer shows, as tags a catalogue write can name: `product:<id>` (its
 * page), `card:<id>` (its card, in every answer listing it by id), `list:<category>` and
 * `list:all` (the catalogue's lists, every page and order: cleared when products enter or leave
 * them, which shifts every page), `prices:<category>` and `prices:all` (a list in price order or
 * within price bounds, every page: a new price moves rows there), `members:<category>` and
 * `members:all` (which products a list without price bounds holds: its total, CatalogTotals),
 * `populars`, `search`, `sitemap`, `shop` (every footer). A new name or picture names only the
 * card: the pages showing it, no others. An answer without tags depends on something no tag
 * names (a 404, a redirect) and is cleared by every write.
 */
export type CacheTags = readonly string[];

/** Every cached answer: a write that names no product, a new build, a reconnection. */
export const EVERYTHING = 'everything';

/** What one write changed: tags, or everything. */
export type CatalogueChange = { tags: CacheTags } | typeof EVERYTHING;

/** Every list of the catalogue, whatever its category (a write whose category is not known). */
export const ANY_LIST = 'list:*';

/** Every list a price decides, whatever its category (a product whose category is not known). */
export const ANY_PRICES = 'prices:*';

/** Which products every list holds, whatever its category (a product whose category is not known). */
export const ANY_MEMBERS = 'members:*';

export const productTag = (id: number) => `product:${id}`;
/** What a list shows of a product (name, price, picture, address): its description is not in it. */
export const cardTag = (id: number) => `card:${id}`;
export const listTag = (category: string | undefined) => `list:${category ?? 'all'}`;
/** A list whose rows a price decides: in price order, or within price bounds. */
export const pricesTag = (category: string | undefined) => `prices:${category ?? 'all'}`;
/**
 * Which products a list holds, not how they look or in what order: a new price or name changes
 * every page of the list (`listTag`) but not its total; publishing, a category, a language's text
 * given or taken away, a new or deleted product change both.
 */
export const membersTag = (category: string | undefined) => `members:${category ?? 'all'}`;

const PRODUCTS = `${API_BASE}${API_PATHS.catalogProducts}`;
const POPULARS = `${API_BASE}${API_PATHS.catalogPopulars}`;
const SEARCH = `${API_BASE}${API_PATHS.catalogSearch}`;
const SHOP = `${API_BASE}${API_PATHS.catalogShop}`;

function ids(rows: unknown): string[] {
  return Array.isArray(rows)
    ? rows.flatMap((row) =>
        typeof (row as { id?: unknown })?.id === 'number'
          ? [cardTag((row as { id: number }).id)]
          : [],
      )
    : [];
}

/**
 * The tags of a catalogue answer, read from its cache key and body, so every code path that
 * builds one (an API controller, the page renderer's preload) tags it alike. Undefined: not known.
 */
export function tagsOfAnswer(key: string, status: number, body: unknown): CacheTags | undefined {
  const [path, query = ''] = key.split('?');
  if (path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return ['sitemap'];
  if (status !== 200) return undefined;
  const data = (body as { data?: unknown } | null)?.data;
  if (path === SEARCH) return ['search'];
  if (path === SHOP) return ['shop'];
  if (path === POPULARS) return ['populars', ...ids(data)];
  if (path === PRODUCTS) {
    const params = new URLSearchParams(query);
    const category = params.get('category') ?? undefined;
    const byPrice =
      params.get('sort')?.startsWith('price') || params.has('min_price') || params.has('max_price');
    return [listTag(category), ...(byPrice ? [pricesTag(category)] : []), ...ids(data)];
  }
  if (path.startsWith(`${PRODUCTS}/`)) {
    const id = (data as { id?: unknown } | null)?.id;
    return typeof id === 'number' ? [productTag(id)] : undefined;
  }
  return undefined;
}

/** Whether an answer tagged `tags` shows something `change` changed. */
export function touches(tags: ReadonlySet<string> | undefined, change: CatalogueChange): boolean {
  if (change === EVERYTHING || tags === undefined) return true;
  for (const tag of change.tags) {
    if (tags.has(tag)) return true;
    const prefix =
      tag === ANY_LIST
        ? 'list:'
        : tag === ANY_MEMBERS
          ? 'members:'
          : tag === ANY_PRICES
            ? 'prices:'
            : undefined;
    if (prefix) for (const own of tags) if (own.startsWith(prefix)) return true;
  }
  return false;
}
