import {
  CATALOG_PAGE_SIZE,
  CATEGORY_NAMES,
  LOCALES,
  type Locale,
  type SearchQuery,
  type SearchResults,
} from '@bolsos/contracts';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EVERYTHING } from '../common/cache/cache-tags';
import { ResponseCache } from '../common/cache/response-cache';
import { foldText, likePattern } from '../common/utils/fold-text';
import { isMysqlFamily } from '../database/dialect';
import { ProductCompleteness } from '../products/entities/product-completeness.entity';
import { Product } from '../products/entities/product.entity';
import { ProductPresenter } from '../products/product-presenter';
import { pageMeta } from '../products/list-pages';
import { translatedJoinSql } from '../products/product-list-sql';
import { ProductsService } from '../products/products.service';
import { SearchIndex } from './search-index';
import { SearchIndexBuilder, type SearchDocument } from './search-index-builder';

/** Per language, the index of the products that language shows. */
type Indexes = Record<Locale, SearchIndex>;

/** Products read per query while building (an IN list well below every driver's limit). */
const BUILD_CHUNK = 500;

/** How long after a catalogue change the index is brought up to date unasked (a burst of writes waits). */
const REBUILD_AFTER_MS = 250;

/**
 * Products one update may change before the index is rebuilt whole instead: a few thousand are
 * read faster than the whole catalogue, and the removed documents they leave are tidied by the
 * next whole build (`compactAt`).
 */
const PATCH_MAX = 5000;

/** Changed documents an index may carry before a whole build tidies it, in the background. */
const compactAt = (size: number) => Math.max(PATCH_MAX, Math.ceil(size * 0.1));

/**
 * How long a search waits for its process's first index before the database answers it instead
 * (`fallback`): a small catalogue's index is built well within it; at 100,000 products the first
 * build takes seconds, which a shopper searching just after a start should not wait.
 */
export const FIRST_BUILD_WAIT_MS = 1000;

/** Words of a query the fallback matches, each a substring of a product's names. */
const FALLBACK_WORDS = 8;

/** Lets what waits for the event loop (requests, timers) run before the rest of a long job. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** The products a change names (`product:<id>` tags). */
function productIdsOf(tags: readonly string[]): number[] {
  const ids: number[] = [];
  for (const tag of tags) {
    const match = /^product:(\d+)$/.exec(tag);
    if (match) ids.push(Number(match[1]));
  }
  return ids;
}

/**
 * The storefront search: one in-memory index per language over the published catalogue, so a
 * query never scans the product tables (LIKE cannot do prefixes, accents and Chinese at once on
 * both SQLite and MySQL). The index is as fresh as the catalogue's byte cache: every invalidation
 * (a write here, one on another replica through Redis, a new build) marks it stale; it is rebuilt
 * from the database once, however many searches arrive together, by the next search or shortly
 * after the change, whichever comes first. A search reads from the database only the cards of the
 * page it answers: kept with the index, 285,000 cards (100,000 products in three languages) held
 * some 200 MiB of the API's heap for a read of 24 products by id (a few ms).
 */
@Injectable()
export class CatalogSearchService implements OnModuleDestroy {
  private generation = 0;
  private built?: { generation: number; indexes: Indexes };
  /**
   * The indexes before the catalogue changed whole (an import of thousands of products, changes
   * another replica may have missed): they answer searches while their replacement is built, a
   * few seconds behind the catalogue instead of every search waiting 10–20 s at 100,000 products.
   */
  private stale?: Indexes;
  private building?: { generation: number; promise: Promise<Indexes> };
  private readonly unsubscribe: () => void;
  private rebuild?: NodeJS.Timeout;
  /** products changed since the built index was last brought up to date */
  private readonly owed = new Set<number>();
  private patching?: Promise<void>;
  /** invalidations seen: a background whole build is kept only if none came during it */
  private changes = 0;
  private compacting = false;
  /** searched at least once: kept warm from then on */
  private warm = false;
  /** the database answered searches while the first index was built: their pages are dropped after */
  private provisional = false;
  /** see FIRST_BUILD_WAIT_MS; a setting so tests can take either path for sure */
  firstBuildWaitMs = FIRST_BUILD_WAIT_MS;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly presenter: ProductPresenter,
    private readonly cache: ResponseCache,
  ) {
    this.unsubscribe = cache.onInvalidate((change, cause) => {
      // A change search does not show (the Popular list) keeps the index, and so does a new build
      // or release (the same products, drawn by other code): rebuilding 100,000 products' index
      // held every search for 10–20 s after each deploy. So do the answers this service drops.
      if (cause !== 'catalogue') return;
      if (change !== EVERYTHING && !change.tags.includes('search')) return;
      this.changes++;
      const ids = change === EVERYTHING ? [] : productIdsOf(change.tags);
      // A build in flight may have read the products before the change: it is not kept.
      if (ids.length === 0 || !this.built || this.building) this.outdate();
      else for (const id of ids) this.owed.add(id);
      // Once searched, kept warm: updated shortly after a change, so the next shopper's search
      // rarely waits for it (a search before then does it, or joins it, as usual).
      if (this.warm) this.scheduleRebuild();
    });
  }

  /**
   * The built index is no longer the catalogue's: it is built whole again, and answers searches
   * meanwhile (`stale`). The two are held together until then, as while tidying up (at 100,000
   * products the three languages' indexes are some 100 MiB).
   */
  private outdate(): void {
    this.generation++;
    if (this.built) this.stale = this.built.indexes;
    this.built = undefined;
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
   * another of the catalogue's languages finds them too, shown in this one. `timings` gets the ms
   * spent in the index (with its build or update, if this search waited for one) and reading the
   * page's cards, for the answer's Server-Timing.
   */
  async search(query: SearchQuery, timings: Record<string, number> = {}): Promise<SearchResults> {
    const locale = query.lang ?? 'es';
    const page = query.page ?? 1;
    const perPage = query.per_page ?? CATALOG_PAGE_SIZE;
    const started = performance.now();
    const indexes = await this.searchableWithin(this.firstBuildWaitMs);
    if (!indexes) return this.fallback(query, timings);
    const index = indexes[locale];
    const { ids, total, correction } = index.find(query.q, {
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    const found = performance.now();
    timings.index = found - started;
    // In the index's order; a product unpublished since the index's last update is left out.
    const data = await this.products.summaries(ids, locale);
    timings.cards = performance.now() - found;
    const meta = pageMeta(total, page, perPage, data.length);
    return correction ? { data, meta, did_you_mean: correction } : { data, meta };
  }

  /**
   * The indexes a search answers with now: the catalogue's, or, while those are built whole, the
   * ones before (the build started or joined here; its answers replace theirs).
   */
  searchable(): Promise<Indexes> {
    if (!this.stale || this.built?.generation === this.generation) return this.indexes();
    // A failed build is tried again by the next search; the stale indexes answer meanwhile.
    this.indexes().catch(() => undefined);
    return Promise.resolve(this.stale);
  }

  /**
   * `searchable()`, or nothing when this process has no index yet and the first is not built
   * within `ms` (it goes on building, for the searches after).
   */
  private async searchableWithin(ms: number): Promise<Indexes | undefined> {
    if (this.built || this.stale) return this.searchable();
    const building = this.searchable();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    });
    try {
      return await Promise.race([building, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * While the first index is built: published products whose names (any language, folded) hold
   * every word of the query, newest first, from the flags table writes keep. No typo tolerance
   * and no ranking, so these pages are dropped once the index answers (`provisional`).
   */
  private async fallback(
    query: SearchQuery,
    timings: Record<string, number>,
  ): Promise<SearchResults> {
    const locale = query.lang ?? 'es';
    const page = query.page ?? 1;
    const perPage = query.per_page ?? CATALOG_PAGE_SIZE;
    const started = performance.now();
    this.provisional = true;
    const words = [...new Set(foldText(query.q).split(' ').filter(Boolean))].slice(
      0,
      FALLBACK_WORDS,
    );
    if (words.length === 0) return { data: [], meta: pageMeta(0, page, perPage, 0) };
    const like = isMysqlFamily(this.dataSource) ? 'LIKE BINARY' : 'LIKE';
    const matching = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoin(ProductCompleteness, 'pl', translatedJoinSql(locale))
      .where('p.published = :published', { published: true });
    words.forEach((word, i) =>
      matching.andWhere(`pl.search_text ${like} :w${i} ESCAPE '!'`, {
        [`w${i}`]: likePattern(word),
      }),
    );
    const [total, rows] = await Promise.all([
      matching.clone().getCount(),
      matching
        .clone()
        .select('p.id', 'id')
        .orderBy('p.createdAt', 'DESC')
        .addOrderBy('p.id', 'DESC')
        .offset((page - 1) * perPage)
        .limit(perPage)
        .getRawMany<{ id: number | string }>(),
    ]);
    const found = performance.now();
    // Named apart from `index` in Server-Timing: a reader (the benchmark) sees which answered.
    timings.database = found - started;
    const data = await this.products.summaries(
      rows.map((row) => Number(row.id)),
      locale,
    );
    timings.cards = performance.now() - found;
    return { data, meta: pageMeta(total, page, perPage, data.length) };
  }

  /** The indexes for the catalogue as it is now (built at most once per catalogue change). */
  indexes(): Promise<Indexes> {
    const generation = this.generation;
    if (this.built?.generation === generation) {
      if (this.owed.size === 0 && !this.patching) return Promise.resolve(this.built.indexes);
      return this.patch().then(() => this.indexes());
    }
    if (this.building?.generation === generation) return this.building.promise;
    // A whole build reads every product: what was owed is in it.
    this.owed.clear();
    const promise = this.build().then((indexes) => {
      // A change during the build leaves this one stale: it answers its callers, nothing more.
      if (generation === this.generation) {
        this.built = { generation, indexes };
        if (this.stale || this.provisional) {
          this.stale = undefined;
          this.provisional = false;
          // What the stale indexes or the database answered goes, here only (each replica has
          // its own).
          this.cache.invalidate({ tags: ['search'] }, 'search');
        }
      }
      this.warm = true;
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

  /**
   * Brings the built index up to date with the products owed: each read again and its document
   * put (or removed, when it is no longer published or no longer exists). One update at a time;
   * changes arriving meanwhile wait for the next.
   */
  private patch(): Promise<void> {
    this.patching ??= (async () => {
      while (this.owed.size > 0) {
        const built = this.built;
        if (!built || built.generation !== this.generation) return;
        const ids = [...this.owed];
        this.owed.clear();
        if (ids.length > PATCH_MAX) {
          // Cheaper whole: the next indexes() call builds it.
          this.outdate();
          return;
        }
        let products: Product[] = [];
        try {
          for (let from = 0; from < ids.length; from += BUILD_CHUNK) {
            if (from > 0) await yieldToRequests();
            products = products.concat(
              await this.products.hydrate(ids.slice(from, from + BUILD_CHUNK)),
            );
          }
        } catch (error) {
          for (const id of ids) this.owed.add(id);
          throw error;
        }
        // Invalidated whole while reading: the whole build will have them.
        if (built !== this.built || built.generation !== this.generation) return;
        const found = new Map(products.map((product) => [product.id, product]));
        for (const id of ids) {
          const product = found.get(id);
          for (const locale of LOCALES) {
            const index = built.indexes[locale];
            const document = product?.published ? this.documentOf(product, locale) : undefined;
            if (document) index.put(document);
            else index.remove(id);
          }
        }
        this.compactIfPatched(built);
      }
    })().finally(() => {
      this.patching = undefined;
    });
    return this.patching;
  }

  /**
   * Builds the index whole in the background once updates have left many documents behind,
   * serving the updated one meanwhile; the new one replaces it only if nothing changed during
   * the build (else the updated one stays, still right, and the next update tries again).
   */
  private compactIfPatched(built: { generation: number; indexes: Indexes }): void {
    if (this.compacting) return;
    const patched = Math.max(...LOCALES.map((l) => built.indexes[l].patched));
    const size = Math.max(...LOCALES.map((l) => built.indexes[l].size));
    if (patched < compactAt(size)) return;
    this.compacting = true;
    const changes = this.changes;
    this.build()
      .then((indexes) => {
        if (this.changes === changes && this.built === built && this.owed.size === 0)
          this.built = { generation: built.generation, indexes };
      })
      // A failed tidy-up leaves the updated index serving: nothing is lost.
      .catch(() => undefined)
      .finally(() => {
        this.compacting = false;
      });
  }

  /**
   * A published product's document in one language, or none where that language has no card for
   * it (its own name and description missing: ProductPresenter.summary).
   */
  private documentOf(product: Product, locale: Locale): SearchDocument | undefined {
    const translations = product.translations ?? [];
    // The page's language, else Spanish: what the product's card and page show.
    const text = this.presenter.pick(translations, locale);
    if (!text || !this.presenter.isTranslated(translations, locale)) return undefined;
    return {
      id: product.id,
      name: text.name,
      category: CATEGORY_NAMES[product.category]?.[locale] ?? '',
      description: text.description ?? '',
      elsewhere: this.elsewhere(product, locale),
      createdAt: product.createdAt.getTime(),
    };
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
    // Each chunk's documents go straight into the builders: no language's documents are kept.
    const builders = Object.fromEntries(LOCALES.map((l) => [l, new SearchIndexBuilder()]));
    for (let from = 0; from < ids.length; from += BUILD_CHUNK) {
      // Between chunks, requests waiting for the event loop go first: on SQLite every read is
      // synchronous, and a build of 100,000 products reads 200 chunks.
      await yieldToRequests();
      // Translations and images the way every catalogue read loads them (hydrate keeps the order).
      for (const product of await this.products.hydrate(ids.slice(from, from + BUILD_CHUNK))) {
        // Unpublished between the id query and this read: not searchable.
        if (!product.published) continue;
        for (const locale of LOCALES) {
          const document = this.documentOf(product, locale);
          if (document) builders[locale].add(document);
        }
      }
    }
    // One language at a time, letting waiting requests run in between.
    const indexes: Partial<Indexes> = {};
    for (const locale of LOCALES) {
      await yieldToRequests();
      indexes[locale] = new SearchIndex(builders[locale]);
    }
    return indexes as Indexes;
  }
}
