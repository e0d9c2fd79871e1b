/**
 * A split's documents: each page range of a PDF becomes a PDF file in its parent's folder, named
 * '{name} (pages 1-2).pdf' or '{name} (page 3).pdf', with its extracted document (parent, pages, what it is) written
 * in the same transaction as its file. The id comes from the parent and the range, so a split run again (the queue
 * may deliver a job twice, a reviewer may save the same ranges) finds the piece made and makes nothing.
 */
import { formatPageRange, type PageRange } from '@ledgerline/shared/page-ranges';
import { getObjectBytes, putObject } from '../platform/adapters/files';
import { splitPieceId } from '../platform/data/entities/extracted-document';
import { pdfName } from '../platform/images-to-pdf';
import { addFile } from './add-file';
import { documentKey } from './rules';
import { loadPdfToSplit, pdfOfPages, type LoadedPdf } from './split-pdf';
import type { ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';

/** What a piece is, as recognition or the reviewer said. */
export type PieceFields = Pick<
  ExtractedDocumentItem,
  | 'status'
  | 'document_type'
  | 'detailed_name'
  | 'differentiator'
  | 'confidence'
  | 'categorized_by_ai'
  | 'marked_as_others'
  | 'description'
  | 'duplicate_of'
  | 'duplicate_name'
  | 'question_id'
>;

/** '{name} (pages 1-2).pdf', or '{name} (page 3).pdf'; ' (2)' and on when the folder has the name already. */
async function freeName(file: tree.DocumentItem, range: PageRange): Promise<string> {
  const base = pdfName(file.document_name).slice(0, -'.pdf'.length);
  const pages = range.from === range.to ? `page ${range.from}` : `pages ${formatPageRange(range)}`;
  for (let n = 1; n <= 20; n++) {
    const name = `${base} (${pages})${n === 1 ? '' : ` (${n})`}.pdf`;
    const taken = await tree.filesNamed(file.firmId, file.companyId, file.path, name, 'active');
    if (taken.length === 0) return name;
  }
  throw new Error(`no free name for a split of ${file.documentId}`);
}

/** The parent's PDF, parsed once for all its pieces. */
export async function loadParentPdf(file: tree.DocumentItem): Promise<LoadedPdf | null> {
  const bytes = await getObjectBytes(file.storage_key);
  return bytes ? loadPdfToSplit(bytes) : null;
}

export async function makePiece(
  parent: ExtractedDocumentItem,
  file: tree.DocumentItem,
  pdf: Extract<LoadedPdf, { ok: true }>['pdf'],
  range: PageRange,
  fields: PieceFields,
): Promise<ExtractedDocumentItem> {
  const id = splitPieceId(parent.extractedId, range);
  const bytes = await pdfOfPages(pdf, range);
  // The key is the piece's own: a run again after a crash writes the same object again.
  const key = documentKey(file.firmId, file.companyId, id);
  await putObject(key, bytes, 'application/pdf');
  const name = await freeName(file, range);
  const now = new Date().toISOString();
  const piece: ExtractedDocumentItem = tree.dropUndefined({
    firmId: file.firmId,
    companyId: file.companyId,
    extractedId: id,
    documentId: id,
    name,
    source: 'split' as const,
    page_count: range.to - range.from + 1,
    parent_document_id: parent.extractedId,
    parent_pages: formatPageRange(range),
    attempt: 1,
    requested_by: parent.requested_by,
    questionnaire_id: parent.questionnaire_id,
    created_at: now,
    updated_at: now,
    ...fields,
  });
  const by = parent.requested_by ?? file.uploaded_by;
  await addFile(
    {
      firmId: file.firmId,
      companyId: file.companyId,
      documentId: id,
      path: file.path,
      document_name: name,
      content_type: 'application/pdf',
      size: bytes.byteLength,
      storage_key: key,
      uploaded_by: by,
      extracted_document_id: id,
      ...(fields.document_type && fields.document_type !== 'Other' ? { document_type: fields.document_type } : {}),
      ...(fields.description ? { description: fields.description } : {}),
      ...(file.tax_year != null ? { tax_year: file.tax_year } : {}),
      ...(file.questionnaire_id ? { questionnaire_id: file.questionnaire_id } : {}),
    },
    by,
    [{ next: piece, was: null }],
  );
  return piece;
}
