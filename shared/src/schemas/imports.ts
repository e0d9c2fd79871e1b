import * as z from 'zod';
import { Id } from './common';
import { hasControlCharacter } from '../control-characters';
import {
  clientListTypes,
  importKinds,
  importText,
  maxCellLength,
  maxSpreadsheetResultRecords,
  type ClientListType,
  type ImportKind,
} from '../imports';

/** What a browser reports as a file's type ('' for unknown files becomes octet-stream). */
const ContentType = z
  .string()
  .trim()
  .max(200)
  .regex(/^$|^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/, 'Invalid content type')
  .transform((t) => (t === '' ? 'application/octet-stream' : t.toLowerCase()));

/** GET /integrations/get_temporary_upload_link_for_user_import_document */
export const ImportUploadLinkQuery = z.object({
  content_type: ContentType.default('application/octet-stream'),
  /** The file's size as the browser reports it: the link is then signed for exactly that many bytes. */
  size_bytes: z.coerce
    .number({ error: 'Invalid file size' })
    .int('Invalid file size')
    .min(0, 'Invalid file size')
    .max(Number.MAX_SAFE_INTEGER, 'Invalid file size')
    .optional(),
});

export const ImportUploadLink = z.object({
  upload_link: z.string(),
  /** Where the file goes: send it back as `file` to upload_user_import_document. */
  key: z.string(),
  /** Send these headers with the PUT exactly as given: they are part of the signature. */
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
  /** The most the link takes (a client list is checked against its own, lower limit after the upload). */
  max_bytes: z.number().int(),
});

/** FA §5.4: the assignee is a firm user's id, or 0 for 'Various' (each row names its own). */
export const ImportAssignee = z
  .union([z.literal(0), Id], { error: importText.assigneeRequired })
  .transform((v): string | 0 => (v === 0 || v === '0' ? 0 : v));

const FileName = z
  .string({ error: importText.fileRequired })
  .trim()
  .min(1, importText.fileRequired)
  .max(255, 'The file name is too long')
  .refine((n) => !hasControlCharacter(n) && !/[/\\]/.test(n), 'Invalid file name');

const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/**
 * FA §5.7, as a plain check both the Import dialog and the server run: a file type, list type and assignee are
 * required; 'Other document' needs a description (the comment); a rollover import needs year and tax software;
 * zipped rollover items need a tax software. Answers the problems by field.
 */
export function importUploadProblems(u: {
  documentType?: ImportKind | null;
  listType?: ClientListType | null;
  comment?: string | null;
  taxSoftware?: string | null;
  year?: number | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!u.documentType) problems.documentType = importText.fileTypeRequired;
  if (u.documentType === 'client_list' && !u.listType) problems.listType = importText.listTypeRequired;
  if (u.documentType === 'other_document' && !u.comment?.trim()) problems.comment = importText.descriptionRequired;
  if (u.documentType === 'rollover_items_import' && !u.year) problems.year = importText.yearRequired;
  if (
    (u.documentType === 'rollover_items_import' || u.documentType === 'zipped_rollover_items') &&
    !u.taxSoftware?.trim()
  )
    problems.taxSoftware = importText.taxSoftwareRequired;
  return problems;
}

function withUploadRules<T extends Parameters<typeof importUploadProblems>[0]>(value: T, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(importUploadProblems(value)))
    ctx.addIssue({ code: 'custom', path: [field], message });
}

/** POST /integrations/upload_user_import_document (FA §7.9). */
export const UploadImportDocumentInput = z
  .object({
    /** The key get_temporary_upload_link_for_user_import_document answered, after the file was PUT to its link. */
    file: z.string({ error: importText.fileRequired }).trim().min(1, importText.fileRequired).max(300),
    documentName: FileName,
    documentType: z.enum(importKinds, { error: importText.fileTypeRequired }),
    /** For a client list: individuals (1040) or entities. */
    listType: z.enum(clientListTypes, { error: importText.listTypeRequired }).nullish(),
    assignedFirmUserId: ImportAssignee,
    /** The description ('Other document' needs one) or a note for the staff. */
    comment: OptionalText(2000),
    taxSoftware: OptionalText(100),
    year: z.coerce
      .number({ error: 'Invalid year' })
      .int('Invalid year')
      .min(1900, 'Invalid year')
      .max(2200, 'Invalid year')
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine(withUploadRules);
export type UploadImportDocumentInput = z.output<typeof UploadImportDocumentInput>;

const Cell = z.union([z.string().max(maxCellLength * 5, 'A value is too long'), z.number(), z.boolean(), z.null()]);
const SpreadsheetRecord = z
  .record(z.string().max(100, 'A column name is too long'), Cell)
  .refine((r) => Object.keys(r).length <= 60, 'A record has too many columns');

/**
 * POST /integrations/handle_one_schema_success: a spreadsheet importer's result, the rows given as JSON records keyed
 * by the template's columns (either the header, 'First Name', or its key, 'first_name').
 */
export const SpreadsheetImportInput = z.object({
  listType: z.enum(clientListTypes, { error: importText.listTypeRequired }),
  assignedFirmUserId: ImportAssignee,
  documentName: FileName.default('Spreadsheet import'),
  comment: OptionalText(2000),
  records: z
    .array(SpreadsheetRecord, { error: 'records must be a list of rows' })
    .min(1, importText.noRows)
    .max(maxSpreadsheetResultRecords, importText.tooManyRows(maxSpreadsheetResultRecords)),
});
export type SpreadsheetImportInput = z.output<typeof SpreadsheetImportInput>;

export const importStatuses = ['queued', 'processing', 'completed', 'failed', 'received'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const ImportView = z.object({
  id: z.string(),
  document_type: z.enum(importKinds),
  list_type: z.enum(clientListTypes).nullable(),
  document_name: z.string(),
  comment: z.string().nullable(),
  tax_software: z.string().nullable(),
  year: z.number().int().nullable(),
  /** A firm user's id, or 0 for 'Various'. */
  assigned_firm_user_id: z.union([z.string(), z.literal(0)]),
  /**
   * queued → processing → completed (or failed: the file could not be read) for a client list; received for the
   * kinds that are stored for the staff.
   */
  status: z.enum(importStatuses),
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  rows_accepted: z.number().int(),
  rows_rejected: z.number().int(),
  error: z.string().nullable(),
  uploaded_by: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportView = z.infer<typeof ImportView>;

export const ImportStarted = z.object({ message: z.string(), import: ImportView });

/** GET /imports: the firm's imports, newest first; `cursor` is the previous page's next_cursor. */
export const ImportListQuery = z.object({
  cursor: Id.optional(),
  limit: z.coerce.number({ error: 'Invalid page size' }).int().min(1).max(50).default(20),
});
export const ImportList = z.object({ imports: z.array(ImportView), next_cursor: z.string().nullable() });

/**
 * GET /imports/{id}: the import and a page of its report: rows in file order from after `rows_after` (the previous
 * page's next_rows_after), all of them or only the rejected.
 */
export const ImportQuery = z.object({
  id: Id,
  rows: z.enum(['all', 'rejected']).default('all'),
  rows_after: z.coerce.number({ error: 'Invalid row' }).int().min(0).max(1_000_000).optional(),
  rows_limit: z.coerce.number({ error: 'Invalid page size' }).int().min(1).max(200).default(50),
});

export const ImportRowView = z.object({
  /** The row's number in the file (the header is row 1); in a spreadsheet-import result, the record's number. */
  row: z.number().int(),
  status: z.enum(['accepted', 'rejected']),
  reasons: z.array(z.string()),
  name: z.string(),
  email: z.string().nullable(),
  user_id: z.string().nullable(),
  company_id: z.string().nullable(),
});
export type ImportRowView = z.infer<typeof ImportRowView>;

export const ImportDetail = z.object({
  import: ImportView,
  /** A link to download the uploaded file (15 minutes). */
  file_link: z.string().nullable(),
  rows: z.array(ImportRowView),
  next_rows_after: z.number().int().nullable(),
});

export const ImportIdQuery = z.object({ id: Id });
