/** The tax_returns domain's queued work: reading an uploaded return, and preparing the copy sent to documents. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

const returnKey = {
  firmId: z.string().min(1),
  companyId: z.string().min(1),
  taxReturnId: z.string().min(1),
};

export const taxReturnJobs = {
  /**
   * Read an uploaded return (process-tax-return.ts): refuse what is not a readable PDF, count its pages, and either
   * make it ready to classify or stamp DRAFT on a copy and send it for the client's approval. The upload it is for
   * travels with it: a job of a replaced upload finds another upload and does nothing. Idempotent.
   */
  processTaxReturn: declareJob('process-tax-return', z.object({ ...returnKey, uploadId: z.string().min(1) })),
  /**
   * Send to documents (send-to-documents.ts): the return with its signatures (and a watermark when asked) put where
   * the documents domain files it, then the client told. `sendId` names this send: a repeat does nothing twice.
   */
  copyTaxReturnToDocuments: declareJob(
    'copy-tax-return-to-documents',
    z.object({
      ...returnKey,
      sendId: z.string().min(1),
      documentName: z.string().min(1),
      path: z.string().min(1),
      watermark: z.boolean(),
      subject: z.string(),
      message: z.string(),
      by: z.string().min(1),
    }),
  ),
};
