/** `ids` names each of `current` exactly once, in any order: a valid new order for a list. */
export function isPermutation(ids: readonly number[], current: readonly number[]): boolean {
  const known = new Set(current);
  return (
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => known.has(id))
  );
}
