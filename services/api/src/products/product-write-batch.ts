import type { Locale, ProductRequest } from '@bolsos/contracts';

/** A language's text as it will be stored. */
export interface PlannedText {
  locale: Locale;
  name: string;
  slug: string;
  description: string;
}

/** A product's slug in one language, as product_translations and product_slug_history hold it. */
export interface SlugOwner {
  productId: number;
  locale: Locale;
  slug: string;
}

const keyOf = (locale: Locale, slug: string) => `${locale}\n${slug}`;

/**
 * Which product shows or showed each slug, read once and then kept as the writes before would
 * leave the tables (ProductSlugHistorySubscriber's rules): so settling the slugs of thousands of
 * rows asks the database nothing, yet sees every row planned before it.
 */
export class SlugLedger {
  private readonly live = new Map<string, number>();
  private readonly retired = new Map<string, number>();
  private readonly texts = new Map<number, Map<Locale, string>>();
  /** Stands in for the id of a product not written yet: never a real one. */
  private nextNew = -1;

  constructor(live: SlugOwner[], retired: SlugOwner[]) {
    for (const row of live) {
      this.live.set(keyOf(row.locale, row.slug), row.productId);
      const texts = this.texts.get(row.productId) ?? new Map<Locale, string>();
      texts.set(row.locale, row.slug);
      this.texts.set(row.productId, texts);
    }
    for (const row of retired) this.retired.set(keyOf(row.locale, row.slug), row.productId);
  }

  /** As the query: another product (any, for a new one) shows `slug` in `locale`. */
  inUse(locale: Locale, slug: string, productId?: number): boolean {
    const owner = this.live.get(keyOf(locale, slug));
    return owner !== undefined && owner !== productId;
  }

  /** As the query: another product had `slug` in `locale`. */
  retiredByOther(locale: Locale, slug: string, productId?: number): boolean {
    const owner = this.retired.get(keyOf(locale, slug));
    return owner !== undefined && owner !== productId;
  }

  /** The product (`undefined`: a new one) now has `planned`: slugs given up go to the history. */
  record(productId: number | undefined, planned: PlannedText[]): void {
    const id = productId ?? this.nextNew--;
    const before = this.texts.get(id) ?? new Map<Locale, string>();
    const after = new Map(planned.map((text) => [text.locale, text.slug]));
    for (const [locale, slug] of before) {
      if (after.get(locale) === slug) continue;
      this.live.delete(keyOf(locale, slug));
      this.retired.set(keyOf(locale, slug), id);
    }
    for (const [locale, slug] of after) {
      if (before.get(locale) === slug) continue;
      this.retired.delete(keyOf(locale, slug));
      this.live.set(keyOf(locale, slug), id);
    }
    this.texts.set(id, after);
  }
}

export interface PendingCreate {
  input: ProductRequest;
  planned: PlannedText[];
  resolve(id: number): void;
}

export interface PendingUpdate {
  id: number;
  input: ProductRequest;
  planned: PlannedText[];
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Many product writes in one transaction (a CSV import), made by ProductEditor: each row is
 * planned in its turn, in the caller's order, against the ledger; then ProductEditor.writeBatch
 * writes them together and settles each one's promise (a new product's id, or why it failed).
 */
export class ProductWriteBatch {
  private turn: Promise<unknown> = Promise.resolve();
  private creates: PendingCreate[] = [];
  private updates: PendingUpdate[] = [];

  constructor(readonly slugs: SlugLedger) {}

  /** Runs `work` after every turn asked for before it, whether those succeeded or not. */
  inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Settles once every turn asked for so far has run. */
  planned(): Promise<unknown> {
    return this.turn;
  }

  /** A new product to insert with the others; its id once they are. */
  create(input: ProductRequest, planned: PlannedText[]): Promise<number> {
    return new Promise((resolve) => this.creates.push({ input, planned, resolve }));
  }

  /** A product's new fields and texts, to write with the others. */
  update(id: number, input: ProductRequest, planned: PlannedText[]): Promise<void> {
    return new Promise((resolve, reject) =>
      this.updates.push({ id, input, planned, resolve, reject }),
    );
  }

  /** The writes queued so far, handed over to be written. */
  take(): { creates: PendingCreate[]; updates: PendingUpdate[] } {
    const taken = { creates: this.creates, updates: this.updates };
    this.creates = [];
    this.updates = [];
    return taken;
  }
}
