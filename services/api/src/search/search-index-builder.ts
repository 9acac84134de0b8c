import { indexTokens } from './text-normalization';

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
  /** when the product was created (ms): where a product added later ranks among equals */
  createdAt?: number;
}

/** Where a token occurs in a document, as bits: a name match outranks the others. */
const FIELD_NAME = 1;
const FIELD_CATEGORY = 2;
const FIELD_DESCRIPTION = 4;
const FIELD_ELSEWHERE = 8;

/** A term's worth in a document: the best field it was found in. */
export function weight(mask: number): number {
  if (mask & FIELD_NAME) return 1000;
  if (mask & FIELD_CATEGORY) return 100;
  if (mask & FIELD_DESCRIPTION) return 10;
  return mask ? 1 : 0;
}

/**
 * The build's postings, packed: every token's entries side by side in two typed arrays. At
 * 100,000 products a language has some 100,000 tokens (a number in each name) and millions of
 * entries; as a pair of growable arrays per token they took about 380 MiB of the API's heap for
 * three languages, most of it array headers and spare capacity.
 */
export interface PackedPostings {
  /** token → its number: its entries are at offsets[n] … offsets[n + 1] − 1 */
  tokens: Map<string, number>;
  offsets: Uint32Array;
  docs: Uint32Array;
  masks: Uint8Array;
}

/** Every token of `document` with the fields it occurs in (bits). */
export function tokenFields(document: SearchDocument): Map<string, number> {
  const fields = new Map<string, number>();
  const add = (text: string, field: number) => {
    for (const token of indexTokens(text)) fields.set(token, (fields.get(token) ?? 0) | field);
  };
  add(document.name, FIELD_NAME);
  add(document.category, FIELD_CATEGORY);
  add(document.description, FIELD_DESCRIPTION);
  if (document.elsewhere) add(document.elsewhere, FIELD_ELSEWHERE);
  return fields;
}

/**
 * A whole build, fed one document at a time so the caller keeps none of them: each document's
 * entries go into three flat typed arrays (token number, document, fields), packed by token at
 * the end. Held as a growable array per token, 100,000 products' entries took several hundred
 * MiB while building three languages; flat, they take 9 bytes each.
 */
export class SearchIndexBuilder {
  readonly ids: number[] = [];
  readonly createdAt: (number | undefined)[] = [];
  private readonly tokens = new Map<string, number>();
  private entryToken = new Uint32Array(1024);
  private entryDoc = new Uint32Array(1024);
  private entryFields = new Uint8Array(1024);
  private entries = 0;

  /** Adds the next document: documents come in the order ties are ranked. */
  add(document: SearchDocument): void {
    const doc = this.ids.length;
    this.ids.push(document.id);
    this.createdAt.push(document.createdAt);
    for (const [token, fields] of tokenFields(document)) {
      let number = this.tokens.get(token);
      if (number === undefined) this.tokens.set(token, (number = this.tokens.size));
      if (this.entries === this.entryDoc.length) this.grow();
      this.entryToken[this.entries] = number;
      this.entryDoc[this.entries] = doc;
      this.entryFields[this.entries] = fields;
      this.entries++;
    }
  }

  private grow(): void {
    const size = this.entryDoc.length * 2;
    const token = new Uint32Array(size);
    const doc = new Uint32Array(size);
    const fields = new Uint8Array(size);
    token.set(this.entryToken);
    doc.set(this.entryDoc);
    fields.set(this.entryFields);
    this.entryToken = token;
    this.entryDoc = doc;
    this.entryFields = fields;
  }

  /** The entries grouped by token; a token's documents stay ascending, as they were added. */
  pack(): PackedPostings {
    const offsets = new Uint32Array(this.tokens.size + 1);
    for (let i = 0; i < this.entries; i++) offsets[this.entryToken[i] + 1]++;
    for (let t = 1; t < offsets.length; t++) offsets[t] += offsets[t - 1];
    const next = offsets.slice(0, this.tokens.size);
    const docs = new Uint32Array(this.entries);
    const masks = new Uint8Array(this.entries);
    for (let i = 0; i < this.entries; i++) {
      const at = next[this.entryToken[i]]++;
      docs[at] = this.entryDoc[i];
      masks[at] = this.entryFields[i];
    }
    // The flat entries are not needed once packed, nor kept if the builder outlives the build.
    this.entryToken = this.entryDoc = new Uint32Array(0);
    this.entryFields = new Uint8Array(0);
    this.entries = 0;
    return { tokens: this.tokens, offsets, docs, masks };
  }
}
