/** The exports domain's queued work: one step per questionnaire, then the zip; each step queues the next. */
import * as z from 'zod';
import { declareJob } from '../platform/jobs';

export const exportJobs = {
  exportStep: declareJob(
    'export-questionnaires-step',
    z.object({ firmId: z.string(), exportId: z.string(), step: z.number().int().min(0) }),
  ),
};
