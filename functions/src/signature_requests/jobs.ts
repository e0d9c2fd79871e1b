/** The signature requests domain's queued work: reading an uploaded document and sending it to be signed. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

export const signatureRequestJobs = {
  /**
   * Read an uploaded request's PDF (process.ts): an unreadable one becomes 'error', one whose entity has no owner to
   * sign 'action_required', else it is sent to the owners. Idempotent: a second run changes nothing and mails no one
   * twice.
   */
  processSignatureRequest: declareJob(
    'process-signature-request',
    z.object({
      firmId: z.string().min(1),
      companyId: z.string().min(1),
      signatureRequestId: z.string().min(1),
    }),
  ),
};
