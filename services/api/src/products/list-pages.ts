import type { SelectQueryBuilder } from 'typeorm';

/** `meta` of a list answer (design §4): total, page, per_page and the 1-based range shown. */
export function pageMeta(total: number, page: number, perPage: number, count: number) {
  const from = count ? (page - 1) * perPage + 1 : 0;
  return { total, page, per_page: perPage, from, to: count ? from + count - 1 : 0 };
}

export type Direction = 'ASC' | 'DESC';
/** A list's order, most significant first; its last key is unique (the id), so it is total. */
export type Ordering = [column: string, direction: Direction][];

export function ordered<T extends object>(
  qb: SelectQueryBuilder<T>,
  ordering: Ordering,
  reverse: boolean,
): SelectQueryBuilder<T> {
  ordering.forEach(([column, direction], i) => {
    const way: Direction = reverse ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction;
    if (i === 0) qb.orderBy(column, way);
    else qb.addOrderBy(column, way);
  });
  return qb;
}

/** Every `step`-th row's sort keys of a list of `rows` rows (ListRowKeys): keys[j] is row j × step's. */
export interface RowKeys {
  step: number;
  keys: string[][];
  rows: number;
}

/**
 * SQL true for the rows at or after the row whose ordering values are `key`, in `ordering`
 * (its last column is unique): (a, b) ≥ (ka, kb) spelled out, since a row constructor's
 * comparison goes one way only and the orderings mix none, but name DESC and ASC alike.
 */
function atOrAfter(
  ordering: Ordering,
  key: string[],
): { sql: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const condition = (i: number): string => {
    const [column, direction] = ordering[i];
    params[`rowKey${i}`] = key[i];
    const after = direction === 'ASC' ? '>' : '<';
    if (i === ordering.length - 1) return `${column} ${after}= :rowKey${i}`;
    return `(${column} ${after} :rowKey${i} OR (${column} = :rowKey${i} AND ${condition(i + 1)}))`;
  };
  return { sql: condition(0), params };
}

/**
 * One page of a list and the list's total, for `?page=N` links as users have them: the page's ids
 * in order, then `load` reads their rows. The database skips an OFFSET's rows one by one, so a
 * last page of 100,000 products cost a whole walk of the index: a page past the middle is read in
 * the reverse order, from the end, and turned back — the same rows in the same order, since every
 * ordering ends with the unique id. Pages past the second need the total first for that; the
 * first two count beside reading the page's ids and rows (on MySQL, on other connections: a count
 * of 100,000 rows is the longest of them).
 */
export async function pageOfIds<T extends object, R>(
  count: () => Promise<number>,
  ids: SelectQueryBuilder<T>,
  ordering: Ordering,
  offset: number,
  perPage: number,
  load: (ids: number[]) => Promise<R[]>,
  /** the list's remembered row keys (ListRowKeys), given how far the page is from both ends */
  rowKeys?: (total: number, walk: number) => Promise<RowKeys | undefined>,
): Promise<{ total: number; items: R[] }> {
  const read = async (qb: SelectQueryBuilder<T>, skip: number, take: number) =>
    (await qb.offset(skip).limit(take).getRawMany<{ id: number | string }>()).map((r) =>
      Number(r.id),
    );
  if (offset < 2 * perPage) {
    const [total, items] = await Promise.all([
      count(),
      read(ordered(ids, ordering, false), offset, perPage).then(load),
    ]);
    return { total, items };
  }
  const total = await count();
  if (offset >= total) return { total, items: [] };
  const take = Math.min(perPage, total - offset);
  const fromEnd = total - offset - take;
  const known = rowKeys ? await rowKeys(total, Math.min(offset, fromEnd)) : undefined;
  if (known) {
    // From the nearest remembered row at or before the page: at most `step` entries walked.
    const nearest = Math.min(Math.floor(offset / known.step), known.keys.length - 1);
    const seek = atOrAfter(ordering, known.keys[nearest]);
    const from = ordered(ids.clone().andWhere(seek.sql, seek.params), ordering, false);
    return { total, items: await load(await read(from, offset - nearest * known.step, take)) };
  }
  const page =
    offset <= fromEnd
      ? await read(ordered(ids, ordering, false), offset, take)
      : (await read(ordered(ids, ordering, true), fromEnd, take)).reverse();
  return { total, items: await load(page) };
}

/**
 * How many rows `qb` matches. COUNT(*), not TypeORM's COUNT(DISTINCT id): the lists filter by IN
 * subqueries, never by a join that repeats rows, and a distinct count makes SQLite build a
 * temporary index of every id.
 */
export async function countOf<T extends object>(qb: SelectQueryBuilder<T>): Promise<number> {
  const row = await qb
    .clone()
    .select('COUNT(*)', 'n')
    .orderBy()
    .getRawOne<{ n: number | string }>();
  return Number(row?.n ?? 0);
}
