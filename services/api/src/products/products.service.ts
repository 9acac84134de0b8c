import {
  API_PATHS,
  apiUrl,
  buildPath,
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
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import type { CacheBuild } from '../common/cache/response-cache';
import { foldText, likePattern } from '../common/utils/fold-text';
import { isMysqlFamily } from '../database/dialect';
import { ProductCompleteness } from './entities/product-completeness.entity';
import { ProductImage } from './entities/product-image.entity';
import { ProductSlugHistory } from './entities/product-slug-history.entity';
import { ProductTranslation } from './entities/product-translation.entity';
import { Product } from './entities/product.entity';
import { ProductPresenter } from './product-presenter';
import { listTag, pricesTag } from '../common/cache/cache-tags';
import { CatalogTotals } from './catalog-totals.service';
import { ListRowKeys } from './list-row-keys.service';
import { countOf, pageMeta, pageOfIds, type Direction, type Ordering } from './list-pages';
import {
  listedProducts,
  missingFlagSql,
  missingInLocaleSql,
  productSearchSql,
  publishedProducts,
  searchTextSql,
} from './product-list-sql';

@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly presenter: ProductPresenter,
    private readonly totals: CatalogTotals,
    private readonly rowKeys: ListRowKeys,
  ) {}

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
    return publishedProducts(this.dataSource);
  }

  /** Public list in one language: the products that language has the name and description of. */
  async catalog(query: CatalogQuery): Promise<Paginated<CatalogProductSummary>> {
    const locale = query.lang ?? 'es';
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 24;
    const ids = listedProducts(this.dataSource, locale, query).select('p.id', 'id');
    // Each ordering has its index (published or category first, then the key; the id is in every
    // index), so a page reads a few index entries instead of sorting the catalogue.
    const direction: Direction = query.sort === 'price_asc' ? 'ASC' : 'DESC';
    const byPrice =
      query.sort === 'price_asc' ||
      query.sort === 'price_desc' ||
      query.min_price !== undefined ||
      query.max_price !== undefined;
    const ordering: Ordering = [
      [
        query.sort === 'price_asc' || query.sort === 'price_desc' ? 'p.price' : 'p.createdAt',
        direction,
      ],
      ['p.id', direction],
    ];
    const { total, items: products } = await pageOfIds(
      () => this.totals.of(locale, query),
      ids,
      ordering,
      (page - 1) * perPage,
      perPage,
      (found) => this.hydrate(found, locale === 'es' ? ['es'] : [locale, 'es']),
      (total, walk) =>
        this.rowKeys.of(ids, ordering, total, walk, [
          listTag(query.category),
          ...(byPrice ? [pricesTag(query.category)] : []),
        ]),
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
