/**
 * The document browser's calls (QD §2 Document browser, §3 Document item, §7 Documents and uploads): list a folder,
 * search, create, rename, move or copy, delete and restore, describe and tag, and download. Files are named by their
 * folder and name, as the spec's calls name them; a folder holds one active file of a name.
 */
import * as z from 'zod';
import { Id } from './common';
import { DocumentName, FolderPath } from './documents';
import { conversationText } from '../conversations';
import { documentBrowserText, maxDocumentsPerPage, maxSelectedDocuments } from '../document-browser';

const CompanyId = z
  .string({ error: conversationText.noCompanyForUpload })
  .trim()
  .min(1, conversationText.noCompanyForUpload)
  .max(64, conversationText.noCompanyForUpload)
  .regex(/^[A-Za-z0-9_-]+$/, conversationText.noCompanyForUpload);

const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** QD §3 Document item, as the browser's table, grid and tree show it. */
export const DocumentItemView = z.object({
  /** A file's document id; a folder's path. */
  id: z.string(),
  name: z.string(),
  type: z.enum(['file', 'folder']),
  /** The folder the item is in. */
  path: z.string(),
  /** A file's document location (the one download and attachment calls take); a folder's own path. */
  link: z.string(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().optional(),
  questionnaire_id: z.string().optional(),
  /** What a split made of the file, or the split it came from (get_extracted_document_by_path tells which). */
  extracted_document_id: z.string().optional(),
  /** Staff's annotations on the file's extracted document (QD §3 Annotation; staff only, listed by get_documents). */
  annotations: z.array(z.unknown()).optional(),
  /** A folder's active files and folders directly inside it. */
  items_count: z.number().optional(),
  /** Of items_count, the folders (the tree shows no expander on a folder without any). */
  folders_count: z.number().optional(),
  size: z.number().optional(),
  content_type: z.string().optional(),
  /** A folder named with 'STAFF ONLY' (shown with a lock; never sent to clients). */
  staff_only: z.boolean().optional(),
});
export type DocumentItemView = z.infer<typeof DocumentItemView>;

export const documentSorts = ['name', 'created_at', 'updated_at'] as const;
export type DocumentSort = (typeof documentSorts)[number];

/** POST /integrations/get_documents: one page of a folder's files, its folders on the first page. */
export const GetDocumentsInput = z.object({
  company_id: CompanyId,
  path: FolderPath.default('/'),
  sort: z.enum(documentSorts).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  per_page: z.coerce.number().int().min(1).max(maxDocumentsPerPage).default(50),
  /** next_cursor of the page before. */
  cursor: z.string().max(2000).nullish(),
  /** Staff only: deleted files and folders too (QD §6 'include deleted files'). */
  include_deleted: Flag.default(false),
  /** The tree: the folder's folders without its files. */
  folders_only: Flag.default(false),
});
export type GetDocumentsInput = z.infer<typeof GetDocumentsInput>;

export const DocumentPage = z.object({
  path: z.string(),
  /** The folder's folders (first page only; empty on later pages). */
  folders: z.array(DocumentItemView),
  files: z.array(DocumentItemView),
  /** Active files in the folder (deleted ones are not counted). */
  total_files: z.number(),
  next_cursor: z.string().nullable(),
});
export type DocumentPage = z.infer<typeof DocumentPage>;

export const SearchDocumentsInput = z.object({
  company_id: CompanyId,
  query: z.string({ error: documentBrowserText.emptySearch }).trim().min(1, documentBrowserText.emptySearch).max(200),
  include_deleted: Flag.default(false),
});

export const DocumentSearchResults = z.object({
  files: z.array(DocumentItemView),
  folders: z.array(DocumentItemView),
  /** More matched than were sent: the screen asks for a longer search. */
  truncated: z.boolean(),
});

export const CreateFolderInput = z.object({
  company_id: CompanyId,
  /** The folder to create it in. */
  path: FolderPath.default('/'),
  name: z
    .string({ error: documentBrowserText.folderNameRequired })
    .trim()
    .min(1, documentBrowserText.folderNameRequired)
    .pipe(DocumentName),
});

/** QD §7 rename_item (itemName, newName, path): a file keeps its extension. */
export const RenameItemInput = z.object({
  company_id: CompanyId,
  path: FolderPath,
  itemName: DocumentName,
  newName: z
    .string({ error: documentBrowserText.nameRequired })
    .trim()
    .min(1, documentBrowserText.nameRequired)
    .pipe(DocumentName),
  isFolder: Flag.default(false),
});

/**
 * QD §7 move_item (oldPath, newPath, isFolder, deleteOldPath, newCompanyId): oldPath is the item's own path
 * ('/2025/W-2.pdf' or '/2025/Receipts'), newPath the folder it goes to; deleteOldPath false copies.
 */
export const MoveItemInput = z.object({
  company_id: CompanyId,
  oldPath: FolderPath,
  newPath: FolderPath,
  isFolder: Flag.default(false),
  deleteOldPath: Flag.default(true),
  newCompanyId: CompanyId.nullish(),
});

/** A file by folder and name (QD §7 delete_document, download_document). */
export const FileRefInput = z.object({
  company_id: CompanyId,
  path: FolderPath.default('/'),
  documentName: DocumentName,
  /** Picks one of several deleted files of the same name (restore). */
  document_id: Id.nullish(),
});

/** QD §7 delete_path and restore_deleted_document (documentName, path, isFolder). */
export const PathItemInput = FileRefInput.extend({ isFolder: Flag.default(false) });

export const DownloadFolderInput = z.object({ company_id: CompanyId, path: FolderPath });

export const DownloadMultipleInput = z.object({
  company_id: CompanyId,
  path: FolderPath.default('/'),
  documentNames: z
    .array(DocumentName)
    .min(1, documentBrowserText.nothingSelected)
    .max(maxSelectedDocuments, documentBrowserText.tooManySelected),
  convertImageToPdf: Flag.default(false),
});

export const DescribeDocumentInput = z.object({
  companyId: CompanyId,
  id: Id,
  description: z.string().trim().max(2000, documentBrowserText.descriptionTooLong),
});

export const TagDocumentInput = z.object({
  companyId: CompanyId,
  id: Id,
  tags: z.array(z.string().trim().min(1).max(100)).max(50),
});

export const UnattachedDocumentsQuery = z.object({
  company_id: CompanyId,
  from_3_months_ago: Flag.default(true),
});

export const DocumentChange = z.object({
  item: DocumentItemView.optional(),
  /** How many files and folders the change touched so far. */
  changed: z.number(),
  /** A large folder goes on changing in the background; the folder shows the rest as it lands. */
  queued: z.boolean(),
});

export const DocumentList = z.object({ documents: z.array(DocumentItemView) });

export const DownloadReady = z.object({ link: z.string(), file_name: z.string() });

/**
 * POST /companies/{id}/get_all_exportable_documents_for_entity?year: the entity's files of a tax year's folder. The
 * year is required, checked once the entity is found (another firm's id answers 404 whatever the rest says).
 */
export const ExportableDocumentsInput = z.object({
  id: CompanyId,
  year: z.coerce
    .number({ error: 'Invalid tax year' })
    .int('Invalid tax year')
    .min(1900, 'Invalid tax year')
    .max(2200, 'Invalid tax year')
    .optional()
    .catch(undefined),
});

/** GET /integrations/check_sharepoint_integration and check_stripe_integration. */
export const IntegrationStatus = z.object({ connected: z.boolean() });

/**
 * POST /questionnaires/{id}/attach_to_questionnaire (QD §7 {extracted_document_ids}): files of the browser attached
 * to one of the entity's unlocked questionnaires. The browser names its files by id (document_ids); the body is
 * checked once the questionnaire is found, so another firm's id answers 404 whatever it holds.
 */
export const AttachToQuestionnaireInput = z.object({
  id: Id,
  document_ids: z.array(Id).max(maxSelectedDocuments, documentBrowserText.tooManySelected).optional().catch(undefined),
  extracted_document_ids: z.array(Id).max(maxSelectedDocuments).optional().catch(undefined),
});

export const AttachedToQuestionnaire = z.object({ message: z.string(), attached: z.number() });
