/** The firm-wide data export's calls (shared/src/firm-data-exports.ts): start, list, one export with its link. */
import * as z from 'zod';
import { firmDataExportStages, firmDataExportStatuses } from '../firm-data-exports';
import { Id } from './common';

/** Nothing to choose: an export holds everything the firm has. Unknown fields are ignored. */
export const StartFirmDataExportInput = z.object({});

export const FirmDataExportIdInput = z.object({ id: Id });

export const FirmDataExportView = z.object({
  id: z.string(),
  status: z.enum(firmDataExportStatuses),
  /** The stage being worked on (or last worked on). */
  stage: z.enum(firmDataExportStages).nullable(),
  /** Stages done of total. */
  done: z.number().int(),
  total: z.number().int(),
  file_name: z.string(),
  /** The zip's size in bytes, once ready. */
  size: z.number().nullable(),
  /** What the zip holds, once ready: users, entities, conversations, messages, questionnaires, documents, ... */
  counts: z.record(z.string(), z.number()).nullable(),
  error: z.string().nullable(),
  created_by: z.string(),
  created_by_name: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** A short-lived link to the zip, once ready. */
  link: z.string().nullable(),
});

export const FirmDataExportList = z.object({ data_exports: z.array(FirmDataExportView) });
