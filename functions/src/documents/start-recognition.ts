/**
 * Starting (or retrying) the recognition of a file: its extracted document is recorded as processing, named by the
 * file, in the same transaction, then the job is queued. A job that cannot be queued leaves the document Failed with
 * Retry rather than processing for ever; the upload itself is kept either way.
 */
import { extractedDocumentText } from '@ledgerline/shared/extracted-documents';
import { enqueue } from '../platform/adapters/queue';
import { newId } from '../platform/auth/secrets';
import { log } from '../platform/log';
import { documentJobs } from './jobs';
import type { ExtractedDocumentItem } from './store/extracted';
import * as tree from './store/tree';

/** The file types recognition reads (Textract takes no GIF, so neither does the local twin). */
export const recognisableTypes = ['application/pdf', 'image/png', 'image/jpeg'];

export interface RecognitionRequest {
  file: tree.DocumentItem;
  /** The extracted document of an earlier attempt (a retry), or null for the file's first. */
  was: ExtractedDocumentItem | null;
  split?: 'upload' | 'staff';
  /** Staff's page ranges ('1-2, 3'). */
  ranges?: string;
  /** Staff who asked (a split or a retry). */
  by?: string;
}

export async function startRecognition(r: RecognitionRequest): Promise<{
  extracted: ExtractedDocumentItem;
  file: tree.DocumentItem;
}> {
  const { file, was } = r;
  const now = new Date().toISOString();
  const next: ExtractedDocumentItem = tree.dropUndefined({
    ...(was ?? {
      firmId: file.firmId,
      companyId: file.companyId,
      extractedId: newId(),
      documentId: file.documentId,
      name: file.document_name,
      source: 'upload' as const,
      marked_as_others: false,
      categorized_by_ai: false,
      questionnaire_id: file.questionnaire_id || undefined,
      created_at: now,
    }),
    status: 'processing' as const,
    split_request: r.split ?? was?.split_request,
    requested_ranges: r.ranges?.trim() || undefined,
    failure_reason: undefined,
    reading_job: undefined,
    attempt: (was?.attempt ?? 0) + 1,
    requested_by: r.by ?? was?.requested_by,
    updated_at: now,
  });
  const fileNext =
    file.extracted_document_id === next.extractedId
      ? null
      : tree.dropUndefined({ ...file, extracted_document_id: next.extractedId, updated_at: now });
  await tree.writeTree(file.firmId, {
    extracted: [{ next, was }],
    ...(fileNext ? { files: [{ next: fileNext, was: file }] } : {}),
  });

  const job = { firmId: file.firmId, companyId: file.companyId, extractedId: next.extractedId, attempt: next.attempt };
  try {
    await enqueue(documentJobs.recogniseDocument, job, { dedupeId: `${job.extractedId}-${job.attempt}` });
  } catch (e) {
    log('error', 'recognition not queued', { extractedId: job.extractedId, error: String(e) });
    const failed: ExtractedDocumentItem = {
      ...next,
      status: next.split_request ? 'split_failed' : 'identify_failed',
      failure_reason: extractedDocumentText.splitFailed,
      updated_at: new Date().toISOString(),
    };
    await tree.writeTree(file.firmId, { extracted: [{ next: failed, was: next }] });
    return { extracted: failed, file: fileNext ?? file };
  }
  return { extracted: next, file: fileNext ?? file };
}
