/**
 * Extracted documents on the wire (QD §3 Extracted document; §7 auto_split_documents, get_extracted_document_by_path):
 * a split names its file as the document browser does (folder and name), with optional page ranges.
 */
import * as z from 'zod';
import { extractedSources, extractedStatuses } from '../extracted-documents';
import { FileRefInput } from './document-browser';

/** QD §3 Extracted document, as the spec names its fields, plus where its file is. */
export const ExtractedDocumentView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  source: z.enum(extractedSources),
  status: z.enum(extractedStatuses),
  /** How the status reads on screen (QD §4): Completed, Processed (needs Review), Failed, Processing. */
  status_label: z.string(),
  document_type: z.string().nullable(),
  page_count: z.number().nullable(),
  /** The extracted document this one was split from; null for one that was not made by a split. */
  parent_document_id: z.string().nullable(),
  /** The parent's pages this one holds, such as '1-2' or '3'. */
  parent_pages: z.string().nullable(),
  differentiator: z.string().nullable(),
  detailed_name: z.string().nullable(),
  company_id: z.string(),
  created_at: z.string(),
  tags: z.array(z.string()),
  marked_as_others: z.boolean(),
  categorized_by_ai: z.boolean(),
  annotations: z.array(z.unknown()),
  /** The file in the document browser: its folder, name and document location. */
  path: z.string(),
  document_name: z.string(),
  link: z.string(),
  /** Why a split failed, in words a user can act on. */
  failure_reason: z.string().nullable(),
});
export type ExtractedDocumentView = z.infer<typeof ExtractedDocumentView>;

/** POST /integrations/auto_split_documents: split a PDF of the browser into one document per range (staff). */
export const AutoSplitInput = FileRefInput.extend({
  /** '1-2, 3, 4-6': the pages of each document; without it, one document per page. */
  page_ranges: z.string().max(2000).nullish(),
});

export const AutoSplitStarted = z.object({ extracted_document: ExtractedDocumentView });

/** GET /integrations/get_extracted_document_by_path: the extracted document of a file, found by folder and name. */
export const ExtractedByPathQuery = FileRefInput;

export const ExtractedByPath = z.object({
  /** Null for a file that was neither split nor made by a split. */
  extracted_document: ExtractedDocumentView.nullable(),
  /** Set when the file was made by a split (QD §7: it tells whether the document was split). */
  parent_document_id: z.string().nullable(),
  /** The documents a split of this file made, in page order. */
  split_documents: z.array(ExtractedDocumentView),
});
