import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import { touches } from '../common/cache/cache-tags';
import { ResponseCache } from '../common/cache/response-cache';
import { ordered, type Ordering, type RowKeys } from './list-pages';

/** Rows between two remembered keys: a deep page walks at most this many index entries. */
export const ROW_KEYS_STEP = 1000;

/** Lists remembered at once (each language, category, price bounds and order is one). */
const LISTS_KEPT = 200;

/**
 * The sort keys of every ROW_KEYS_STEP-th row of a public list, so a page in its middle is read
 * from the nearest of them (pageOfIds) instead of after an OFFSET that walks half the list: at
 * 100,000 products MariaDB walked ~50,000 index entries for a middle page (about 90 ms). Reading
 * one list's keys costs one such walk; they are kept, with the list's tags, until an invalidation
 * that names them (here or from another replica), like the list's total (CatalogTotals) and its
 * cached pages: its members or creation times changed (`list:`), or, for a list in price order or
 * within price bounds, a price (`prices:`). A new name or picture moves no row.
 */
@Injectable()
export class ListRowKeys implements OnModuleDestroy {
  /** see ROW_KEYS_STEP; a setting so tests can make every page a deep one */
  step = ROW_KEYS_STEP;
  private readonly lists = new Map<string, { keys: RowKeys; tags: Set<string> }>();
  private readonly reading = new Map<string, Promise<RowKeys>>();
  /** invalidations seen: keys read while one came are not kept (they may predate it) */
  private changes = 0;
  private readonly unsubscribe: () => void;

  constructor(cache: ResponseCache) {
    this.unsubscribe = cache.onInvalidate((change, cause) => {
      // A new build or release shows the same products.
      if (cause !== 'catalogue') return;
      this.changes++;
      // A read under way may predate the change: later pages read the keys again.
      this.reading.clear();
      for (const [key, list] of this.lists) if (touches(list.tags, change)) this.lists.delete(key);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /**
   * The keys of the list `ids` selects in `ordering`, which holds `total` rows, for a page
   * `walk` rows from its nearer end; undefined when the page is near enough to an end to be read
   * as it is, or when the rows read are not `total` (the catalogue changed after the count).
   */
  async of<T extends object>(
    ids: SelectQueryBuilder<T>,
    ordering: Ordering,
    total: number,
    walk: number,
    tags: string[],
  ): Promise<RowKeys | undefined> {
    if (walk < this.step) return undefined;
    const [sql, parameters] = ids.getQueryAndParameters();
    const key = JSON.stringify([sql, parameters, ordering, this.step]);
    const kept = this.lists.get(key);
    if (kept) {
      // Most recently used last: the oldest goes first when the map is full.
      this.lists.delete(key);
      this.lists.set(key, kept);
      return kept.keys;
    }
    // Simultaneous deep pages of one list (a crawler's burst) share one read of its keys.
    let reading = this.reading.get(key);
    if (!reading) {
      reading = this.read(key, ids, ordering, tags);
      this.reading.set(key, reading);
      const done = () => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
      };
      reading.then(done, done);
    }
    const keys = await reading;
    return keys.rows === total ? keys : undefined;
  }

  private async read<T extends object>(
    key: string,
    ids: SelectQueryBuilder<T>,
    ordering: Ordering,
    tags: string[],
  ): Promise<RowKeys> {
    const changes = this.changes;
    const keys = await readRowKeys(ids, ordering, this.step);
    if (changes === this.changes) {
      this.lists.set(key, { keys, tags: new Set(tags) });
      if (this.lists.size > LISTS_KEPT) this.lists.delete(this.lists.keys().next().value as string);
    }
    return keys;
  }
}

/**
 * Every `step`-th row's ordering values, as text (a DATETIME(6) read as a JS Date would lose its
 * microseconds; compared with a column, the text is read back exactly, on SQLite and MySQL).
 */
async function readRowKeys<T extends object>(
  ids: SelectQueryBuilder<T>,
  ordering: Ordering,
  step: number,
): Promise<RowKeys> {
  const qb = ids.clone();
  ordering.forEach(([column], i) =>
    i === 0
      ? qb.select(`CAST(${column} AS CHAR)`, `k${i}`)
      : qb.addSelect(`CAST(${column} AS CHAR)`, `k${i}`),
  );
  const rows = await ordered(qb, ordering, false).getRawMany<Record<string, string>>();
  const keys: string[][] = [];
  for (let i = 0; i < rows.length; i += step)
    keys.push(ordering.map((_, c) => String(rows[i][`k${c}`])));
  return { step, keys, rows: rows.length };
}
