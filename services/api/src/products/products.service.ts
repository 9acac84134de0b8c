import {
  API_PATHS,
  apiUrl,
  buildPath,
  CATEGORIES,
  type CatalogProductDetail,
  type CatalogProductSummary,
  type CatalogQuery,
  type Locale,
  type Paginated,
  type Product as ProductContract,
  type ProductListQuery,
  type StaffProductSort,
  LIMITS,
  LOCALES,
} from '@bolsos/contracts';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { listTag, membersTag, touches } from '../common/cache/cache-tags';
import { ResponseCache, type CacheBuild } from '../common/cache/response-cache';
import { foldText, likePattern } from '../common/utils/fold-text';
import { isMysqlFamily } from '../database/dialect';
import { ProductCompleteness } from './entities/product-completeness.entity';
import { ProductImage } from './entities/product-image.entity';
import { ProductSlugHistory } from './entities/product-slug-history.entity';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';
import { ProductPresenter } from './product-presenter';

/** `meta` of a list answer (design §4): total, page, per_page and the 1-based range shown. */
export function pageMeta(total: number, page: number, perPage: number, count: number) {
  const from = count ? (page - 1) * perPage + 1 : 0;
  return { total, page, per_page: perPage, from, to: count ? from + count - 1 : 0 };
}

/**
 * SQL true where product `p` lacks something in `locale` (Product.missing not empty), from the
 * flags ProductCompletenessSubscriber keeps: a 10,000-product count reads one small table instead
 * of every product's texts and images. `locale` comes from LOCALES only.
 *
 * An IN subquery, not EXISTS: see productSearchSql.
 */
export function missingInLocaleSql(locale: Locale, alias = 'p'): string {
  return `${alias}.id IN (SELECT pc.product_id FROM product_completeness pc WHERE ${missingFlagSql(locale, 'pc')})`;
}

/** SQL true where the product_completeness row `alias` says its product lacks something in `locale`. */
function missingFlagSql(locale: Locale, alias: string): string {
  if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${locale}`);
  return `${alias}.missing_${locale} = 1`;
}

/**
 * SQL true where a name of product `p`, in any language, contains `:term` (folded, a LIKE
 * pattern), read from the names ProductCompletenessSubscriber keeps together, one row a product.
 * An IN subquery: with `EXISTS`, SQLite 3.51 sorting by an index (price, update) and skipping
 * rows (OFFSET) skipped them before the filter, so page 2 repeated page 1's rows.
 *
 * `bytewise` (MySQL and MariaDB) compares bytes, `LIKE BINARY`: the names and the term are both
 * folded by foldText already, so the collation's case and accent rules find nothing more, and
 * without them MariaDB's scan of 100,000 names took a third to half the time. (SQLite's LIKE
 * has no collation to skip.)
 */
export function productSearchSql(alias = 'p', bytewise = false): string {
  return `${alias}.id IN (SELECT ps.product_id FROM product_completeness ps WHERE ${searchTextSql('ps', bytewise)})`;
}

/** SQL true where the names kept in flags row `flags` contain `:term` (see productSearchSql). */
function searchTextSql(flags: string, bytewise: boolean): string {
  return `${flags}.search_text ${bytewise ? 'LIKE BINARY' : 'LIKE'} :term ESCAPE '!'`;
}

/**
 * The join condition of product `p`'s flags row `pl` where `p` has its own name and description in
 * `locale` (ProductPresenter's isTranslated): the catalogue in another language than Spanish
 * lists only those. `locale` comes from LOCALES only.
 */
export function translatedJoinSql(locale: Locale, alias = 'p', flags = 'pl'): string {
  if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${locale}`);
  // The flag ProductCompletenessSubscriber keeps: reading the texts instead took 0.3–0.5 s a
  // count at 100,000 products.
  return `${flags}.product_id = ${alias}.id AND ${flags}.translated_${locale} = 1`;
}

type Direction = 'ASC' | 'DESC';
/** A list's order, most significant first; its last key is unique (the id), so it is total. */
type Ordering = [column: string, direction: Direction][];

function ordered<T extends object>(
  qb: SelectQueryBuilder<T>,
  ordering: Ordering,
  reverse: boolean,
): SelectQueryBuilder<T> {
  ordering.forEach(([column, direction], i) => {
    const way: Direction = reverse ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction;
    if (i === 0) qb.orderBy(column, way);
    else qb.addOrderBy(column, way);
  });
  return qb;
}

/**
 * One page of a list and the list's total, for `?page=N` links as users have them: the page's ids
 * in order, then `load` reads their rows. The database skips an OFFSET's rows one by one, so a
 * last page of 100,000 products cost a whole walk of the index: a page past the middle is read in
 * the reverse order, from the end, and turned back — the same rows in the same order, since every
 * ordering ends with the unique id. Pages past the second need the total first for that; the
 * first two count beside reading the page's ids and rows (on MySQL, on other connections: a count
 * of 100,000 rows is the longest of them).
 */
export async function pageOfIds<T extends object, R>(
  count: () => Promise<number>,
  ids: SelectQueryBuilder<T>,
  ordering: Ordering,
  offset: number,
  perPage: number,
  load: (ids: number[]) => Promise<R[]>,
): Promise<{ total: number; items: R[] }> {
  const read = async (qb: SelectQueryBuilder<T>, skip: number, take: number) =>
    (await qb.offset(skip).limit(take).getRawMany<{ id: number | string }>()).map((r) =>
      Number(r.id),
    );
  if (offset < 2 * perPage) {
    const [total, items] = await Promise.all([
      count(),
      read(ordered(ids, ordering, false), offset, perPage).then(load),
    ]);
    return { total, items };
  }
  const total = await count();
  if (offset >= total) return { total, items: [] };
  const take = Math.min(perPage, total - offset);
  const fromEnd = total - offset - take;
  const page =
    offset <= fromEnd
      ? await read(ordered(ids, ordering, false), offset, take)
      : (await read(ordered(ids, ordering, true), fromEnd, take)).reverse();
  return { total, items: await load(page) };
}

/**
 * How many rows `qb` matches. COUNT(*), not TypeORM's COUNT(DISTINCT id): the lists filter by IN
 * subqueries, never by a join that repeats rows, and a distinct count makes SQLite build a
 * temporary index of every id.
 */
export async function countOf<T extends object>(qb: SelectQueryBuilder<T>): Promise<number> {
  const row = await qb
    .clone()
    .select('COUNT(*)', 'n')
    .orderBy()
    .getRawOne<{ n: number | string }>();
  return Number(row?.n ?? 0);
}

/** Public lists' totals kept at most (price bounds are the visitor's to choose). */
const TOTALS_KEPT = 1000;

@Injectable()
export class ProductsService implements OnModuleDestroy {
  /**
   * The public catalogue's totals by filter (language, category, price bounds), until the
   * catalogue changes: counting 100,000 published products (and their translations, in English
   * or Chinese) cost more than the rest of a page, and every page and order of one filter has the
   * same total. Each is kept with a tag of its list and cleared by the invalidations that name it,
   * here or from another replica, like the cached answers it goes into (a write in one category
   * leaves the other categories' totals). Without price bounds that tag names the list's members
   * only, so a new price or name (the most common edits) leaves the total; with bounds, any card
   * change clears it (a price may cross a bound). Staff lists always count.
   */
  private readonly totals = new Map<string, { count: Promise<number>; tags: Set<string> }>();
  private readonly unsubscribe: () => void;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly presenter: ProductPresenter,
    cache: ResponseCache,
  ) {
    this.unsubscribe = cache.onInvalidate((change) => {
      for (const [key, total] of this.totals)
        if (touches(total.tags, change)) this.totals.delete(key);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /**
   * The count of a public list in English or Chinese without price bounds, from
   * product_completeness's copies of `published` and `category` beside the language's flag: one
   * covering index range (IDX_product_completeness_list_*) instead of checking ~95,000 products
   * against an IN subquery (100,000 products: MariaDB 73 → 12 ms, SQLite 20 → 2 ms). Undefined
   * for the others, counted on products: Spanish reads one index there already, and price bounds
   * are only there.
   */
  private flagsTotalQuery(
    locale: Locale,
    query: CatalogQuery,
  ): SelectQueryBuilder<ProductCompleteness> | undefined {
    if (locale === 'es' || query.min_price !== undefined || query.max_price !== undefined)
      return undefined;
    if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${locale}`);
    const flags = this.dataSource
      .getRepository(ProductCompleteness)
      .createQueryBuilder('pl')
      .where(`pl.translated_${locale} = 1`)
      .andWhere('pl.published = :published', { published: true });
    if (query.category) flags.andWhere('pl.category = :category', { category: query.category });
    return flags;
  }

  /**
   * `qb`'s total, kept until a write names `category`'s list (undefined: all products), or only
   * its members when the list is not `bounded` by price.
   */
  private publicTotal<T extends object>(
    qb: SelectQueryBuilder<T>,
    category: string | undefined,
    bounded: boolean,
  ): Promise<number> {
    const key = JSON.stringify(qb.getQueryAndParameters());
    const known = this.totals.get(key);
    if (known) return known.count;
    if (this.totals.size >= TOTALS_KEPT) this.totals.clear();
    const counting = countOf(qb);
    const tag = bounded ? listTag(category) : membersTag(category);
    this.totals.set(key, { count: counting, tags: new Set([tag]) });
    // A failed count is not kept: the next page asks again.
    counting.catch(() => {
      if (this.totals.get(key)?.count === counting) this.totals.delete(key);
    });
    return counting;
  }

  /**
   * Loads translations and images for a page of products in two IN queries
   * (no joins multiplying rows), keeping the order of `ids`. `images: false` leaves them out
   * (the sitemap names pages, not pictures).
   */
  async hydrate(
    ids: number[],
    locales?: Locale[],
    { images: withImages = true }: { images?: boolean } = {},
  ): Promise<Product[]> {
    if (ids.length === 0) return [];
    const [products, translations, images] = await Promise.all([
      this.dataSource.getRepository(Product).find({ where: { id: In(ids) } }),
      this.dataSource.getRepository(ProductTranslation).find({
        where: { productId: In(ids), ...(locales ? { locale: In(locales) } : {}) },
      }),
      withImages
        ? this.dataSource
            .getRepository(ProductImage)
            .find({ where: { productId: In(ids) }, order: { position: 'ASC' } })
        : [],
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    // Grouped in one pass: filtering every row for each product was quadratic in the chunk (a
    // search index build or a sitemap reads 500 products a time).
    for (const product of products) {
      product.translations = [];
      product.images = [];
    }
    for (const text of translations) byId.get(text.productId)?.translations.push(text);
    for (const image of images) byId.get(image.productId)?.images.push(image);
    return ids.map((id) => byId.get(id)).filter((p): p is Product => Boolean(p));
  }

  /**
   * Staff list: every product, searched by name in any language (case- and accent-insensitive),
   * filtered by category, state and what a language lacks, in the asked order (newest first when
   * none). Ties go by id, so a page never shows a row the next page shows again.
   */
  async list(query: ProductListQuery): Promise<Paginated<ProductContract>> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? LIMITS.staffPerPage;
    const qb = this.dataSource.getRepository(Product).createQueryBuilder('p');
    if (query.category) qb.andWhere('p.category = :category', { category: query.category });
    if (query.published !== undefined) {
      qb.andWhere('p.published = :published', { published: query.published });
    }
    if (query.missing) qb.andWhere(missingInLocaleSql(query.missing));
    const term = foldText(query.search);
    const bytewise = isMysqlFamily(this.dataSource);
    if (term) qb.andWhere(productSearchSql('p', bytewise), { term: likePattern(term) });
    const ids = qb.clone().select('p.id', 'id');
    const ordering = this.staffOrdering(ids, query.sort);
    const { total, items: products } = await pageOfIds(
      () => (term ? countOf(this.staffSearchTotalQuery(query, term, bytewise)) : countOf(qb)),
      ids,
      ordering,
      (page - 1) * perPage,
      perPage,
      (found) => this.hydrate(found),
    );
    return {
      data: products.map((p) => this.presenter.staff(p)),
      meta: pageMeta(total, page, perPage, products.length),
    };
  }

  /**
   * A staff search's count, on product_completeness alone: each product's row there keeps its
   * names, category, state and what each language lacks, so every filter of the list reads one
   * table. Counting products with the names as a subquery, MariaDB 10.11 chose by its statistics
   * between scanning the names and probing them for each of 100,000 products (30 ms or 200 ms).
   */
  private staffSearchTotalQuery(
    query: ProductListQuery,
    term: string,
    bytewise: boolean,
  ): SelectQueryBuilder<ProductCompleteness> {
    const flags = this.dataSource
      .getRepository(ProductCompleteness)
      .createQueryBuilder('ps')
      .where(searchTextSql('ps', bytewise), { term: likePattern(term) });
    if (query.category) flags.andWhere('ps.category = :category', { category: query.category });
    if (query.published !== undefined)
      flags.andWhere('ps.published = :published', { published: query.published });
    if (query.missing) flags.andWhere(missingFlagSql(query.missing, 'ps'));
    return flags;
  }

  /** The staff list's order for `sort` (joining what it sorts by to `qb`); ties by id. */
  private staffOrdering(
    qb: SelectQueryBuilder<Product>,
    sort: StaffProductSort | undefined,
  ): Ordering {
    if (!sort) return [['p.id', 'DESC']];
    const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
    const key = sort.replace(/^-/, '') as 'name' | 'price' | 'updated';
    if (key === 'name') {
      // The folded Spanish name: "árbol" sorts beside "arco", whatever the database's collation.
      // Ties by the translation's product_id (the same as p.id): both columns of one index, so
      // MySQL reads a page from IDX_product_translations_locale_search instead of sorting them all.
      qb.innerJoin(ProductTranslation, 'es', "es.product_id = p.id AND es.locale = 'es'");
      return [
        ['es.searchText', direction],
        ['es.productId', direction],
      ];
    }
    return [
      [key === 'price' ? 'p.price' : 'p.updatedAt', direction],
      ['p.id', direction],
    ];
  }

  /** One product as staff see it (any state, every language), or null. */
  async staffProduct(id: number): Promise<ProductContract | null> {
    const [product] = await this.hydrate([id]);
    return product ? this.presenter.staff(product) : null;
  }

  private published(): SelectQueryBuilder<Product> {
    return this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .where('p.published = :published', { published: true });
  }

  /**
   * The products a public list in `locale` holds (its category and price bounds; not its order):
   * those that language has the name and description of.
   */
  private listed(locale: Locale, query: CatalogQuery): SelectQueryBuilder<Product> {
    const qb = this.published();
    // A join on the product's flags row (one per product), not an IN subquery: SQLite built the
    // subquery's ~95,000 ids for every page it read (12–15 ms), where the join probes the flags
    // of the few products a page walks through in the ordering's index.
    if (locale !== 'es') qb.innerJoin(ProductCompleteness, 'pl', translatedJoinSql(locale));
    if (query.category) qb.andWhere('p.category = :category', { category: query.category });
    // Bounds as fixed two-decimal strings, like the column's values: no float drift on either side.
    if (query.min_price !== undefined)
      qb.andWhere('p.price >= :min', { min: query.min_price.toFixed(2) });
    if (query.max_price !== undefined)
      qb.andWhere('p.price <= :max', { max: query.max_price.toFixed(2) });
    return qb;
  }

  /**
   * A public list's total. All products without price bounds is the sum of each category's
   * (every product has one of them): publishing or hiding a product counts its category again,
   * a fifth of the catalogue, instead of all of it (MariaDB, 100,000 products: 12–14 ms).
   */
  private listTotal(locale: Locale, query: CatalogQuery): Promise<number> {
    const bounded = query.min_price !== undefined || query.max_price !== undefined;
    if (!bounded && !query.category)
      return Promise.all(
        CATEGORIES.map((category) => this.listTotal(locale, { ...query, category })),
      ).then((counts) => counts.reduce((sum, n) => sum + n, 0));
    const flagsTotal = this.flagsTotalQuery(locale, query);
    return flagsTotal
      ? this.publicTotal(flagsTotal, query.category, bounded)
      : this.publicTotal(this.listed(locale, query), query.category, bounded);
  }

  /** Public list in one language: the products that language has the name and description of. */
  async catalog(query: CatalogQuery): Promise<Paginated<CatalogProductSummary>> {
    const locale = query.lang ?? 'es';
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 24;
    const ids = this.listed(locale, query).select('p.id', 'id');
    // Each ordering has its index (published or category first, then the key; the id is in every
    // index), so a page reads a few index entries instead of sorting the catalogue.
    const direction: Direction = query.sort === 'price_asc' ? 'ASC' : 'DESC';
    const ordering: Ordering = [
      [
        query.sort === 'price_asc' || query.sort === 'price_desc' ? 'p.price' : 'p.createdAt',
        direction,
      ],
      ['p.id', direction],
    ];
    const { total, items: products } = await pageOfIds(
      () => this.listTotal(locale, query),
      ids,
      ordering,
      (page - 1) * perPage,
      perPage,
      (found) => this.hydrate(found, locale === 'es' ? ['es'] : [locale, 'es']),
    );
    const data = products
      .map((p) => this.presenter.summary(p, locale))
      .filter((s): s is CatalogProductSummary => Boolean(s));
    return { data, meta: pageMeta(total, page, perPage, data.length) };
  }

  async summaries(ids: number[], locale: Locale): Promise<CatalogProductSummary[]> {
    const products = await this.hydrate(ids, locale === 'es' ? ['es'] : [locale, 'es']);
    return products
      .filter((p) => p.published)
      .map((p) => this.presenter.summary(p, locale))
      .filter((s): s is CatalogProductSummary => Boolean(s));
  }

  /** Published products that have (or, from `table`, had) `slug` in some language. */
  private slugOwners(
    table: typeof ProductTranslation | typeof ProductSlugHistory,
    slug: string,
  ): Promise<{ product_id: number; locale: Locale }[]> {
    return (
      this.dataSource
        .getRepository(table)
        .createQueryBuilder('t')
        .innerJoin(Product, 'p', 'p.id = t.product_id AND p.published = :published', {
          published: true,
        })
        .select(['t.product_id AS product_id', 't.locale AS locale'])
        // Every language named: the (locale, slug) unique index finds the slug in three probes,
        // where the slug alone read every translation of the catalogue.
        .where('t.slug = :slug AND t.locale IN (:...locales)', { slug, locales: [...LOCALES] })
        .getRawMany<{ product_id: number; locale: Locale }>()
    );
  }

  /**
   * A published product by slug in a language. Another language's slug (or the
   * Spanish one where a translation exists), or a slug the product had before a
   * rename, answers with the canonical page to redirect to, so shared links and
   * switched languages keep working. A slug in use now wins over an old one.
   */
  async bySlug(
    locale: Locale,
    slug: string,
  ): Promise<{ product: CatalogProductDetail } | { redirect: string; untranslated?: true } | null> {
    let matches = await this.slugOwners(ProductTranslation, slug);
    if (matches.length === 0) matches = await this.slugOwners(ProductSlugHistory, slug);
    if (matches.length === 0) return null;
    // Prefer the product whose slug is (or was) in the asked language.
    const match = matches.find((m) => m.locale === locale) ?? matches[0];
    const [product] = await this.hydrate([Number(match.product_id)]);
    if (!product) return null;
    // No page in a language without the product's text: the Spanish one, saying so.
    if (!this.presenter.isTranslated(product.translations, locale)) {
      return { redirect: this.presenter.pagePath(product, locale) as string, untranslated: true };
    }
    const canonical = this.presenter.pick(product.translations, locale)?.slug;
    if (canonical !== slug) {
      return {
        redirect: buildPath(locale, {
          name: 'product',
          category: product.category,
          slug: canonical as string,
        }),
      };
    }
    return { product: this.presenter.detail(product, locale) as CatalogProductDetail };
  }

  /**
   * The public answer for a product slug, as the byte cache stores it: 200 with
   * the product, 301 with the canonical page, 302 to the Spanish page while the language lacks
   * the product's text, or 404. The API route and the
   * server-rendered page build it the same way, so they share cache entries.
   */
  async productAnswer(locale: Locale, slug: string): Promise<CacheBuild> {
    const found = await this.bySlug(locale, slug);
    if (!found) return { status: 404, body: null };
    if ('redirect' in found) {
      const [pathname] = found.redirect.split('?');
      const canonical = pathname.split('/').pop() as string;
      // Temporary while a translation is missing: the language gets its page once it has one.
      return {
        status: found.untranslated ? 302 : 301,
        body: { redirect: found.redirect },
        location: apiUrl(API_PATHS.catalogProduct(found.untranslated ? 'es' : locale, canonical)),
      };
    }
    return { body: { data: found.product } };
  }

  async publishedProductIds(): Promise<number[]> {
    return (await this.publishedProductStamps()).map((row) => row.id);
  }

  /** Every published product's id and last change, by id: what a sitemap's parts are cut from. */
  async publishedProductStamps(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.published()
      .select('p.id', 'id')
      .addSelect('p.updatedAt', 'updatedAt')
      .orderBy('p.id', 'ASC')
      .getRawMany<{ id: number | string; updatedAt: Date | string }>();
    return rows.map((r) => ({ id: Number(r.id), updatedAt: new Date(r.updatedAt) }));
  }

  count(): Promise<number> {
    return this.dataSource.getRepository(Product).count();
  }
}
