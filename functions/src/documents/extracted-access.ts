/**
 * The extracted document a staff call names: its entity opened for the caller (404 for another firm's), then the
 * document by id (404 when it is not that entity's), with its file.
 */
import type { Caller } from '@ledgerline/shared/access';
import { companyOf } from '@ledgerline/shared/schemas/extracted-documents';
import { extractedDocumentText } from '@ledgerline/shared/extracted-documents';
import { Conflict, Forbidden, Invalid, NotFound } from '../platform/errors';
import { firmFlagOn } from '../platform/firm-flags';
import { openDocuments } from './document-access';
import * as store from './store';
import { getExtracted, type ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';

export async function openExtracted(
  caller: Caller,
  input: { id: string; company_id?: string; companyId?: string },
): Promise<{ x: ExtractedDocumentItem; file: tree.DocumentItem }> {
  const companyId = companyOf(input);
  if (!companyId) throw new NotFound('document', extractedDocumentText.notFound);
  const company = await openDocuments(caller, companyId);
  const x = await getExtracted(caller.firmId, company.companyId, input.id);
  const file = x ? await tree.getFile(caller.firmId, company.companyId, x.documentId) : null;
  if (!x || !file) throw new NotFound('document', extractedDocumentText.notFound);
  return { x, file };
}

/** A field the call needs, checked once the document is found (400 when missing). */
export function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Invalid(`${field} is required`, { [field]: 'Required' });
  return value;
}

/** A change to a document's fields: not while it is processing (recognition would overwrite it), nor deleted. */
export function mustBeChangeable(x: ExtractedDocumentItem): void {
  if (x.deleted_at) throw new Conflict(extractedDocumentText.deleted);
  if (x.status === 'processing') throw new Conflict(extractedDocumentText.stillProcessing);
}

/** QD §6: splitting and its review need the firm's bulk upload processor. */
export async function mustHaveProcessor(firmId: string): Promise<void> {
  if (!firmFlagOn(await store.getFirm(firmId), 'bulk_upload_processor'))
    throw new Forbidden(extractedDocumentText.processorOff);
}
