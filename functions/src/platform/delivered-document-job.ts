/**
 * The documents domain's job that files a document another domain made (documents/file-delivered.ts): declared here
 * so that the domain making it (a tax return sent to documents) can queue it without reaching into documents.
 * The object at `sourceKey` is copied to the entity's documents as `documentId`, named `documentName` in `path` (a
 * name already in the folder gets ' (2)', ' (3)'...). Idempotent: a document of that id already there is left alone.
 */
import * as z from 'zod';
import { declareJob } from './jobs';

export const fileDeliveredDocumentJob = declareJob(
  'file-delivered-document',
  z.object({
    firmId: z.string().min(1),
    companyId: z.string().min(1),
    documentId: z.string().min(1),
    sourceKey: z.string().min(1),
    path: z.string().min(1),
    documentName: z.string().min(1),
    contentType: z.string().min(1),
    taxYear: z.number().int().optional(),
    by: z.string().min(1),
  }),
);
