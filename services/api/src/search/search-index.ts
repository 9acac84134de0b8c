import { indexTokens, queryTerms } from './text-normalization';

/** One product as one language's search sees it. */
export interface SearchDocument {
  id: number;
  name: string;
  /** the category's name in that language */
  category: string;
  description: string;
}

/** Where a token occurs in a document, as bits: a name match outranks the others. */
const FIELD_NAME = 1;
const FIELD_CATEGORY = 2;
const FIELD_DESCRIPTION = 4;

/** A term's worth in a document: the best field it was found in. */
function weight(mask: number): number {
  if (mask & FIELD_NAME) return 100;
  if (mask & FIELD_CATEGORY) return 10;
  return mask ? 1 : 0;
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

  /** `documents` in the order ties are ranked (the service passes newest first). */
  constructor(documents: readonly SearchDocument[]) {
    this.ids = documents.map((d) => d.id);
    documents.forEach((document, doc) => {
      this.add(doc, document.name, FIELD_NAME);
      this.add(doc, document.category, FIELD_CATEGORY);
      this.add(doc, document.description, FIELD_DESCRIPTION);
    });
    this.words = [...this.postings.keys()].filter((token) => !/\p{Script=Han}/u.test(token)).sort();
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

  /**
   * Product ids matching every term of `query`, best first: the sum over terms of the best field
   * each was found in (name, then category, then description), ties in document order.
   */
  search(query: string): number[] {
    const terms = queryTerms(query);
    if (terms.length === 0 || this.ids.length === 0) return [];
    const count = this.ids.length;
    const scores = new Uint32Array(count);
    // How many terms each document has matched so far; only those at `matched` stay in the race.
    const matched = new Uint8Array(count);
    for (const [index, term] of terms.entries()) {
      const tokens = term.match === 'exact' ? [term.text] : this.wordsStarting(term.text);
      const masks = new Uint8Array(count);
      let any = false;
      for (const token of tokens) {
        const posting = this.postings.get(token);
        if (!posting) continue;
        for (let i = 0; i < posting.docs.length; i++) {
          const doc = posting.docs[i];
          if (matched[doc] !== index) continue;
          masks[doc] |= posting.masks[i];
          any = true;
        }
      }
      if (!any) return [];
      for (let doc = 0; doc < count; doc++) {
        if (!masks[doc]) continue;
        matched[doc] = index + 1;
        scores[doc] += weight(masks[doc]);
      }
    }
    // Scores take few values (sums of 100, 10 and 1): bucket by score in document order rather
    // than sort thousands of hits with a comparator.
    const buckets = new Map<number, number[]>();
    for (let doc = 0; doc < count; doc++) {
      if (matched[doc] !== terms.length) continue;
      const bucket = buckets.get(scores[doc]);
      if (bucket) bucket.push(this.ids[doc]);
      else buckets.set(scores[doc], [this.ids[doc]]);
    }
    const ranked: number[] = [];
    for (const score of [...buckets.keys()].sort((a, b) => b - a))
      for (const id of buckets.get(score) as number[]) ranked.push(id);
    return ranked;
  }
}
