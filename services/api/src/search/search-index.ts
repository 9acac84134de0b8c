import { distance } from 'fastest-levenshtein';
import {
  SearchIndexBuilder,
  tokenFields,
  weight,
  type PackedPostings,
  type SearchDocument,
} from './search-index-builder';
import { queryTerms, textRuns, type QueryTerm } from './text-normalization';

/**
 * How many typos a word of the query may carry, by its length (as shop search engines count
 * them): none up to 3 letters, where one edit makes another common word, 1 up to 7, then 2.
 */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** A query's product ids, best first, and the query as it would have found them without typos. */
export interface SearchResult {
  /** best first: all of them, or those of the window asked for */
  ids: number[];
  /** how many products match in all */
  total: number;
  /**
   * when a word of the query is in no product (only a misspelling of one is): the query with
   * each such word replaced by the closest indexed word, for a "did you mean"
   */
  correction?: string;
}

const isLatin = (token: string) => !/\p{Script=Han}/u.test(token);

/** A word of the index close to a query word, and how close. */
interface Near {
  word: string;
  edits: number;
}

interface Posting {
  /** document numbers, ascending */
  docs: number[];
  /** field bits, one per entry of `docs` */
  masks: number[];
}

/** A matched term's marker for documents removed since the build: never in the race. */
const REMOVED = 255;

/**
 * An inverted index over one language's published products, held in memory: a token → the
 * documents and fields it occurs in, plus the sorted latin words for prefix lookups. Built whole
 * from the catalogue, then kept up to date a product at a time (`put`, `remove`): a changed
 * product's old document is marked removed and its new one added at the end, ranked among equals
 * where the product's creation time puts it. The service builds it whole again once `patched`
 * grows, so removed documents do not pile up.
 */
export class SearchIndex {
  private readonly ids: number[];
  /** each document's place among equals: its position for the built ones, between them for added ones */
  private readonly rank: number[];
  private readonly createdAt: (number | undefined)[];
  /** documents built whole: their rank is their position */
  private readonly built: number;
  /** documents added since, sorted by rank */
  private readonly added: number[] = [];
  /** documents removed since the build (a changed product's old one, an unpublished product) */
  private readonly removed = new Set<number>();
  /** each product's live document */
  private readonly docOf = new Map<number, number>();
  /** the build's postings */
  private readonly packed: PackedPostings;
  /** entries of documents added since the build (`put`), by token */
  private readonly postings = new Map<string, Posting>();
  /** latin-script tokens, sorted: a prefix's words are one contiguous range */
  private readonly words: string[];
  /** the same words by length, numbers left out, where misspellings of a query word are looked for */
  private readonly wordsByLength = new Map<number, string[]>();

  /**
   * `documents` in the order ties are ranked (the service passes newest first), or a builder
   * they were fed to one at a time (which this index then owns).
   */
  constructor(documents: readonly SearchDocument[] | SearchIndexBuilder) {
    let builder = documents;
    if (!(builder instanceof SearchIndexBuilder)) {
      builder = new SearchIndexBuilder();
      for (const document of documents as readonly SearchDocument[]) builder.add(document);
    }
    this.ids = builder.ids;
    this.createdAt = builder.createdAt;
    this.built = this.ids.length;
    this.rank = Array.from({ length: this.built }, (_, doc) => doc);
    this.ids.forEach((id, doc) => this.docOf.set(id, doc));
    this.packed = builder.pack();
    this.words = [...this.packed.tokens.keys()].filter(isLatin).sort();
    for (const word of this.words) this.addWordByLength(word);
  }

  /** Live documents. */
  get size(): number {
    return this.ids.length - this.removed.size;
  }

  /** Documents added or removed since the build: what a rebuild would tidy. */
  get patched(): number {
    return this.added.length + this.removed.size;
  }

  /** Adds `document`, or replaces the product's document, ranked among equals as it was or by its creation time. */
  put(document: SearchDocument): void {
    const previous = this.docOf.get(document.id);
    const rank = previous !== undefined ? this.rank[previous] : this.rankByCreation(document);
    this.remove(document.id);
    const doc = this.ids.length;
    this.ids.push(document.id);
    this.rank.push(rank);
    this.createdAt.push(document.createdAt);
    this.docOf.set(document.id, doc);
    for (const [token, fields] of tokenFields(document)) {
      let posting = this.postings.get(token);
      if (!posting) {
        this.postings.set(token, (posting = { docs: [], masks: [] }));
        if (!this.packed.tokens.has(token) && isLatin(token)) {
          this.words.splice(this.firstWordAtOrAfter(token), 0, token);
          this.addWordByLength(token);
        }
      }
      posting.docs.push(doc);
      posting.masks.push(fields);
    }
    // Kept sorted by rank, the newest of equal ranks first, as the build orders them.
    let at = this.added.length;
    while (at > 0 && this.before(doc, this.added[at - 1])) at--;
    this.added.splice(at, 0, doc);
  }

  /** Takes the product out of every result (unpublished, deleted, or about to be put again). */
  remove(id: number): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.docOf.delete(id);
    this.removed.add(doc);
  }

  /** Whether document `a` ranks before `b` among equal scores. */
  private before(a: number, b: number): boolean {
    if (this.rank[a] !== this.rank[b]) return this.rank[a] < this.rank[b];
    const at = (this.createdAt[a] ?? 0) - (this.createdAt[b] ?? 0);
    return at !== 0 ? at > 0 : this.ids[a] > this.ids[b];
  }

  /**
   * Where a product new to the index ranks: just before the first built document created before
   * it (the build is newest first), so it sits among the others as a full build would put it.
   */
  private rankByCreation(document: SearchDocument): number {
    const created = document.createdAt;
    if (created === undefined) return -1;
    let low = 0;
    let high = this.built;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = this.createdAt[mid] ?? Infinity;
      if (other > created || (other === created && this.ids[mid] > document.id)) low = mid + 1;
      else high = mid;
    }
    return low - 0.5;
  }

  private addWordByLength(word: string): void {
    // Misspellings are looked for among words only: a number one edit from another is another
    // product's, and a large catalogue's names hold a number each (100,000 of them to compare).
    if (/\p{N}/u.test(word)) return;
    const length = [...word].length;
    const same = this.wordsByLength.get(length);
    if (same) same.push(word);
    else this.wordsByLength.set(length, [word]);
  }

  private firstWordAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The indexed words starting with `prefix`. */
  private wordsStarting(prefix: string): string[] {
    const found: string[] = [];
    for (let i = this.firstWordAtOrAfter(prefix); i < this.words.length; i++) {
      if (!this.words[i].startsWith(prefix)) break;
      found.push(this.words[i]);
    }
    return found;
  }

  /** Indexed words within the typos `term` may carry that it does not already start. */
  private nearWords(term: string): Near[] {
    const allowed = typosAllowed(term);
    if (allowed === 0) return [];
    const length = [...term].length;
    const near: Near[] = [];
    for (let other = length - allowed; other <= length + allowed; other++) {
      for (const word of this.wordsByLength.get(other) ?? []) {
        if (word.startsWith(term)) continue;
        const edits = distance(term, word);
        if (edits <= allowed) near.push({ word, edits });
      }
    }
    return near;
  }

  /** How many products hold `token`. */
  private documentCount(token: string): number {
    const built = this.packed.tokens.get(token);
    const packed =
      built === undefined ? 0 : this.packed.offsets[built + 1] - this.packed.offsets[built];
    return packed + (this.postings.get(token)?.docs.length ?? 0);
  }

  /**
   * Product ids matching every term of `query`, best first. A term matches the words it starts
   * (Chinese: its grams exactly) and, for a latin word of 4 letters or more, words one or two
   * edits away (see `typosAllowed`). Products whose every term matched as typed come first; then
   * by the sum over terms of the best field each was found in (name, category, description, the
   * other languages' names), ties in document order.
   */
  search(query: string): number[] {
    return this.find(query).ids;
  }

  /**
   * `search`, with the query corrected where a word is in no product but a misspelling is, and
   * the total. `window` (a page: skip `offset`, then `limit`) ranks only the matches it shows: a
   * word in every fourth name of 100,000 products matched 25,000, and ranking them all for the
   * 24 a page shows took most of a search's time.
   */
  find(query: string, window?: { offset: number; limit: number }): SearchResult {
    // A query has far fewer words than REMOVED (its length is capped by the search schema).
    const terms = queryTerms(query).slice(0, REMOVED - 1);
    if (terms.length === 0 || this.size === 0) return { ids: [], total: 0 };
    const count = this.ids.length;
    const scores = new Uint32Array(count);
    // How many terms each document has matched so far; only those at `matched` stay in the race.
    const matched = new Uint8Array(count);
    for (const doc of this.removed) matched[doc] = REMOVED;
    // How many terms each document matched only through a misspelling.
    const typos = new Uint8Array(count);
    const corrections = new Map<string, string>();
    for (const [index, term] of terms.entries()) {
      const exact = this.tokensFor(term);
      const near = term.match === 'prefix' ? this.nearWords(term.text) : [];
      if (!exact.some((token) => this.documentCount(token) > 0) && near.length > 0) {
        // The closest word, and among equals the most used one, is what the shopper meant.
        const best = near.reduce((a, b) =>
          b.edits < a.edits ||
          (b.edits === a.edits && this.documentCount(b.word) > this.documentCount(a.word))
            ? b
            : a,
        );
        corrections.set(term.text, best.word);
      }
      const exactMasks = this.masksOf(exact, matched, index);
      const nearMasks = this.masksOf(
        near.map((n) => n.word),
        matched,
        index,
      );
      let any = false;
      for (let doc = 0; doc < count; doc++) {
        const mask = exactMasks[doc] || nearMasks[doc];
        if (!mask) continue;
        any = true;
        matched[doc] = index + 1;
        scores[doc] += weight(mask);
        if (!exactMasks[doc]) typos[doc]++;
      }
      if (!any) return { ids: [], total: 0, correction: this.corrected(query, corrections) };
    }
    // Fewer typos first, then the higher score (scores stay far below 2^24); ties in rank order.
    // Few distinct such keys: matches are counted per key, then only the keys the window
    // overlaps are read, in rank order, rather than sorting thousands of hits with a comparator.
    const wanted = terms.length;
    const keyOf = (doc: number) => typos[doc] * 2 ** 24 - scores[doc];
    const perKey = new Map<number, number>();
    let total = 0;
    const tally = (doc: number) => {
      if (matched[doc] !== wanted) return;
      const key = keyOf(doc);
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
      total++;
    };
    for (let doc = 0; doc < this.built; doc++) tally(doc);
    for (const doc of this.added) tally(doc);
    const first = window ? Math.min(window.offset, total) : 0;
    const end = window ? Math.min(total, first + window.limit) : total;
    /** per key the window overlaps: its matches to skip, and how many of its first to read */
    const slots = new Map<
      number,
      { skip: number; take: number; built: number[]; added: number[] }
    >();
    let before = 0;
    for (const key of [...perKey.keys()].sort((a, b) => a - b)) {
      const matches = perKey.get(key) as number;
      if (before + matches > first && before < end)
        slots.set(key, {
          skip: Math.max(0, first - before),
          take: Math.min(matches, end - before),
          built: [],
          added: [],
        });
      before += matches;
    }
    // Built documents come in rank order: a key needs no more of them than it takes.
    let open = slots.size;
    for (let doc = 0; doc < this.built && open > 0; doc++) {
      if (matched[doc] !== wanted) continue;
      const slot = slots.get(keyOf(doc));
      if (!slot || slot.built.length >= slot.take) continue;
      slot.built.push(doc);
      if (slot.built.length === slot.take) open--;
    }
    for (const doc of this.added) {
      if (matched[doc] === wanted) slots.get(keyOf(doc))?.added.push(doc);
    }
    // The few added since the build are merged in by rank.
    const ids: number[] = [];
    for (const { skip, take, built, added } of slots.values()) {
      const merged: number[] = [];
      let i = 0;
      for (const doc of added) {
        while (i < built.length && this.rank[built[i]] < this.rank[doc]) merged.push(built[i++]);
        merged.push(doc);
      }
      while (i < built.length) merged.push(built[i++]);
      for (let n = skip; n < take; n++) ids.push(this.ids[merged[n]]);
    }
    return { ids, total, correction: this.corrected(query, corrections) };
  }

  private tokensFor(term: QueryTerm): string[] {
    return term.match === 'exact' ? [term.text] : this.wordsStarting(term.text);
  }

  /** Per document, the fields where any of `tokens` occurs, among those still in the race. */
  private masksOf(tokens: readonly string[], matched: Uint8Array, index: number): Uint8Array {
    const masks = new Uint8Array(this.ids.length);
    const { offsets, docs, masks: fields } = this.packed;
    for (const token of tokens) {
      const built = this.packed.tokens.get(token);
      if (built !== undefined) {
        for (let i = offsets[built]; i < offsets[built + 1]; i++) {
          const doc = docs[i];
          if (matched[doc] === index) masks[doc] |= fields[i];
        }
      }
      const posting = this.postings.get(token);
      if (!posting) continue;
      for (let i = 0; i < posting.docs.length; i++) {
        const doc = posting.docs[i];
        if (matched[doc] === index) masks[doc] |= posting.masks[i];
      }
    }
    return masks;
  }

  /** The query as read (folded words), each misspelt word replaced; none without a correction. */
  private corrected(query: string, corrections: Map<string, string>): string | undefined {
    if (corrections.size === 0) return undefined;
    const words = textRuns(query).map((run) => corrections.get(run) ?? run);
    const correction = words.join(' ');
    // Offered only where it finds something: a "did you mean" that leads nowhere is noise.
    return this.find(correction, { offset: 0, limit: 0 }).total > 0 ? correction : undefined;
  }
}
