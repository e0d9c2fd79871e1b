/**
 * The queued recognition of an upload (issue 18): its pages are read (pdf.js and OCR locally, Textract in AWS), each
 * page classified, the pages grouped into forms; then the upload is recorded as the form it is, or, when a split was
 * asked for, becomes one document per form (or per the ranges staff gave). Each result is checked for a duplicate
 * by content and linked to the questionnaire question that asked for its form.
 *
 * Idempotent: a job for an attempt no longer processing does nothing; pieces already made are not made again (their
 * ids come from their pages); an asynchronous reading in progress is collected, not started again. A file that
 * cannot be read fails with the reason (Failed with Retry) before anything is made; other errors are thrown so the
 * queue delivers the job again.
 */
import {
  detailedDocumentName,
  extractedDocumentText,
  otherDocumentType,
  type ExtractedDocumentType,
} from '@ledgerline/shared/extracted-documents';
import { documentOwnText } from '@ledgerline/shared/documents';
import {
  maxSplitPieces,
  pageByPage,
  pageRangeText,
  parsePageRanges,
  rangesProblem,
  type PageRange,
} from '@ledgerline/shared/page-ranges';
import type { JobContext, ParsedPayloadOf } from '../platform/jobs';
import { log } from '../platform/log';
import { getObjectBytes } from '../platform/adapters/files';
import { enqueue } from '../platform/adapters/queue';
import { splitPieceId } from '../platform/data/entities/extracted-document';
import { contentSections } from '../platform/answered-questionnaire';
import { documentJobs } from './jobs';
import * as store from './store';
import { getExtracted, splitPiecesOf, type ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';
import { loadPdfToSplit } from './split-pdf';
import { classifyPage } from './extraction/classify';
import { findDuplicate, fingerprintOf, keepFingerprint } from './content-duplicates';
import { makePiece, type PieceFields } from './split-pieces';
import { questionAskingFor } from './extraction/question-link';
import { collectReading, startReading } from './extraction/read-pages';
import { UnreadableFileError } from './extraction/reader-errors';
import { recognisableTypes } from './start-recognition';
import { segmentForms } from './extraction/segment';
import type { ContentFingerprintValue, FormSegment, PageClassification, PageText } from './extraction/types';

export type RecogniseJob = ParsedPayloadOf<typeof documentJobs.recogniseDocument>;

/** A form this sure, of a known type, is Completed; anything less is Processed (needs Review). */
export const confidentAt = 0.6;

/** How long to wait before collecting an asynchronous reading again. */
const collectAfterSeconds = 5;

/** SQS dead-letters a message after its third receive (infra/aws/jobs-queue.ts). */
const lastAttempt = 3;

export async function runRecognition(
  job: RecogniseJob,
  context: Pick<JobContext, 'receiveCount'> = { receiveCount: 1 },
  requeue: (job: RecogniseJob, delaySeconds: number) => Promise<void> = requeueLater,
): Promise<void> {
  const x = await getExtracted(job.firmId, job.companyId, job.extractedId);
  if (x?.status !== 'processing' || x.attempt !== job.attempt) return;
  try {
    await recognise(job, x, requeue);
  } catch (e) {
    // A reader or store that keeps failing: on the last delivery the document says so (Failed, with Retry) rather
    // than processing for ever once the message is dead-lettered.
    if (context.receiveCount < lastAttempt) throw e;
    log('error', 'recognition failed', { extractedId: x.extractedId, error: String(e) });
    const now = await getExtracted(job.firmId, job.companyId, job.extractedId);
    if (now?.status === 'processing' && now.attempt === job.attempt)
      await fail(now, extractedDocumentText.processingFailed);
  }
}

async function recognise(
  job: RecogniseJob,
  x: ExtractedDocumentItem,
  requeue: (job: RecogniseJob, delaySeconds: number) => Promise<void>,
): Promise<void> {
  const file = await tree.getFile(job.firmId, job.companyId, x.documentId);
  if (file?.state !== 'active') return fail(x, documentOwnText.documentNotFound);
  if (!recognisableTypes.includes(file.content_type)) return fail(x, extractedDocumentText.notRecognisable);
  // Read once, when needed: the reader takes them, and a split cuts the same bytes.
  let stored: Promise<Uint8Array | null> | undefined;
  const bytesOf = () => {
    stored ??= getObjectBytes(file.storage_key);
    return stored;
  };

  let pages: PageText[];
  try {
    const read = await readOrCollect(x, file, bytesOf);
    if (read === 'pending') return requeue(job, collectAfterSeconds);
    pages = read;
  } catch (e) {
    if (e instanceof UnreadableFileError) return fail(x, e.message);
    throw e;
  }
  if (pages.length === 0) return fail(x, extractedDocumentText.unreadableFile);

  const classified = pages.map(classifyPage);
  const context = await questionContext(x);
  if (x.split_request && file.content_type === 'application/pdf') {
    const plan = splitPlan(x, classified);
    if (plan.kind === 'failed') return fail(x, plan.problem, pages.length);
    if (plan.kind === 'split')
      return split(x, file, await bytesOf(), pages, classified, plan.ranges, plan.staffRanges, context);
  }
  return recordWhole(x, file, pages, classified, context);
}

async function requeueLater(job: RecogniseJob, delaySeconds: number): Promise<void> {
  await enqueue(documentJobs.recogniseDocument, job, { delaySeconds });
}

async function readOrCollect(
  x: ExtractedDocumentItem,
  file: tree.DocumentItem,
  bytesOf: () => Promise<Uint8Array | null>,
): Promise<PageText[] | 'pending'> {
  if (x.reading_job) return (await collectReading(x.reading_job)) ?? 'pending';
  const bytes = await bytesOf();
  if (!bytes) throw new UnreadableFileError('unreadable');
  const started = await startReading({ bytes, storageKey: file.storage_key, contentType: file.content_type });
  if ('done' in started) return started.done;
  const next = { ...x, reading_job: started.pending, updated_at: new Date().toISOString() };
  await tree.writeTree(x.firmId, { extracted: [{ next, was: x }] });
  return 'pending';
}

type SplitPlan =
  | { kind: 'split'; ranges: PageRange[]; staffRanges: boolean }
  | { kind: 'whole' }
  | { kind: 'failed'; problem: string };

/**
 * Staff's ranges when they gave some; otherwise the forms found. A PDF of one known form is not split (it is that
 * form); pages nothing recognised are split one per page for a reviewer to sort out.
 */
function splitPlan(x: ExtractedDocumentItem, pages: PageClassification[]): SplitPlan {
  const pageCount = pages.length;
  if (x.requested_ranges) {
    const parsed = parsePageRanges(x.requested_ranges);
    if (!parsed.ok) return { kind: 'failed', problem: parsed.problem };
    const problem = rangesProblem(parsed.ranges, pageCount);
    return problem ? { kind: 'failed', problem } : { kind: 'split', ranges: parsed.ranges, staffRanges: true };
  }
  const forms = segmentForms(pages);
  if (forms.length > 1) {
    if (forms.length > maxSplitPieces) return { kind: 'failed', problem: pageRangeText.tooManyPages(pageCount) };
    return { kind: 'split', ranges: forms.map(({ from, to }) => ({ from, to })), staffRanges: false };
  }
  if (pageCount === 1) {
    return x.split_request === 'staff' ? { kind: 'failed', problem: pageRangeText.onePage } : { kind: 'whole' };
  }
  if (forms[0] && forms[0].document_type !== otherDocumentType) return { kind: 'whole' };
  if (pageCount > maxSplitPieces) return { kind: 'failed', problem: pageRangeText.tooManyPages(pageCount) };
  return { kind: 'split', ranges: pageByPage(pageCount), staffRanges: false };
}

interface QuestionContext {
  sections: ReturnType<typeof contentSections>;
}

async function questionContext(x: ExtractedDocumentItem): Promise<QuestionContext> {
  if (!x.questionnaire_id) return { sections: [] };
  const q = await store.getQuestionnaire(x.firmId, x.questionnaire_id);
  return { sections: q && !q.deleted_at ? contentSections(q) : [] };
}

/** What the pages of one form are: the form that holds most of them, as sure as its pages were. */
function formOf(pages: PageClassification[]): FormSegment {
  const forms = segmentForms(pages);
  const byPages = new Map<ExtractedDocumentType, number>();
  for (const f of forms) byPages.set(f.document_type, (byPages.get(f.document_type) ?? 0) + f.to - f.from + 1);
  const known = forms.filter((f) => f.document_type !== otherDocumentType);
  const main = (known.length ? known : forms).reduce((best, f) =>
    (byPages.get(f.document_type) ?? 0) > (byPages.get(best.document_type) ?? 0) ? f : best,
  );
  return { ...main, from: pages[0]?.page ?? 1, to: pages.at(-1)?.page ?? 1 };
}

/** The classification fields of a document recognised as `form`, and whether a reviewer should look. */
function recognisedFields(form: FormSegment, context: QuestionContext) {
  const known = form.document_type !== otherDocumentType;
  return {
    document_type: form.document_type,
    detailed_name: detailedDocumentName(form.document_type, form.differentiator),
    differentiator: form.differentiator ?? undefined,
    confidence: Math.round(form.confidence * 100) / 100,
    categorized_by_ai: known,
    marked_as_others: !known,
    question_id: (known && questionAskingFor(context.sections, form.document_type)) || undefined,
    sure: known && form.confidence >= confidentAt,
  };
}

/** The earlier document with the same content, as the fields that say so. */
async function duplicateOf(
  doc: Pick<ExtractedDocumentItem, 'firmId' | 'companyId' | 'extractedId' | 'created_at'>,
  type: ExtractedDocumentType,
  value: ContentFingerprintValue,
): Promise<Pick<PieceFields, 'duplicate_of' | 'duplicate_name'>> {
  const earlier = await findDuplicate(doc, type, value);
  return earlier ? { duplicate_of: earlier.id, duplicate_name: earlier.name } : {};
}

async function recordWhole(
  x: ExtractedDocumentItem,
  file: tree.DocumentItem,
  pages: PageText[],
  classified: PageClassification[],
  context: QuestionContext,
): Promise<void> {
  const forms = segmentForms(classified);
  const { sure, ...fields } = recognisedFields(formOf(classified), context);
  const value = fingerprintOf(pages);
  const duplicate = await duplicateOf(x, fields.document_type, value);
  // Several forms in a file nobody asked to split: a reviewer decides whether to split it.
  const status = forms.length > 1 ? 'review_required' : sure ? 'analysis_succeeded' : 'identify_succeeded';
  const now = new Date().toISOString();
  const next: ExtractedDocumentItem = tree.dropUndefined({
    ...x,
    ...fields,
    ...duplicate,
    status,
    page_count: pages.length,
    page_forms: pageForms(classified),
    reading_job: undefined,
    failure_reason: undefined,
    updated_at: now,
  });
  const fileNext = typedFile(file, fields.document_type, now);
  // Kept first: once the document is written, a job delivered again does nothing (it is no longer processing).
  await keepFingerprint(next, fields.document_type, value);
  await tree.writeTree(x.firmId, {
    extracted: [{ next, was: x }],
    ...(fileNext ? { files: [{ next: fileNext, was: file }] } : {}),
  });
}

async function split(
  x: ExtractedDocumentItem,
  file: tree.DocumentItem,
  bytes: Uint8Array | null,
  pages: PageText[],
  classified: PageClassification[],
  ranges: PageRange[],
  staffRanges: boolean,
  context: QuestionContext,
): Promise<void> {
  if (!bytes) return fail(x, documentOwnText.documentNotFound);
  const loaded = await loadPdfToSplit(bytes);
  if (!loaded.ok) return fail(x, loaded.problem, pages.length);

  const made = new Map((await splitPiecesOf(x.firmId, x.companyId, x.extractedId)).map((p) => [p.extractedId, p]));
  for (const range of ranges) {
    const id = splitPieceId(x.extractedId, range);
    const inRange = (p: { page: number }) => p.page >= range.from && p.page <= range.to;
    const already = made.get(id);
    if (already) {
      // Made by an earlier delivery that stopped before keeping its fingerprint: keep it now (a put, so twice is once).
      const type = (already.document_type ?? otherDocumentType) as ExtractedDocumentType;
      await keepFingerprint(already, type, fingerprintOf(pages.filter(inRange)));
      continue;
    }
    const { sure, ...fields } = recognisedFields(formOf(classified.filter(inRange)), context);
    const created_at = new Date().toISOString();
    const value = fingerprintOf(pages.filter(inRange));
    const duplicate = await duplicateOf(
      { firmId: x.firmId, companyId: x.companyId, extractedId: id, created_at },
      fields.document_type,
      value,
    );
    // Ranges staff gave are their decision; forms the portal found are Completed when it was sure of them.
    const status = staffRanges ? 'split_succeeded' : sure ? 'analysis_succeeded' : 'review_required';
    const piece = await makePiece(x, file, loaded.pdf, range, { ...fields, ...duplicate, status });
    // Kept once the piece has its name: what a later duplicate of it says it duplicates.
    await keepFingerprint(piece, fields.document_type, value);
  }
  const next: ExtractedDocumentItem = tree.dropUndefined({
    ...x,
    status: 'split_succeeded' as const,
    page_count: pages.length,
    page_forms: pageForms(classified),
    reading_job: undefined,
    failure_reason: undefined,
    updated_at: new Date().toISOString(),
  });
  await tree.writeTree(x.firmId, { extracted: [{ next, was: x }] });
}

/** The file's document type follows its form, so exports order it by the form's name. */
function typedFile(file: tree.DocumentItem, type: ExtractedDocumentType, now: string): tree.DocumentItem | null {
  if (type === otherDocumentType || file.document_type === type) return null;
  return tree.dropUndefined({ ...file, document_type: type, updated_at: now });
}

function pageForms(classified: PageClassification[]) {
  return classified.map((c) => ({ page: c.page, document_type: c.document_type, differentiator: c.differentiator }));
}

async function fail(x: ExtractedDocumentItem, reason: string, pageCount?: number): Promise<void> {
  const next: ExtractedDocumentItem = tree.dropUndefined({
    ...x,
    status: x.split_request ? ('split_failed' as const) : ('identify_failed' as const),
    failure_reason: reason,
    page_count: pageCount ?? x.page_count,
    reading_job: undefined,
    updated_at: new Date().toISOString(),
  });
  await tree.writeTree(x.firmId, { extracted: [{ next, was: x }] });
}
