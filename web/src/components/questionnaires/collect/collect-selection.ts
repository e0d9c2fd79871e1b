/**
 * The questionnaires selected on Collect, kept across pages and filters as their rows, and what a bulk action may
 * do with them: deleted ones are only restored, the others anything but restore, so a mix of the two gets no
 * action at all.
 */
import type { CollectRow } from '../../../api/questionnaires-staff';

export type SelectedRows = ReadonlyMap<string, CollectRow>;

export type SelectionKind = 'none' | 'live' | 'deleted' | 'mixed';

export function selectionKind(rows: Iterable<Pick<CollectRow, 'deleted_at'>>): SelectionKind {
  let deleted = false;
  let live = false;
  for (const r of rows) {
    if (r.deleted_at) deleted = true;
    else live = true;
  }
  if (deleted && live) return 'mixed';
  return deleted ? 'deleted' : live ? 'live' : 'none';
}

/** The entities of the selected questionnaires, each once. */
export function selectedCompanyIds(rows: Iterable<Pick<CollectRow, 'company_id'>>): string[] {
  return [...new Set([...rows].map((r) => r.company_id))];
}

/** The selection with rows added (on) or taken out. */
export function toggled(current: SelectedRows, rows: readonly CollectRow[], on: boolean): SelectedRows {
  const next = new Map(current);
  for (const r of rows) on ? next.set(r.id, r) : next.delete(r.id);
  return next;
}
