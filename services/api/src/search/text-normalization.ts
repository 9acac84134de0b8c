/**
 * How the storefront search reads text, the same way for what is indexed and for what shoppers
 * type. Pure functions: no database, no Nest.
 *
 * - Case, accents and width forms fold away: "MALETÍN", "maletin" and "ｍａｌｅｔｉｎ" are one word.
 * - Latin-script text (and digits) splits into words; a query word matches any indexed word it
 *   starts ("moch" finds "mochila").
 * - Chinese has no spaces between words, so a run of Han characters is indexed as its single
 *   characters and its overlapping pairs (bigrams); a query run of two or more characters needs all
 *   of its bigrams ("旅行双肩包" → 旅行, 行双, 双肩, 肩包), a single character needs itself.
 */

/** NFKD folds full- and half-width forms to their plain ones and splits accents off letters. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const HAN = /\p{Script=Han}/u;
/** A run of Han characters, or a run of other letters and digits. */
const RUNS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

/** The runs of normalized text: words, and Han runs kept whole. */
export function textRuns(text: string): string[] {
  return normalizeText(text).match(RUNS) ?? [];
}

export function isHanRun(run: string): boolean {
  return HAN.test(run);
}

/** The characters and overlapping character pairs of a Han run (by code point, not UTF-16 unit). */
export function hanGrams(run: string): { unigrams: string[]; bigrams: string[] } {
  const chars = [...run];
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) bigrams.push(chars[i] + chars[i + 1]);
  return { unigrams: chars, bigrams };
}

/** Every token a piece of catalogue text is indexed under (duplicates removed). */
export function indexTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const run of textRuns(text)) {
    if (!isHanRun(run)) {
      tokens.add(run);
      continue;
    }
    const { unigrams, bigrams } = hanGrams(run);
    for (const gram of [...unigrams, ...bigrams]) tokens.add(gram);
  }
  return [...tokens];
}

export interface QueryTerm {
  /** `prefix`: any indexed word starting with `text`; `exact`: the Han gram `text` itself */
  match: 'prefix' | 'exact';
  text: string;
}

/** What a query asks for: every term must match (duplicates removed). */
export function queryTerms(query: string): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  for (const run of textRuns(query)) {
    if (!isHanRun(run)) {
      terms.set(`p:${run}`, { match: 'prefix', text: run });
      continue;
    }
    const { unigrams, bigrams } = hanGrams(run);
    for (const gram of bigrams.length ? bigrams : unigrams)
      terms.set(`e:${gram}`, { match: 'exact', text: gram });
  }
  return [...terms.values()];
}
