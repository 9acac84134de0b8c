import { distance } from 'fastest-levenshtein';
import { indexTokens, queryTerms, textRuns, type QueryTerm } from './text-normalization';

/** One product as one language's search sees it. */
export interface SearchDocument {
  id: number;
  name: string;
  /** the category's name in that language */
  category: string;
  description: string;
  /**
   * the product's names and categories in the catalogue's other languages, so "backpack" or
   * 双肩包 finds a mochila on the Spanish shop (ranked below matches in the page's own language)
   */
  elsewhere?: string;
}

/** Where a token occurs in a document, as bits: a name match outranks the others. */
const FIELD_NAME = 1;
const FIELD_CATEGORY = 2;
const FIELD_DESCRIPTION = 4;
const FIELD_ELSEWHERE = 8;

/** A term's worth in a document: the best field it was found in. */
function weight(mask: number): number {
  if (mask & FIELD_NAME) return 1000;
  if (mask & FIELD_CATEGORY) return 100;
  if (mask & FIELD_DESCRIPTION) return 10;
  return mask ? 1 : 0;
}

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
  ids: number[];
  /**
   * when a word of the query is in no product (only a misspelling of one is): the query with
   * each such word replaced by the closest indexed word, for a "did you mean"
   */
  correction?: string;
}

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

/**
 * An inverted index over one language's published products, held in memory: a token → the
 * documents and fields it occurs in, plus the sorted latin words for prefix lookups. Built whole
 * from the catalogue (the service rebuilds it when the catalogue changes) and read-only after.
 */
export class SearchIndex {
  private readonly ids: number[];
  private readonly postings = new Map<string, Posting>();
  /** latin-script tokens, sorted: a prefix's words are one contiguous range */
  private readonly words: string[];
  /** the same words by length, numbers left out, where misspellings of a query word are looked for */
  private readonly wordsByLength = new Map<number, string[]>();

  /** `documents` in the order ties are ranked (the service passes newest first). */
  constructor(documents: readonly SearchDocument[]) {
    this.ids = documents.map((d) => d.id);
    documents.forEach((document, doc) => {
      this.add(doc, document.name, FIELD_NAME);
      this.add(doc, document.category, FIELD_CATEGORY);
      this.add(doc, document.description, FIELD_DESCRIPTION);
      if (document.elsewhere) this.add(doc, document.elsewhere, FIELD_ELSEWHERE);
    });
    this.words = [...this.postings.keys()].filter((token) => !/\p{Script=Han}/u.test(token)).sort();
    for (const word of this.words) {
      // Misspellings are looked for among words only: a number one edit from another is another
      // product's, and a large catalogue's names hold a number each (100,000 of them to compare).
      if (/\p{N}/u.test(word)) continue;
      const length = [...word].length;
      const same = this.wordsByLength.get(length);
      if (same) same.push(word);
      else this.wordsByLength.set(length, [word]);
    }
  }

  get size(): number {
    return this.ids.length;
  }

  private add(doc: number, text: string, field: number): void {
    for (const token of indexTokens(text)) {
      let posting = this.postings.get(token);
      if (!posting) this.postings.set(token, (posting = { docs: [], masks: [] }));
      const last = posting.docs.length - 1;
      // Documents are added in order, so this one's entry, if any, is the last.
      if (posting.docs[last] === doc) posting.masks[last] |= field;
      else {
        posting.docs.push(doc);
        posting.masks.push(field);
      }
    }
  }

  /** The indexed words starting with `prefix`. */
  private wordsStarting(prefix: string): string[] {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < this.words.length && this.words[i].startsWith(prefix); i++)
      found.push(this.words[i]);
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
    return this.postings.get(token)?.docs.length ?? 0;
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

  /** `search`, with the query corrected where a word is in no product but a misspelling is. */
  find(query: string): SearchResult {
    const terms = queryTerms(query);
    if (terms.length === 0 || this.ids.length === 0) return { ids: [] };
    const count = this.ids.length;
    const scores = new Uint32Array(count);
    // How many terms each document has matched so far; only those at `matched` stay in the race.
    const matched = new Uint8Array(count);
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
      if (!any) return { ids: [], correction: this.corrected(query, corrections) };
    }
    // Few distinct (typos, score) pairs: bucket in document order rather than sort thousands of
    // hits with a comparator.
    const buckets = new Map<number, number[]>();
    for (let doc = 0; doc < count; doc++) {
      if (matched[doc] !== terms.length) continue;
      // Fewer typos first, then the higher score (scores stay far below 2^24).
      const key = typos[doc] * 2 ** 24 - scores[doc];
      const bucket = buckets.get(key);
      if (bucket) bucket.push(this.ids[doc]);
      else buckets.set(key, [this.ids[doc]]);
    }
    const ranked: number[] = [];
    for (const key of [...buckets.keys()].sort((a, b) => a - b))
      for (const id of buckets.get(key) as number[]) ranked.push(id);
    return { ids: ranked, correction: this.corrected(query, corrections) };
  }

  private tokensFor(term: QueryTerm): string[] {
    return term.match === 'exact' ? [term.text] : this.wordsStarting(term.text);
  }

  /** Per document, the fields where any of `tokens` occurs, among those still in the race. */
  private masksOf(tokens: readonly string[], matched: Uint8Array, index: number): Uint8Array {
    const masks = new Uint8Array(this.ids.length);
    for (const token of tokens) {
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
    return this.find(correction).ids.length > 0 ? correction : undefined;
  }
}
