/**
 * Page and template assembly that never reads the text it puts in.
 *
 * A string given to String.prototype.replace as the replacement is a pattern: `$&`, `` $` ``,
 * `$'`, `$$` and `$1` in it stand for parts of the page. Anything built from user text (a product
 * name, a search, an alt text) would copy the page into itself, so replacements go through a
 * function here, whose result is taken as it is.
 */

/** `source` with the first match of `pattern` (every match for a /g pattern) replaced by `text`. */
export function replaceLiteral(source: string, pattern: string | RegExp, text: string): string {
  return source.replace(pattern, () => text);
}

/** `source` with `text` put in just before the first `marker` (unchanged when there is none). */
export function insertBefore(source: string, marker: string, text: string): string {
  return replaceLiteral(source, marker, `${text}${marker}`);
}
