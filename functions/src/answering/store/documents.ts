/**
 * The entity's documents an upload answer names (QD §4, §5 Uploads): read to check every location names an active
 * document of the entity, and soft deleted when the question switches to provided elsewhere, upload later or N/A.
 * The delete is the documents domain's own minimal write (documents/file-change.ts deleteFile): the file put back
 * whole as deleted, on the condition it is still as read, and its folder's counts moved, in the same transaction
 * as the answer that drops it (store/answers.ts), so a file is never deleted while its answer still names it.
 */
import { getItems } from '../../platform/data/batch-get';
import { Document, type DocumentItem } from '../../platform/data/entities/document';
import type { db } from '../../platform/data/service';

export type { DocumentItem };
type Tx = Parameters<Parameters<typeof db.transaction.write>[0]>[0];

/** The active documents of an entity among these ids (a deleted or missing one is left out). */
export async function activeDocuments(firmId: string, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const found = await getItems(
    Document,
    [...new Set(ids)].map((documentId) => ({ firmId, companyId, documentId })),
    { consistent: true },
  );
  return found.filter((d) => d.state === 'active');
}

/** ElectroDB's put refuses explicit undefined for some types. */
const withoutUndefined = <T extends object>(item: T): T =>
  Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined)) as T;

/** The writes that soft delete some files: each put back as deleted if unchanged, each folder's counts once. */
export function softDeleteWrites(tx: Tx, firmId: string, docs: readonly DocumentItem[]) {
  const at = new Date().toISOString();
  const byFolder = new Map<string, { companyId: string; path: string; n: number }>();
  for (const d of docs) {
    const key = `${d.companyId}|${d.path}`;
    const f = byFolder.get(key) ?? { companyId: d.companyId, path: d.path, n: 0 };
    f.n += 1;
    byFolder.set(key, f);
  }
  return [
    ...docs.map((d) =>
      tx.document
        .put(
          withoutUndefined({
            ...d,
            state: 'deleted' as const,
            deleted_at: at,
            deleted_with: undefined,
            updated_at: at,
          }),
        )
        .where((a, op) => op.eq(a.updated_at, d.updated_at))
        .commit(),
    ),
    ...[...byFolder.values()].map((f) =>
      tx.documentFolder
        .update({ firmId, companyId: f.companyId, path: f.path })
        .add({ items_count: -f.n, files_count: -f.n })
        .where((a, op) => op.exists(a.path))
        .commit(),
    ),
  ];
}
