import type { EntityMetadata, QueryRunner } from 'typeorm';
import { Popular } from '../../populars/entities/popular.entity';
import { RouteRedirect } from '../../redirects/entities/route-redirect.entity';
import { ShopDetails } from '../../shop/entities/shop-details.entity';
import { ProductImage } from '../../products/entities/product-image.entity';
import { ProductSlugHistory } from '../../products/entities/product-slug-history.entity';
import { ProductTranslation } from '../../products/entities/product-translation.entity';
import { Product } from '../../products/entities/product.entity';
import {
  ANY_LIST,
  ANY_MEMBERS,
  cardTag,
  EVERYTHING,
  ANY_PRICES,
  listTag,
  membersTag,
  pricesTag,
  productTag,
  type CatalogueChange,
} from './cache-tags';

// Which cached answers a catalogue write reaches (CatalogueChangeSubscriber applies them).

/**
 * Everything a cached public answer (catalogue, product pages, populars, sitemap, and the
 * server-rendered pages built from them) is built from. Redirects decide which addresses are
 * pages at all.
 */
export const CATALOGUE_ENTITIES: readonly unknown[] = [
  Product,
  ProductTranslation,
  ProductImage,
  ProductSlugHistory,
  Popular,
  RouteRedirect,
  ShopDetails,
];

export interface WriteEvent {
  metadata: EntityMetadata;
  queryRunner: QueryRunner;
  entity?: unknown;
  databaseEntity?: unknown;
  entityId?: unknown;
}

/**
 * How far a product's change reaches in the lists it is in: `members` (it entered or left them:
 * every page shifts, and their totals change), `order` (its creation time: every page of every
 * order may shift), `prices` (its price: the pages in price order or within price bounds) or
 * `card` (a name, an address or a picture: only the pages that show its card).
 */
export type ListReach = 'members' | 'order' | 'prices' | 'card';

/** The list tags of `reach` for these lists (undefined: all products). */
export function listTags(reach: ListReach, lists: (string | undefined)[]): string[] {
  if (reach === 'members') return [...lists.map(listTag), ...lists.map(membersTag)];
  // Every page of every order: a list tag names them all; price bounds' totals too.
  if (reach === 'order') return [...lists.map(listTag), ...lists.map(pricesTag)];
  if (reach === 'prices') return lists.map(pricesTag);
  return [];
}

/** Every list's tags of `reach`, for a product whose category is not known. */
export function anyListTags(reach: ListReach): string[] {
  if (reach === 'members') return [ANY_LIST, ANY_MEMBERS];
  if (reach === 'order') return [ANY_LIST, ANY_PRICES];
  if (reach === 'prices') return [ANY_PRICES];
  return [];
}

const TEXT_AND_PICTURES: readonly unknown[] = [
  ProductTranslation,
  ProductImage,
  ProductSlugHistory,
];

/**
 * A product's answers: its page, its card wherever shown, the lists' pages `reach` shifts (all
 * products', and its categories' when known, else later), search and, unless `sitemap` is false
 * (a picture or an old address, which the sitemap does not list), the sitemap.
 */
function productChange(
  id: number,
  categories: string[],
  reach: ListReach,
  sitemap = true,
): CatalogueChange {
  return {
    tags: [
      productTag(id),
      cardTag(id),
      ...listTags(reach, [undefined, ...categories]),
      'search',
      ...(sitemap ? ['sitemap'] : []),
    ],
  };
}

/** Two column values alike as the database holds them (a price as "12.50" or 12.5, a flag as 1 or true, a Date). */
function alike(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date)
    return (
      a != null && b != null && new Date(a as Date).getTime() === new Date(b as Date).getTime()
    );
  if (typeof a === 'boolean' || typeof b === 'boolean')
    return Boolean(Number(a)) === Boolean(Number(b));
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return a === b;
}

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/** Whether an update's `entity` carries each of `columns`, each as it was `before`. */
function keptColumns(
  columns: string[],
  entity: Record<string, unknown>,
  before: Record<string, unknown>,
): boolean {
  return columns.every((column) => column in entity && alike(entity[column], before[column]));
}

/** Whether a text names and describes its product: the lists in its language hold it then. */
const complete = (text: Record<string, unknown>) => filled(text.name) && filled(text.description);

/**
 * Whether an update left the lists holding the same products: a product's state and category,
 * or whether a text of the same language still names and describes it. A price or a name moves
 * the product within its lists and changes its card, not which lists hold it.
 */
function keepsMembers(
  target: unknown,
  entity: Record<string, unknown>,
  before: Record<string, unknown>,
): boolean {
  const kept = (columns: string[]) => keptColumns(columns, entity, before);
  if (target === Product) return kept(['id', 'category', 'published']);
  if (target === ProductTranslation)
    return kept(['productId', 'locale']) && complete(entity) === complete(before);
  return false;
}

/**
 * Whether an update left everything a product's card and its place in the lists are made of as
 * it was: the category, price, state and creation time of the product; the language, name and
 * address of a text, and whether it has a description (an English list holds only products with
 * both). Such an update shows on the product's own page (and, for a text, in search) only.
 */
function leavesCard(
  target: unknown,
  entity: Record<string, unknown>,
  before: Record<string, unknown>,
): boolean {
  const kept = (columns: string[]) => keptColumns(columns, entity, before);
  if (target === Product) return kept(['id', 'category', 'price', 'published', 'createdAt']);
  if (target === ProductTranslation)
    return (
      kept(['productId', 'locale', 'name', 'slug']) &&
      filled(entity.description) === filled(before.description)
    );
  return false;
}

function numberOf(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * What one write changed, read from the event: a product's pages and lists (its category, when
 * the event carries it, else owed), the Popular section, a redirect, or, for a write that names
 * no product (an update through a query builder with a WHERE), everything.
 */
export function describeWrite(
  event: WriteEvent,
  kind: 'insert' | 'update' | 'remove' = 'update',
): { change: CatalogueChange; categoryOf?: number; reach?: ListReach; named?: number } {
  const target = event.metadata.target;
  const entity = (event.entity ?? undefined) as Record<string, unknown> | undefined;
  const before = (event.databaseEntity ?? undefined) as Record<string, unknown> | undefined;
  const update = kind === 'update' && entity !== undefined && before !== undefined;
  // Pictures and old addresses never take a product in or out of a list.
  const members =
    target !== ProductImage &&
    target !== ProductSlugHistory &&
    !(update && keepsMembers(target, entity, before));
  // A description or the time of the last edit: the product's page, not the lists showing it.
  if (update && leavesCard(target, entity, before)) {
    const id = numberOf(before.productId ?? before.id);
    if (id !== undefined)
      return {
        change: { tags: [productTag(id), target === Product ? 'sitemap' : 'search'] },
      };
  }
  if (target === Popular) return { change: { tags: ['populars'] } };
  // A redirect answers an address that is no page: no cached page shows it, only the answers
  // that name nothing (404s, redirects, lookups), which every change clears.
  if (target === RouteRedirect) return { change: { tags: ['redirects'] } };
  // The footer of every page, Contact and the structured data show the shop's details.
  if (target === ShopDetails) return { change: { tags: ['shop'] } };
  if (target === Product) {
    const id = numberOf(entity?.id ?? before?.id ?? event.entityId);
    if (id === undefined) return { change: EVERYTHING };
    const kept = (column: string) => update && keptColumns([column], entity, before);
    const reach: ListReach = members
      ? 'members'
      : !kept('createdAt')
        ? 'order'
        : !kept('price')
          ? 'prices'
          : 'card';
    // A category change moves the product between two lists: both are cleared.
    const categories = [entity?.category, before?.category].filter(
      (c): c is string => typeof c === 'string',
    );
    if (categories.length || reach === 'card')
      return { change: productChange(id, [...new Set(categories)], reach), named: id };
    return { change: productChange(id, [], reach), categoryOf: id, reach };
  }
  if (TEXT_AND_PICTURES.includes(target)) {
    const id = numberOf(entity?.productId ?? before?.productId);
    // A slug given back by the history (a delete by locale and slug, naming no product) only
    // changes what an old address answers: like a redirect, no cached page shows it. The
    // product that takes the slug names itself in the same save.
    if (id === undefined && target === ProductSlugHistory)
      return { change: { tags: ['redirects'] } };
    if (id === undefined) return { change: EVERYTHING };
    const sitemap = target === ProductTranslation;
    // A new name, address or picture shows on its card only: no category to read for it.
    if (!members) return { change: productChange(id, [], 'card', sitemap) };
    return { change: productChange(id, [], 'members', sitemap), categoryOf: id, reach: 'members' };
  }
  return { change: EVERYTHING };
}
