/**
 * The document browser's calls (QD §2, §7 Documents and uploads): list a folder, search, change files and folders,
 * download, upload, and the firm's document tags. Types only from the shared schemas (no zod in the bundle). Every
 * call is quiet: the screens say what a failure means in the spec's words (QD §8), list failures only log.
 */
import type * as z from 'zod';
import type * as b from '@ledgerline/shared/schemas/document-browser';
import type { BodyOf } from '@ledgerline/shared/route';
import { documentRoutes as r } from '@ledgerline/shared/routes/documents';
import { firmRoutes } from '@ledgerline/shared/routes/firms';
import { api } from './client';

export type DocumentItem = z.infer<typeof b.DocumentItemView>;
export type DocumentPage = z.infer<typeof b.DocumentPage>;
export type DocumentSort = z.infer<typeof b.GetDocumentsInput>['sort'];
export type DocumentFolderQuery = BodyOf<typeof r.getDocuments>;

/** SWR keys start with these, so a change can reload every list of an entity's documents. */
export const documentListPath = r.getDocuments.path;
export const documentSearchPath = r.searchDocuments.path;
export const documentTagsPath = firmRoutes.documentTags.path;
export const documentLinkPath = r.downloadDocument.path;

const quiet = { quiet: true } as const;

export const documents = {
  /** One page of a folder (its folders on the first page), or only its folders (the tree). */
  list: (query: DocumentFolderQuery) => api.call(r.getDocuments, query, quiet),
  search: (company_id: string, query: string, include_deleted: boolean) =>
    api.call(r.searchDocuments, { company_id, query, include_deleted }, quiet),
  createFolder: (company_id: string, path: string, name: string) =>
    api.call(r.createFolder, { company_id, path, name }, quiet),
  rename: (input: BodyOf<typeof r.renameItem>) => api.call(r.renameItem, input, quiet),
  /** Moves (deleteOldPath) or copies a file or folder; newCompanyId moves it to another entity of the firm. */
  move: (input: BodyOf<typeof r.moveItem>) => api.call(r.moveItem, input, quiet),
  /** A file or a folder with everything in it (restorable). */
  remove: (company_id: string, path: string, documentName: string, isFolder: boolean) =>
    api.call(r.deletePath, { company_id, path, documentName, isFolder }, quiet),
  restore: (company_id: string, path: string, documentName: string, isFolder: boolean, document_id?: string) =>
    api.call(r.restoreDeletedDocument, { company_id, path, documentName, isFolder, document_id }, quiet),
  describe: (companyId: string, id: string, description: string) =>
    api.call(r.updateDocumentDescription, { companyId, id, description }, quiet),
  tag: (companyId: string, id: string, tags: string[]) =>
    api.call(r.updateDocumentTags, { companyId, id, tags }, quiet),
  /** A short-lived link to one file (downloads and the preview). */
  fileLink: (company_id: string, path: string, documentName: string, document_id?: string) =>
    api.call(r.downloadDocument, { company_id, path, documentName, document_id }, quiet),
  /** A folder as a zip; `convertImages` turns its images into PDFs (staff). */
  folderZip: (company_id: string, path: string, convertImages: boolean) =>
    api.call(convertImages ? r.convertToPdfsAndDownloadFolder : r.downloadFolder, { company_id, path }, quiet),
  /** Selected files of one folder as a zip. */
  filesZip: (company_id: string, path: string, documentNames: string[], convertImageToPdf: boolean) =>
    api.call(r.downloadMultipleDocuments, { company_id, path, documentNames, convertImageToPdf }, quiet),
  /** A presigned link for one file, signed for its size and type. */
  uploadLink: (company_id: string, file: File) =>
    api.call(
      r.getTemporaryUploadLink,
      { company_id, content_type: file.type || 'application/octet-stream', size_bytes: file.size },
      quiet,
    ),
  /** Checks an uploaded file and keeps it in the folder. */
  process: (company_id: string, id: string, document_name: string, path: string) =>
    api.call(r.processDocument, { company_id, id, document_name, path }, quiet),
  /** Staff: files of the entity become documents of one of its unlocked questionnaires (409 when it is locked). */
  attachToQuestionnaire: (questionnaireId: string, document_ids: string[]) =>
    api.call(r.attachToQuestionnaire, { id: questionnaireId, document_ids }, quiet),
};

/** The firm's document tags (QD §2 Document Tags, §7): by name. */
export const documentTags = {
  list: () => api.call(firmRoutes.documentTags, {}, quiet),
  add: (name: string) => api.call(firmRoutes.addDocumentTag, { name }, quiet),
  remove: (name: string) => api.call(firmRoutes.removeDocumentTag, { name }, quiet),
};
