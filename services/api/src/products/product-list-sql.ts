import { LOCALES, type CatalogQuery, type Locale } from '@bolsos/contracts';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { ProductCompleteness } from './entities/product-completeness.entity';
import { Product } from './entities/product.entity';

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
export function missingFlagSql(locale: Locale, alias: string): string {
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
export function searchTextSql(flags: string, bytewise: boolean): string {
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

/** The published products, as `p`. */
export function publishedProducts(dataSource: DataSource): SelectQueryBuilder<Product> {
  return dataSource
    .getRepository(Product)
    .createQueryBuilder('p')
    .where('p.published = :published', { published: true });
}

/**
 * The products a public list in `locale` holds (its category and price bounds; not its order):
 * those that language has the name and description of, as `p`.
 */
export function listedProducts(
  dataSource: DataSource,
  locale: Locale,
  query: CatalogQuery,
): SelectQueryBuilder<Product> {
  const qb = publishedProducts(dataSource);
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
