import {
  CATALOG_PAGE_SIZE,
  CATEGORY_NAMES,
  LOCALES,
  type CatalogProductSummary,
  type Locale,
  type SearchQuery,
  type SearchResults,
} from '@bolsos/contracts';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EVERYTHING } from '../common/cache/cache-tags';
import { ResponseCache } from '../common/cache/response-cache';
import { Product } from '../products/entities/product.entity';
import { ProductPresenter } from '../products/product-presenter';
import { pageMeta, ProductsService } from '../products/products.service';
import { SearchIndex, type SearchDocument } from './search-index';

/** Per language: the index, and the card of every product it holds (what a result shows). */
type Indexes = Record<Locale, { index: SearchIndex; cards: Map<number, CatalogProductSummary> }>;

/** Products read per query while building (an IN list well below every driver's limit). */
const BUILD_CHUNK = 500;

/** How long after a catalogue change the index is rebuilt unasked (a burst of writes waits). */
const REBUILD_AFTER_MS = 250;

/**
 * The storefront search: one in-memory index per language over the published catalogue, so a
 * query never scans the product tables (LIKE cannot do prefixes, accents and Chinese at once on
 * both SQLite and MySQL). The index is as fresh as the catalogue's byte cache: every invalidation
 * (a write here, one on another replica through Redis, a new build) marks it stale; it is rebuilt
 * from the database once, however many searches arrive together, by the next search or shortly
 * after the change, whichever comes first. The products' cards are made in the same pass, so a
 * search reads nothing from the database.
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
    private readonly presenter: ProductPresenter,
    cache: ResponseCache,
  ) {
    this.unsubscribe = cache.onInvalidate((change) => {
      // A change search does not show (the Popular list) keeps the index.
      if (change !== EVERYTHING && !change.tags.includes('search')) return;
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

  /**
   * Published products matching `q` in one language, best first, as catalogue cards; a query in
   * another of the catalogue's languages finds them too, shown in this one.
   */
  async search(query: SearchQuery): Promise<SearchResults> {
    const locale = query.lang ?? 'es';
    const page = query.page ?? 1;
    const perPage = query.per_page ?? CATALOG_PAGE_SIZE;
    const { index, cards } = (await this.indexes())[locale];
    const { ids, correction } = index.find(query.q);
    // Cards come with the index (built from the same read): a search never waits on the database.
    const data = ids
      .slice((page - 1) * perPage, page * perPage)
      .map((id) => cards.get(id))
      .filter((card): card is CatalogProductSummary => Boolean(card));
    const meta = pageMeta(ids.length, page, perPage, data.length);
    return correction ? { data, meta, did_you_mean: correction } : { data, meta };
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

  /** The product's names and category in the catalogue's other languages that have them. */
  private elsewhere(product: Product, locale: Locale): string {
    const translations = product.translations ?? [];
    return LOCALES.filter((other) => other !== locale)
      .flatMap((other) => {
        const own = translations.find((t) => t.locale === other)?.name.trim();
        return own ? [own, CATEGORY_NAMES[product.category]?.[other] ?? ''] : [];
      })
      .join(' ');
  }

  private async build(): Promise<Indexes> {
    // Newest first: the order ties are ranked in, as the catalogue lists them.
    const rows = await this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .select('p.id', 'id')
      .where('p.published = :published', { published: true })
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getRawMany<{ id: number | string }>();
    const ids = rows.map((row) => Number(row.id));
    const documents = Object.fromEntries(LOCALES.map((l) => [l, [] as SearchDocument[]]));
    const cards = Object.fromEntries(
      LOCALES.map((l) => [l, new Map<number, CatalogProductSummary>()]),
    );
    for (let from = 0; from < ids.length; from += BUILD_CHUNK) {
      // Translations and images the way every catalogue read loads them (hydrate keeps the order).
      for (const product of await this.products.hydrate(ids.slice(from, from + BUILD_CHUNK))) {
        // Unpublished between the id query and this read: not searchable.
        if (!product.published) continue;
        for (const locale of LOCALES) {
          // The page's language, else Spanish: what the product's card and page show.
          const text = this.presenter.pick(product.translations ?? [], locale);
          const card = this.presenter.summary(product, locale);
          if (!text || !card) continue;
          documents[locale].push({
            id: product.id,
            name: text.name,
            category: CATEGORY_NAMES[product.category]?.[locale] ?? '',
            description: text.description ?? '',
            elsewhere: this.elsewhere(product, locale),
          });
          cards[locale].set(product.id, card);
        }
      }
    }
    // One language at a time, letting waiting requests run in between: at 100,000 products each
    // index takes the event loop for a second or two.
    const indexes: Partial<Indexes> = {};
    for (const locale of LOCALES) {
      await new Promise((resolve) => setImmediate(resolve));
      indexes[locale] = { index: new SearchIndex(documents[locale]), cards: cards[locale] };
    }
    return indexes as Indexes;
  }
}
