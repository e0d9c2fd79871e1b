/**
 * The export calls (QD §7 Export; get_exported_documents_list, download_attached_document; MD §7
 * download_overview_page_as_spreadsheet) and the export's progress (our path: the Export in progress dialog polls it).
 */
import * as z from 'zod';
import { Id } from './common';
import { exportStatuses, exportText, maxExportDocuments, maxExportQuestionnaires } from '../exports';

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Must be true or false' })
  .transform((v) => v === true || v === 'true' || v === '1');

const ExportName = z.string().max(200, 'The file name can be at most 200 characters');

/** save_as_names: a name per questionnaire id, as an object or as a list of {id, name}. */
const SaveAsNames = z
  .union([z.record(Id, ExportName), z.array(z.object({ id: Id, name: ExportName })).max(maxExportQuestionnaires)])
  .transform((v) => (Array.isArray(v) ? Object.fromEntries(v.map((n) => [n.id, n.name])) : v));

/** A document of the entity to add to the export (from get_all_exportable_documents_for_entity). */
const DocumentToInclude = z.object({
  id: Id,
  name: z.string().max(500).optional(),
  path: z.string().max(2000).optional(),
});

/** documents_to_exclude: ids, or the list's own {id} items. */
const DocumentToExclude = z.union([Id, z.object({ id: Id }).transform((d) => d.id)]);

/** POST /questionnaires/export_questionnaires. */
export const ExportQuestionnairesInput = z.object({
  questionnaire_ids: z
    .array(Id, { error: exportText.noSelection })
    .min(1, exportText.noSelection)
    .max(maxExportQuestionnaires, `At most ${maxExportQuestionnaires} questionnaires at once`),
  include_documents: Flag.default(false),
  include_toc: Flag.default(false),
  /** Page numbers: only with the table of contents (QD §9); without it they are left out. */
  include_pages: Flag.default(false),
  /** PDF only (QD §9). */
  remove_nos_and_na_answers: Flag.default(false),
  /** Zipped only (QD §9). */
  convert_images_to_pdfs: Flag.default(false),
  save_as_name: ExportName.nullish(),
  save_as_names: SaveAsNames.nullish(),
  documents_to_include: z.array(DocumentToInclude).max(maxExportDocuments).default([]),
  documents_to_exclude: z.array(DocumentToExclude).max(maxExportDocuments).default([]),
  trigger_webhook: Flag.default(false),
  export_to_platforms: z.array(z.string().trim().min(1).max(80)).max(10).default([]),
  zipped: Flag.default(false),
  /** 'pdf', 'spreadsheet', 'zip', or 'Scan and AutoFlow'. */
  format: z.string().max(40).nullish(),
});
export type ExportQuestionnairesInput = z.infer<typeof ExportQuestionnairesInput>;

export const ExportStatusEnum = z.enum(exportStatuses);

/** What export_questionnaires answers: the file right away, or the export queued with the message to show. */
export const ExportStarted = z.object({
  id: z.string(),
  status: ExportStatusEnum,
  /** True when it runs in the background and ends in a notification. */
  background: z.boolean(),
  message: z.string(),
  file_name: z.string(),
  /** A short-lived link to the file when it is ready now. */
  link: z.string().nullable(),
});

/** An export's progress: GET /questionnaire_exports/{id}. */
export const ExportView = z.object({
  id: z.string(),
  status: ExportStatusEnum,
  file_name: z.string(),
  /** Questionnaires done of total. */
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** A short-lived link to the file once ready. */
  link: z.string().nullable(),
});

export const ExportIdInput = z.object({ id: Id });

/** A questionnaire's document as the export dialog lists it, in export order. */
export const ExportedDocument = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  description: z.string(),
  document_type: z.string().nullable(),
  content_type: z.string(),
  size: z.number(),
  created_at: z.string(),
  /** How the PDF takes it: merged (pdf), drawn as a page (image), or listed by name and link (other). */
  merge: z.enum(['pdf', 'image', 'other']),
});

export const ExportedDocumentList = z.object({
  documents: z.array(ExportedDocument),
  total_size: z.number(),
});

/** POST /questionnaires/export_questionnaire_to_spreadsheet. */
export const SpreadsheetExportInput = z.object({ id: Id, company_id: Id.optional() });

/** POST /advisors/download_overview_page_as_spreadsheet: the rows the Collect list shows. */
export const OverviewSpreadsheetInput = z.object({
  questionnaire_ids: z
    .array(Id, { error: exportText.noSelection })
    .min(1, exportText.noSelection)
    .max(500, 'At most 500 questionnaires at once'),
});

export const ExportDownload = z.object({ link: z.string(), file_name: z.string() });
