/**
 * The queued split of a PDF (auto-split.ts queues it): each page range becomes a PDF file in the same folder, named
 * '{name} (pages 1-2).pdf', with an extracted document whose parent_document_id and parent_pages say where it came
 * from; then the parent reads split_succeeded. A split that cannot be made (unreadable, a range past the end, one
 * page) reads split_failed with the reason, before any piece is made, so a retry starts clean.
 *
 * Idempotent: a job for an attempt that is no longer processing does nothing, and a piece already made (found by
 * its id, which the parent's id and the range's number make) is not made again; its file and record are written in
 * one transaction. Other errors are thrown, so the queue delivers the job again.
 */
import {
  formatPageRange,
  maxSplitPieces,
  pageByPage,
  pageRangeText,
  parsePageRanges,
  rangesProblem,
  type PageRange,
} from '@ledgerline/shared/page-ranges';
import { documentOwnText } from '@ledgerline/shared/documents';
import type { ParsedPayloadOf } from '../platform/jobs';
import { getObjectBytes, putObject } from '../platform/adapters/files';
import { splitPieceId } from '../platform/data/entities/extracted-document';
import { addFile } from './add-file';
import { pdfName } from '../platform/images-to-pdf';
import type { documentJobs } from './jobs';
import { documentKey } from './rules';
import { loadPdfToSplit, pdfOfPages } from './split-pdf';
import { getExtracted, splitPiecesOf, type ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';

export type SplitJob = ParsedPayloadOf<typeof documentJobs.splitDocument>;

export async function runSplit(job: SplitJob): Promise<void> {
  const parent = await getExtracted(job.firmId, job.companyId, job.extractedId);
  if (parent?.status !== 'processing' || parent.attempt !== job.attempt) return;
  const file = await tree.getFile(job.firmId, job.companyId, parent.documentId);
  if (file?.state !== 'active') return finish(parent, { failure: documentOwnText.documentNotFound });

  const bytes = await getObjectBytes(file.storage_key);
  if (!bytes) return finish(parent, { failure: documentOwnText.documentNotFound });
  const loaded = await loadPdfToSplit(bytes);
  if (!loaded.ok) return finish(parent, { failure: loaded.problem });
  const planned = plannedRanges(parent.requested_ranges, loaded.pageCount);
  if (!planned.ok) return finish(parent, { failure: planned.problem, pageCount: loaded.pageCount });

  const made = new Set((await splitPiecesOf(job.firmId, job.companyId, parent.extractedId)).map((p) => p.extractedId));
  for (const [i, range] of planned.ranges.entries()) {
    const id = splitPieceId(parent.extractedId, i + 1);
    if (made.has(id)) continue;
    await makePiece(parent, file, id, range, await pdfOfPages(loaded.pdf, range));
  }
  await finish(parent, { pageCount: loaded.pageCount });
}

function plannedRanges(
  requested: string | undefined,
  pageCount: number,
): { ok: true; ranges: PageRange[] } | { ok: false; problem: string } {
  if (requested) {
    const parsed = parsePageRanges(requested);
    if (!parsed.ok) return parsed;
    const problem = rangesProblem(parsed.ranges, pageCount);
    return problem ? { ok: false, problem } : parsed;
  }
  if (pageCount === 1) return { ok: false, problem: pageRangeText.onePage };
  if (pageCount > maxSplitPieces) return { ok: false, problem: pageRangeText.tooManyPages(pageCount) };
  return { ok: true, ranges: pageByPage(pageCount) };
}

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

async function makePiece(
  parent: ExtractedDocumentItem,
  file: tree.DocumentItem,
  id: string,
  range: PageRange,
  bytes: Uint8Array,
): Promise<void> {
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
    // Ranges staff gave are their decision; a page-by-page split is a guess to review.
    status: parent.requested_ranges ? ('split_succeeded' as const) : ('review_required' as const),
    page_count: range.to - range.from + 1,
    parent_document_id: parent.extractedId,
    parent_pages: formatPageRange(range),
    marked_as_others: false,
    categorized_by_ai: false,
    attempt: 1,
    requested_by: parent.requested_by,
    created_at: now,
    updated_at: now,
  });
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
      uploaded_by: parent.requested_by ?? file.uploaded_by,
      extracted_document_id: id,
      ...(file.tax_year != null ? { tax_year: file.tax_year } : {}),
      ...(file.questionnaire_id ? { questionnaire_id: file.questionnaire_id } : {}),
    },
    parent.requested_by ?? file.uploaded_by,
    [{ next: piece, was: null }],
  );
}

async function finish(parent: ExtractedDocumentItem, result: { failure?: string; pageCount?: number }): Promise<void> {
  const next: ExtractedDocumentItem = tree.dropUndefined({
    ...parent,
    status: result.failure ? ('split_failed' as const) : ('split_succeeded' as const),
    failure_reason: result.failure,
    page_count: result.pageCount ?? parent.page_count,
    updated_at: new Date().toISOString(),
  });
  await tree.writeTree(parent.firmId, { extracted: [{ next, was: parent }] });
}
