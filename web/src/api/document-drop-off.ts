/**
 * The Document Drop Off page's calls (QD §2 /document-drop-off?questionnaireId&companyId, §7), all without sign-in:
 * what the link is for, a presigned link per file, and filing the uploaded file in the questionnaire's folder. The
 * page shows every error itself. Types only from the shared schemas.
 */
import type * as z from 'zod';
import type * as s from '@ledgerline/shared/schemas/document-drop-off';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { api } from './client';

export type DropOffView = z.infer<typeof s.DropOffView>;
export type DropOffUploadLink = z.infer<typeof s.DropOffUploadLink>;
export type DropOffProcessed = z.infer<typeof s.DropOffProcessed>;

/** The two ids of a Document Drop Off link. */
export interface DropOffRef {
  questionnaire_id: string;
  company_id: string;
}

const publicCall = { auth: false, quiet: true } as const;

export const documentDropOff = {
  /** GET /document_drop_off/get_drop_off: the firm, questionnaire and tax year, and when the link expires. */
  get: (ref: DropOffRef) => api.call(documentRoutes.getDropOff, ref, publicCall),
  /** GET /document_drop_off/get_upload_link: a presigned link to PUT one file, signed for its size and type. */
  uploadLink: (ref: DropOffRef, file: { name: string; size: number; type: string }) =>
    api.call(
      documentRoutes.getDropOffUploadLink,
      { ...ref, file_name: file.name, size_bytes: file.size, content_type: file.type || 'application/octet-stream' },
      publicCall,
    ),
  /** POST /document_drop_off/process_document: checks the uploaded bytes and keeps the file as a document. */
  process: (ref: DropOffRef, id: string, documentName: string) =>
    api.call(documentRoutes.processDropOffDocument, { ...ref, id, document_name: documentName }, publicCall),
};
