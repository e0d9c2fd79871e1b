/**
 * Staff's annotations on an extracted document (QD §3 Annotation, §5, §9; §7 get_annotations, save_annotations): a
 * save replaces the document's list. Each textbox's text is required and at most 32 characters, positions are kept
 * within their page and textboxes 80 to 400 wide, as the editor keeps them; an annotation keeps its created_at
 * across saves and gets a new updated_at only when it changed.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import {
  annotationTextProblem,
  clampAnnotationPosition,
  extractedDocumentText,
} from '@ledgerline/shared/extracted-documents';
import type { Annotation, SavedAnnotation } from '@ledgerline/shared/schemas/extracted-documents';
import { handle } from '../platform/handle';
import { firmFlagOn } from '../platform/firm-flags';
import { Conflict, Forbidden, Unprocessable } from '../platform/errors';
import { openExtracted, required } from './extracted-access';
import { savedAnnotations } from './extracted-views';
import * as store from './store';
import * as tree from './store/tree';

export const getAnnotations = handle(documentRoutes.getAnnotations, async ({ caller, input }) => {
  const { x } = await openExtracted(caller, input);
  return { annotations: savedAnnotations(x) };
});

export const saveAnnotations = handle(documentRoutes.saveAnnotations, async ({ caller, input }) => {
  const { x } = await openExtracted(caller, input);
  if (!firmFlagOn(await store.getFirm(caller.firmId), 'annotation_enabled'))
    throw new Forbidden(extractedDocumentText.annotationsOff);
  if (input.extractedDocumentId && input.extractedDocumentId !== x.extractedId)
    throw new Unprocessable(extractedDocumentText.notFound);
  if (x.deleted_at) throw new Conflict(extractedDocumentText.deleted);

  const now = new Date().toISOString();
  const before = new Map(savedAnnotations(x).map((a) => [a.id, a]));
  const byId = new Map<string, SavedAnnotation>();
  for (const a of required(input.annotations, 'annotations'))
    byId.set(a.id, settle(a, before.get(a.id), x.page_count, now));
  const annotations = [...byId.values()];
  const next = { ...x, annotations, updated_at: now };
  await tree.writeTree(caller.firmId, { extracted: [{ next, was: x }] });
  return { annotations };
});

function settle(a: Annotation, was: SavedAnnotation | undefined, pageCount: number | undefined, now: string) {
  const problem = annotationTextProblem(a.shape_type, a.text);
  if (problem) throw new Unprocessable(problem);
  if (pageCount != null && a.page > pageCount)
    throw new Unprocessable(extractedDocumentText.annotationPageMissing(a.page));
  const saved: SavedAnnotation = {
    id: a.id,
    page: a.page,
    shape_type: a.shape_type,
    text: a.shape_type === 'check' ? '' : (a.text ?? '').trim(),
    style: a.style,
    position_data: clampAnnotationPosition(a.shape_type, a.position_data),
    created_at: was?.created_at ?? now,
    updated_at: now,
  };
  return was && sameAnnotation(was, saved) ? was : saved;
}

/** Stored maps come back with their keys in any order: compared field by field. */
function sameAnnotation(a: SavedAnnotation, b: SavedAnnotation): boolean {
  const p = a.position_data;
  const q = b.position_data;
  return (
    a.page === b.page &&
    a.shape_type === b.shape_type &&
    a.text === b.text &&
    a.style === b.style &&
    p.left === q.left &&
    p.bottom === q.bottom &&
    p.width === q.width &&
    p.height === q.height &&
    p.pageWidth === q.pageWidth &&
    p.pageHeight === q.pageHeight
  );
}
