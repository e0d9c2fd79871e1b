/** The documents domain's queued work: the rest of a large folder's move, copy, delete or restore; recognition and splits of uploads. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';
import { fileDeliveredDocumentJob } from '../platform/delivered-document-job';

export const documentJobs = {
  /**
   * One round of a folder change (tree-change.ts): where it goes on from, queued again until done. Idempotent: each
   * step finds only what is left to do.
   */
  changeTree: declareJob(
    'change-document-tree',
    z.object({
      firmId: z.string().min(1),
      companyId: z.string().min(1),
      op: z.enum(['move', 'copy', 'delete', 'restore']),
      /** The folder changed. */
      from: z.string().min(1),
      /** Its new path (move, copy). */
      to: z.string().min(1).optional(),
      toCompanyId: z.string().min(1).optional(),
      /** The change's id: what a delete marks and a restore brings back. */
      stamp: z.string().min(1),
      by: z.string().min(1),
      phase: z.enum(['folders', 'files', 'cleanup']).default('folders'),
      cursor: z.string().nullable().default(null),
      round: z.number().int().min(1).default(1),
    }),
  ),
  /**
   * Recognise an upload (recognise-upload.ts): read its pages, classify them, record what it is or split it
   * into its forms. One attempt of one extracted document; idempotent.
   */
  recogniseDocument: declareJob(
    'recognise-document',
    z.object({
      firmId: z.string().min(1),
      companyId: z.string().min(1),
      extractedId: z.string().min(1),
      /** The attempt queued: a job of an earlier attempt finds it superseded and does nothing. */
      attempt: z.number().int().min(1),
    }),
  ),
  /** File a document another domain made (file-delivered.ts; declared in platform so that domain can queue it). */
  fileDeliveredDocument: fileDeliveredDocumentJob,
};
