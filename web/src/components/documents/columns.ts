/**
 * QD §2 Document browser columns: select, name, description (advisor only), tags (advisor only and only when
 * document tags are enabled), updated_at, created_at, actions. Sortable on name and dates.
 */
import type { DocumentSort } from '../../api/documents';

export type DocumentColumn = 'select' | 'name' | 'description' | 'tags' | 'updated_at' | 'created_at' | 'actions';

/** The columns shown, in order. `staff` is false for clients and for staff previewing a client's screens. */
export function documentColumns(who: { staff: boolean; tagsEnabled: boolean }): DocumentColumn[] {
  return [
    'select',
    'name',
    ...(who.staff ? (['description'] as const) : []),
    ...(who.staff && who.tagsEnabled ? (['tags'] as const) : []),
    'updated_at',
    'created_at',
    'actions',
  ];
}

/** The columns the server sorts by (get_documents sort). */
export function sortOf(column: DocumentColumn): DocumentSort | null {
  return column === 'name' || column === 'updated_at' || column === 'created_at' ? column : null;
}
