/**
 * Extracted documents on the wire (QD §3 Extracted document; §7 auto_split_documents, get_extracted_document_by_path):
 * a split names its file as the document browser does (folder and name), with optional page ranges.
 */
import * as z from 'zod';
import {
  annotationRules,
  extractedDocumentText,
  extractedDocumentTypes,
  extractedSources,
  extractedStatuses,
} from '../extracted-documents';
import { Id } from './common';
import { FileRefInput } from './document-browser';

const Coordinate = z.number().finite().min(-100_000).max(100_000);
const Extent = z.number().finite().min(0).max(100_000);

/** QD §3 Annotation: where a check or a textbox sits on a page, in PDF points from the page's bottom left. */
export const Annotation = z.object({
  /** Made by the screen (a UUID), so an annotation keeps its id across saves. */
  id: z.string().trim().min(1).max(64),
  /** From 1. */
  page: z.number().int().min(1).max(10_000),
  shape_type: z.enum(annotationRules.shapes),
  /** A textbox's text (QD §5: required, at most 32 characters); a check's is empty. */
  text: z.string().max(1000).nullish(),
  style: z.enum(annotationRules.colours).default('black'),
  position_data: z.object({
    left: Coordinate,
    bottom: Coordinate,
    width: Extent,
    height: Extent,
    pageWidth: Extent,
    pageHeight: Extent,
  }),
  created_at: z.string().max(40).nullish(),
  updated_at: z.string().max(40).nullish(),
});
export type Annotation = z.infer<typeof Annotation>;

/** An annotation as stored and sent back: text trimmed, position clamped, both times set. */
export const SavedAnnotation = Annotation.extend({
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAnnotation = z.infer<typeof SavedAnnotation>;

export const ExtractedDocumentType = z.enum(extractedDocumentTypes, { error: extractedDocumentText.unknownType });

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
  annotations: z.array(SavedAnnotation),
  /** Set when deleted (the review offers Restore). */
  deleted_at: z.string().nullable(),
  /** The earlier document of the entity with the same content (same form re-uploaded or re-scanned). */
  duplicate_of: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The questionnaire its file belongs to, and the upload question that asked for this form, when one did. */
  questionnaire_id: z.string().nullable(),
  question_id: z.string().nullable(),
  /** How sure the classifier was (0..1); null for types staff set. */
  confidence: z.number().nullable(),
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

/** Company of an extracted document's call: `company_id`, or `companyId` as QD §7 names it for some calls. */
const CompanyRef = {
  company_id: Id.optional(),
  companyId: Id.optional(),
};
const withCompany = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...CompanyRef, ...shape })
    .refine((v) => Boolean(companyOf(v as { company_id?: string; companyId?: string })), {
      error: 'company_id is required',
      path: ['company_id'],
    });

/**
 * The calls on one extracted document (its id in the path): the entity's shape only. That one is named is checked
 * with the document, so another firm's id answers 404 whatever the body holds.
 */
/** Each field a call on a document needs is optional here and required by its handler (after the 404 check). */
const onDocument = <T extends z.ZodRawShape>(shape: T) => z.object({ ...CompanyRef, ...shape });

/** The entity a call names, by either spelling. */
export function companyOf(input: { company_id?: string | undefined; companyId?: string | undefined }): string {
  return input.company_id ?? input.companyId ?? '';
}

/** The calls on one extracted document: its id in the path, its entity in the body or query. */
export const ExtractedDocumentRef = onDocument({ id: Id });

export const UpdateExtractedDescriptionInput = onDocument({
  id: Id,
  description: z.string().trim().max(2000).optional(),
});

export const UpdateMarkedAsOthersInput = onDocument({ id: Id, marked_as_others: z.boolean().optional() });

export const UpdateExtractedTagsInput = onDocument({
  id: Id,
  tags: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
});

export const UpdateExtractedTypeInput = onDocument({ id: Id, document_type: ExtractedDocumentType.optional() });

/** QD §7 save_annotations (extractedDocumentId, companyId, annotations list): the document's whole list. */
export const SaveAnnotationsInput = onDocument({
  id: Id,
  extractedDocumentId: Id.optional(),
  annotations: z
    .array(Annotation)
    .max(annotationRules.maxPerDocument, extractedDocumentText.tooManyAnnotations)
    .optional(),
});

export const AnnotationsList = z.object({ annotations: z.array(SavedAnnotation) });

export const ExtractedDocumentChanged = z.object({ extracted_document: ExtractedDocumentView });

/**
 * POST /extracted_documents/split_documents (save split documents, FA §7.9): the reviewed split of one upload, as
 * the review dialog shows it: each document's pages (a page or a range), type and description. Pages the list leaves
 * out are in no document.
 */
export const SaveSplitDocumentsInput = withCompany({
  extracted_document_id: Id,
  documents: z
    .array(
      z.object({
        pages: z.string().trim().min(1).max(40),
        document_type: ExtractedDocumentType.optional(),
        description: z.string().trim().max(2000).optional(),
      }),
    )
    .min(1)
    .max(100),
});

export const SplitDocumentsSaved = z.object({
  extracted_document: ExtractedDocumentView,
  split_documents: z.array(ExtractedDocumentView),
});

/** GET /extracted_documents (ours): the review's list and the processing poll, for a questionnaire or an upload. */
export const ExtractedDocumentsQuery = withCompany({
  questionnaire_id: Id.optional(),
  /** One upload and what its split made. */
  extracted_document_id: Id.optional(),
  /** ISO time: only documents uploaded since (the poll's 132 s window). */
  since: z.iso.datetime({ offset: true }).optional(),
  include_deleted: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});

export const ExtractedDocumentsList = z.object({
  extracted_documents: z.array(ExtractedDocumentView),
  /** How many of them are still processing: the poll stops at 0. */
  processing: z.number(),
});
