/** What a tag change does to one item's tags (FA §5.6): pure, for the handlers, the jobs and their tests. */

/** Distinct ids in their first order. */
export const distinct = (ids: readonly string[]) => [...new Set(ids)];

/**
 * An item's tags after adding the selected ones, or removing them (`remove` with none selected removes every
 * tag: the Remove all tags dialog). Ids of tags the firm no longer has are dropped on the way.
 */
export function nextTags(
  current: readonly string[],
  known: ReadonlySet<string>,
  selected: readonly string[],
  remove: boolean,
): string[] {
  const kept = distinct(current).filter((t) => known.has(t));
  if (remove) return selected.length ? kept.filter((t) => !selected.includes(t)) : [];
  return distinct([...kept, ...selected]);
}

export const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);
