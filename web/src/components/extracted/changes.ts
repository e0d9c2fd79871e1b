/**
 * What the review changed, so only those calls are made: a single document's fields (one update call per changed
 * field), whether a split's rows differ from what the server holds, and the tags and mark-as-other to set on the
 * documents a saved split answered (the split call itself takes pages, type and description only).
 */
import { type DocumentFields, type EditableDocument, fieldsOf, normalisedPages, type SplitRow } from './split-rows';

export type FieldChange =
  | { field: 'document_type'; value: DocumentFields['document_type'] }
  | { field: 'description'; value: string }
  | { field: 'tags'; value: string[] }
  | { field: 'marked_as_others'; value: boolean };

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((t, i) => t === y[i]);
}

/** The fields that differ, in the order the calls are made (descriptions compared trimmed, tags as a set). */
export function fieldChanges(before: DocumentFields, after: DocumentFields): FieldChange[] {
  const out: FieldChange[] = [];
  if (after.document_type !== before.document_type) out.push({ field: 'document_type', value: after.document_type });
  if (after.description.trim() !== before.description.trim())
    out.push({ field: 'description', value: after.description.trim() });
  if (!sameTags(before.tags, after.tags)) out.push({ field: 'tags', value: [...after.tags] });
  if (after.marked_as_others !== before.marked_as_others)
    out.push({ field: 'marked_as_others', value: after.marked_as_others });
  return out;
}

/** Whether the rows say something other than the split the server holds (pages compared as they parse). */
export function splitChanged(rows: readonly SplitRow[], documents: readonly EditableDocument[]): boolean {
  const held = documents.filter((d) => !d.deleted_at);
  if (rows.length !== held.length) return true;
  const byId = new Map(held.map((d) => [d.id, d]));
  return rows.some((row) => {
    const d = row.documentId ? byId.get(row.documentId) : undefined;
    if (!d) return true;
    const pages = normalisedPages(row.pages) ?? row.pages;
    const heldPages = d.parent_pages ? (normalisedPages(d.parent_pages) ?? d.parent_pages) : '';
    return pages !== heldPages || fieldChanges(fieldsOf(d), row).length > 0;
  });
}

/**
 * After a split is saved: the tags and mark-as-other of each row, set on the document the server made (or kept)
 * for the row's pages, where they differ from what that document holds.
 */
export function followUpChanges(
  rows: readonly SplitRow[],
  saved: readonly EditableDocument[],
): { id: string; changes: FieldChange[] }[] {
  const byPages = new Map(
    saved.filter((d) => !d.deleted_at && d.parent_pages).map((d) => [normalisedPages(d.parent_pages!), d]),
  );
  const out: { id: string; changes: FieldChange[] }[] = [];
  for (const row of rows) {
    const d = byPages.get(normalisedPages(row.pages));
    if (!d) continue;
    const changes = fieldChanges(fieldsOf(d), row).filter((c) => c.field === 'tags' || c.field === 'marked_as_others');
    if (changes.length) out.push({ id: d.id, changes });
  }
  return out;
}
