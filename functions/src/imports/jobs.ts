/** The imports domain's queued work: a client list, imported a chunk of rows per job. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

export const importJobs = {
  /**
   * One chunk of a client list (the chunk's file of what the importer read, rowsPerChunk rows). Each job
   * queues the next chunk when it is done, and the last one finishes the import and tells the uploader. Idempotent:
   * a row that has an outcome is not made again, and a chunk's counts move once.
   */
  importClientList: declareJob(
    'import-client-list',
    z.object({
      firmId: z.string().min(1),
      importId: z.string().min(1),
      chunk: z.number().int().min(0).default(0),
    }),
  ),
};
