import {
  CATALOG_PAGE_SIZE,
  CATEGORY_NAMES,
  LOCALES,
  type CatalogProductSummary,
  type Category,
  type Locale,
  type Paginated,
  type SearchQuery,
} from '@bolsos/contracts';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ResponseCache } from '../common/cache/response-cache';
import { ProductTranslation } from '../products/entities/product-translation.entity';
import { Product } from '../products/entities/product.entity';
import { pageMeta, ProductsService } from '../products/products.service';
import { SearchIndex, type SearchDocument } from './search-index';

type Indexes = Record<Locale, SearchIndex>;

/** How long after a catalogue change the index is rebuilt unasked (a burst of writes waits). */
const REBUILD_AFTER_MS = 250;

interface TextRow {
  id: number | string;
  category: Category;
  locale: Locale;
  name: string;
  description: string | null;
}

/**
 * The storefront search: one in-memory index per language over the published catalogue, so a
 * query never scans the product tables (LIKE cannot do prefixes, accents and Chinese at once on
 * both SQLite and MySQL). The index is as fresh as the catalogue's byte cache: every invalidation
 * (a write here, one on another replica through Redis, a new build) marks it stale; it is rebuilt
 * from the database once, however many searches arrive together, by the next search or shortly
 * after the change, whichever comes first. Only the page of results shown is then read as
 * product cards.
 */
@Injectable()
export class CatalogSearchService implements OnModuleDestroy {
  private generation = 0;
  private built?: { generation: number; indexes: Indexes };
  private building?: { generation: number; promise: Promise<Indexes> };
  private readonly unsubscribe: () => void;
  private rebuild?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    cache: ResponseCache,
  ) {
    this.unsubscribe = cache.onInvalidate(() => {
      this.generation++;
      // Once searched, kept warm: rebuilt shortly after a change, so the next shopper's search
      // rarely waits for it (a search before then builds it, or joins the build, as usual).
      if (this.built) this.scheduleRebuild();
    });
  }

  private scheduleRebuild(): void {
    clearTimeout(this.rebuild);
    this.rebuild = setTimeout(() => {
      this.rebuild = undefined;
      // A failure here is retried by the next search, which reports it.
      this.indexes().catch(() => undefined);
    }, REBUILD_AFTER_MS);
    this.rebuild.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe();
    clearTimeout(this.rebuild);
  }

  /** Published products matching `q` in one language, best first, as catalogue cards. */
  async search(query: SearchQuery): Promise<Paginated<CatalogProductSummary>> {
    const locale = query.lang ?? 'es';
    const page = query.page ?? 1;
    const perPage = query.per_page ?? CATALOG_PAGE_SIZE;
    const ids = (await this.indexes())[locale].search(query.q);
    const shown = ids.slice((page - 1) * perPage, page * perPage);
    const data = await this.products.summaries(shown, locale);
    return { data, meta: pageMeta(ids.length, page, perPage, data.length) };
  }

  /** The indexes for the catalogue as it is now (built at most once per catalogue change). */
  indexes(): Promise<Indexes> {
    const generation = this.generation;
    if (this.built?.generation === generation) return Promise.resolve(this.built.indexes);
    if (this.building?.generation === generation) return this.building.promise;
    const promise = this.build().then((indexes) => {
      // A change during the build leaves this one stale: it answers its callers, nothing more.
      if (generation === this.generation) this.built = { generation, indexes };
      return indexes;
    });
    this.building = { generation, promise };
    // A failed build is not kept either: the next search tries again.
    const done = () => {
      if (this.building?.promise === promise) this.building = undefined;
    };
    promise.then(done, done);
    return promise;
  }

  private async build(): Promise<Indexes> {
    // Newest first: the order ties are ranked in, as the catalogue lists them.
    const rows = await this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoin(ProductTranslation, 't', 't.product_id = p.id')
      .select([
        'p.id AS id',
        'p.category AS category',
        't.locale AS locale',
        't.name AS name',
        't.description AS description',
      ])
      .where('p.published = :published', { published: true })
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getRawMany<TextRow>();
    const products = new Map<
      number,
      { category: Category; texts: Partial<Record<Locale, TextRow>> }
    >();
    for (const row of rows) {
      const id = Number(row.id);
      let product = products.get(id);
      if (!product) products.set(id, (product = { category: row.category, texts: {} }));
      product.texts[row.locale] = row;
    }
    const indexes = {} as Indexes;
    for (const locale of LOCALES) {
      const documents: SearchDocument[] = [];
      for (const [id, { category, texts }] of products) {
        // The page's language, else Spanish: what the product's card and page show.
        const text = texts[locale] ?? texts.es;
        if (!text) continue;
        documents.push({
          id,
          name: text.name,
          category: CATEGORY_NAMES[category]?.[locale] ?? '',
          description: text.description ?? '',
        });
      }
      indexes[locale] = new SearchIndex(documents);
    }
    return indexes;
  }
}
