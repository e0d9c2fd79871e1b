/** The exports domain's queued work: one step per questionnaire, then the zip; each step queues the next. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

export const exportJobs = {
  exportStep: declareJob(
    'export-questionnaires-step',
    z.object({ firmId: z.string(), exportId: z.string(), step: z.number().int().min(0) }),
  ),
  /** The firm-wide data export (issue 20): one stage of JSON files (firm-data-export-stages.ts), then the next. */
  firmDataExportStage: declareJob(
    'firm-data-export-stage',
    z.object({ firmId: z.string(), exportId: z.string(), stage: z.number().int().min(0) }),
  ),
  /** The firm-wide data export's last stage: every file into one zip, then the notification. */
  firmDataExportZip: declareJob('firm-data-export-zip', z.object({ firmId: z.string(), exportId: z.string() })),
};
