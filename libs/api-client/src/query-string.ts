export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** `{ a: 1, b: undefined, tag: ['x', 'y'] }` → 'a=1&tag=x&tag=y' (null and undefined are left out). */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search.toString();
}

/** Appends a query string to a path that may already carry one. */
export function withQuery(path: string, params: QueryParams | undefined): string {
  const query = toQueryString(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
