/** One entry's move in a list: its 0-based places before and after. */
export interface ListMove {
  id: number;
  from: number;
  to: number;
}

/**
 * What a staff member did to a list's order, from the order before and after: one entry moved
 * (a drag, a keyboard move, "move to top") when taking it out of both orders leaves them equal;
 * otherwise every entry whose place changed. Of two entries that explain a swap of neighbours,
 * the one that travelled further is named, and with a tie the one that went up.
 */
export function listMoves(before: readonly number[], after: readonly number[]): ListMove[] {
  const from = new Map(before.map((id, index) => [id, index]));
  const changed = after
    .map((id, to) => ({ id, from: from.get(id) ?? -1, to }))
    .filter((move) => move.from !== move.to);
  if (changed.length === 0) return [];
  const without = (list: readonly number[], id: number) => list.filter((other) => other !== id);
  const single = changed
    .filter(({ id }) => {
      const a = without(before, id);
      const b = without(after, id);
      return a.every((other, index) => other === b[index]);
    })
    .sort(
      (a, b) =>
        Math.abs(b.to - b.from) - Math.abs(a.to - a.from) || a.to - a.from - (b.to - b.from),
    );
  return single.length ? [single[0]] : changed;
}
