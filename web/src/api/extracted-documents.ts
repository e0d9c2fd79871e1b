/**
 * The extracted documents' calls (QD §3 Extracted document and Annotation, §7 Documents and uploads; FA §4.8): what
 * recognition and splits made of a questionnaire's uploads, and the review's changes to them. Types come from the
 * shared schemas (types only: no zod in the bundle). Every call is quiet: the screens say what a failure means in the
 * spec's words (QD §8).
 */
import type * as z from 'zod';
import type * as x from '@ledgerline/shared/schemas/extracted-documents';
import type { BodyOf } from '@ledgerline/shared/route';
import { documentRoutes as r } from '@ledgerline/shared/routes/documents';
import { api } from './client';

export type ExtractedDocument = z.infer<typeof x.ExtractedDocumentView>;
export type ExtractedDocumentList = z.infer<typeof x.ExtractedDocumentsList>;
export type Annotation = z.infer<typeof x.Annotation>;
export type SavedAnnotation = z.infer<typeof x.SavedAnnotation>;
export type ExtractedDocumentsQuery = BodyOf<typeof r.listExtractedDocuments>;
export type SplitDocumentsBody = BodyOf<typeof r.saveSplitDocuments>;
export type SplitDocument = SplitDocumentsBody['documents'][number];
export type ProcessDocumentBody = BodyOf<typeof r.processDocument>;

/** SWR keys start with these, so a change reloads every list of a questionnaire's extracted documents. */
export const extractedDocumentKeys = {
  list: r.listExtractedDocuments.path,
} as const;

const quiet = { quiet: true } as const;

/** A questionnaire's uploads and what their splits made (the review), or the recent ones (the processing poll). */
export const listExtractedDocuments = (query: ExtractedDocumentsQuery, signal?: AbortSignal) =>
  api.call(r.listExtractedDocuments, query, { ...quiet, signal });

/** Deletes the document and its file (restorable). */
export const deleteExtractedDocument = (company_id: string, id: string) =>
  api.call(r.deleteExtractedDocument, { company_id, id }, quiet);

export const restoreExtractedDocument = (company_id: string, id: string) =>
  api.call(r.restoreExtractedDocument, { company_id, id }, quiet);

/** A failed one read, classified and split again, in the background. */
export const retryRecognition = (company_id: string, id: string) =>
  api.call(r.retryRecognition, { company_id, id }, quiet);

/** The reviewed split of one upload: each document's pages, type and description. */
export const saveSplitDocuments = (body: SplitDocumentsBody) => api.call(r.saveSplitDocuments, body, quiet);

export const updateExtractedDescription = (company_id: string, id: string, description: string) =>
  api.call(r.updateExtractedDescription, { company_id, id, description }, quiet);

export const updateExtractedMarkedAsOthers = (company_id: string, id: string, marked_as_others: boolean) =>
  api.call(r.updateExtractedMarkedAsOthers, { company_id, id, marked_as_others }, quiet);

export const updateExtractedTags = (company_id: string, id: string, tags: string[]) =>
  api.call(r.updateExtractedTags, { company_id, id, tags }, quiet);

export const updateExtractedType = (
  company_id: string,
  id: string,
  document_type: BodyOf<typeof r.updateExtractedType>['document_type'],
) => api.call(r.updateExtractedType, { company_id, id, document_type }, quiet);

export const getAnnotations = (company_id: string, id: string) => api.call(r.getAnnotations, { company_id, id }, quiet);

/** Replaces the document's annotations with this list. */
export const saveAnnotations = (company_id: string, id: string, annotations: Annotation[]) =>
  api.call(r.saveAnnotations, { company_id, id, annotations }, quiet);

/** Files an uploaded file (get_temporary_upload_link, then the PUT) as a bulk document, split when asked. */
export const processBulkDocument = (body: ProcessDocumentBody) => api.call(r.processDocument, body, quiet);

/** Splits a filed PDF by the page ranges staff gave ('1-2, 3, 4-6'), in the background. */
export const autoSplitDocument = (company_id: string, path: string, documentName: string, page_ranges: string) =>
  api.call(r.autoSplitDocuments, { company_id, path, documentName, page_ranges }, quiet);
