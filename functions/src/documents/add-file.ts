/**
 * Keeping a checked upload as a file of the tree: the folders above it are made when missing, the folder's counts
 * and the name's search words move in the same transaction as the file is written.
 */
import { folderChain } from '@ledgerline/shared/document-folders';
import { treePrefix } from '../platform/data/entities/document';
import * as tree from './store/tree';

export type NewFile = Omit<tree.DocumentItem, 'tree' | 'state' | 'created_at' | 'updated_at'>;

/** `extracted`: extracted documents written in the same transaction (a split's piece and its record). */
export async function addFile(
  file: NewFile,
  by: string,
  extracted?: tree.TreeWrite['extracted'],
): Promise<tree.DocumentItem> {
  await tree.ensureFolderChain(file.firmId, file.companyId, folderChain(file.path), by);
  const now = new Date().toISOString();
  const next = tree.dropUndefined({
    ...file,
    tree: treePrefix(file.path),
    state: 'active' as const,
    created_at: now,
    updated_at: now,
  });
  await tree.writeTree(file.firmId, {
    files: [{ next, was: null }],
    counts: [{ companyId: file.companyId, path: file.path, delta: 1, file: true }],
    words: { add: tree.wordsOf(file.companyId, file.document_name, tree.docRef(file.documentId)) },
    ...(extracted ? { extracted } : {}),
  });
  return next;
}
