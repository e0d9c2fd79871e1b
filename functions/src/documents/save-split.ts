/**
 * POST /extracted_documents/split_documents (save split documents, FA §7.9): the reviewer's split of one upload. Each
 * listed document is a page or a range of the upload with its type and description. A range already made keeps its
 * document (and its annotations), with the type and description given; a new range is made; a piece whose range is
 * no longer listed is removed from the review and its file deleted (restorable from the document browser). Ranges
 * are checked whole before anything is written.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import {
  detailedDocumentName,
  extractedDocumentText,
  otherDocumentType,
  type ExtractedDocumentType,
} from '@ledgerline/shared/extracted-documents';
import { parsePageRanges, rangesProblem, type PageRange } from '@ledgerline/shared/page-ranges';
import { handle } from '../platform/handle';
import { Conflict, Unprocessable } from '../platform/errors';
import { splitPieceId } from '../platform/data/entities/extracted-document';
import { contentSections } from '../platform/answered-questionnaire';
import { mustBeChangeable, mustHaveProcessor, openExtracted } from './extracted-access';
import { restoreWithFile } from './extracted-lifecycle';
import { extractedView } from './extracted-views';
import { loadParentPdf, makePiece } from './split-pieces';
import { questionAskingFor } from './extraction/question-link';
import { deleteFile } from './file-change';
import * as store from './store';
import { removeExtracted, splitPiecesOf, type ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';

interface Wanted {
  range: PageRange;
  document_type?: ExtractedDocumentType;
  description?: string;
}

export const saveSplitDocuments = handle(documentRoutes.saveSplitDocuments, async ({ caller, input }) => {
  const { x: parent, file } = await openExtracted(caller, { ...input, id: input.extracted_document_id });
  await mustHaveProcessor(caller.firmId);
  mustBeChangeable(parent);
  if (parent.parent_document_id) throw new Unprocessable(extractedDocumentText.pieceOfSplit);
  if (file.content_type !== 'application/pdf') throw new Unprocessable(extractedDocumentText.onlyPdfs);
  if (file.state !== 'active') throw new Conflict(extractedDocumentText.deleted);

  const wanted = wantedRanges(input.documents);
  // Each page in one document at most, across the rows.
  const together = parsePageRanges(input.documents.map((d) => d.pages).join(','));
  if (!together.ok) throw new Unprocessable(together.problem);
  const loaded = await loadParentPdf(file);
  if (!loaded?.ok) throw new Unprocessable(loaded?.problem ?? extractedDocumentText.unreadablePdf);
  const problem = rangesProblem(
    wanted.map((w) => w.range),
    loaded.pageCount,
  );
  if (problem) throw new Unprocessable(problem);

  const q = parent.questionnaire_id ? await store.getQuestionnaire(caller.firmId, parent.questionnaire_id) : null;
  const sections = q && !q.deleted_at ? contentSections(q) : [];
  const pieces = new Map(
    (await splitPiecesOf(caller.firmId, parent.companyId, parent.extractedId)).map((p) => [p.extractedId, p]),
  );
  const wantedIds = new Set<string>();
  for (const w of wanted) {
    const id = splitPieceId(parent.extractedId, w.range);
    wantedIds.add(id);
    const type = w.document_type ?? suggestedType(parent, w.range);
    const fields = {
      document_type: type,
      detailed_name: detailedDocumentName(type, differentiatorAt(parent, w.range)),
      differentiator: differentiatorAt(parent, w.range) ?? undefined,
      marked_as_others: type === otherDocumentType,
      categorized_by_ai: false,
      confidence: undefined,
      question_id: (type !== otherDocumentType && questionAskingFor(sections, type)) || undefined,
      ...(w.description !== undefined ? { description: w.description || undefined } : {}),
    };
    const was = pieces.get(id);
    if (!was) {
      await makePiece(parent, file, loaded.pdf, w.range, { ...fields, status: 'split_succeeded' });
      continue;
    }
    if (was.deleted_at) {
      // A range the reviewer deleted and now lists again: its document comes back, annotations and all.
      const pieceFile = await tree.getFile(caller.firmId, was.companyId, was.documentId);
      if (pieceFile) await restoreWithFile(was, pieceFile, caller.userId, { ...fields, status: 'split_succeeded' });
      continue;
    }
    await updatePiece(caller.firmId, was, fields);
  }
  for (const [id, piece] of pieces) {
    if (wantedIds.has(id) || piece.deleted_at) continue;
    await supersede(caller.firmId, piece);
  }
  const now = new Date().toISOString();
  const parentNext: ExtractedDocumentItem = tree.dropUndefined({
    ...parent,
    status: 'split_succeeded' as const,
    split_request: parent.split_request ?? ('staff' as const),
    page_count: loaded.pageCount,
    failure_reason: undefined,
    updated_at: now,
  });
  await tree.writeTree(caller.firmId, { extracted: [{ next: parentNext, was: parent }] });

  const made = (await splitPiecesOf(caller.firmId, parent.companyId, parent.extractedId)).filter(
    (p) => wantedIds.has(p.extractedId) && !p.deleted_at,
  );
  const files = new Map(
    (
      await tree.getFiles(
        caller.firmId,
        parent.companyId,
        made.map((p) => p.documentId),
      )
    ).map((f) => [f.documentId, f]),
  );
  return {
    extracted_document: extractedView(parentNext, file),
    split_documents: made.flatMap((p) => {
      const f = files.get(p.documentId);
      return f ? [extractedView(p, f)] : [];
    }),
  };
});

function wantedRanges(documents: { pages: string; document_type?: ExtractedDocumentType; description?: string }[]) {
  return documents.map((d): Wanted => {
    const parsed = parsePageRanges(d.pages);
    if (!parsed.ok) throw new Unprocessable(parsed.problem);
    if (parsed.ranges.length !== 1) throw new Unprocessable(extractedDocumentText.oneRangePerDocument(d.pages));
    return { range: parsed.ranges[0]!, document_type: d.document_type, description: d.description };
  });
}

type PageForm = { page: number; document_type: ExtractedDocumentType; differentiator: string | null };

function pageFormsOf(parent: ExtractedDocumentItem): PageForm[] {
  return Array.isArray(parent.page_forms) ? (parent.page_forms as PageForm[]) : [];
}

/** What recognition found on the range's first page, for a range the reviewer gave no type. */
function suggestedType(parent: ExtractedDocumentItem, range: PageRange): ExtractedDocumentType {
  return pageFormsOf(parent).find((p) => p.page === range.from)?.document_type ?? otherDocumentType;
}

function differentiatorAt(parent: ExtractedDocumentItem, range: PageRange): string | null {
  return pageFormsOf(parent).find((p) => p.page === range.from)?.differentiator ?? null;
}

async function updatePiece(firmId: string, was: ExtractedDocumentItem, fields: Partial<ExtractedDocumentItem>) {
  const now = new Date().toISOString();
  const next = tree.dropUndefined({ ...was, ...fields, status: 'split_succeeded' as const, updated_at: now });
  const file = await tree.getFile(firmId, was.companyId, was.documentId);
  const fileNext =
    file?.state === 'active'
      ? tree.dropUndefined({
          ...file,
          document_type: next.document_type === otherDocumentType ? undefined : next.document_type,
          ...('description' in fields ? { description: next.description } : {}),
          updated_at: now,
        })
      : null;
  await tree.writeTree(firmId, {
    extracted: [{ next, was }],
    ...(file && fileNext ? { files: [{ next: fileNext, was: file }] } : {}),
  });
}

async function supersede(firmId: string, piece: ExtractedDocumentItem) {
  const file = await tree.getFile(firmId, piece.companyId, piece.documentId);
  if (file?.state === 'active') await deleteFile(firmId, file);
  await removeExtracted(piece);
}
