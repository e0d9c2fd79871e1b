/**
 * Every job the functions put on the queue, by name. The consumer registry (events/src/consumers.ts) is typed
 * as one consumer per entry here, so a job declared in a domain's jobs.ts and listed here cannot be left without
 * a consumer; events/src/consumers.test.ts checks that every domain's jobs.ts is listed.
 */
import { advisorJobs } from './advisors/jobs';
import { conversationJobs } from './conversations/jobs';
import { companyJobs } from './companies/jobs';
import { notificationJobs } from './notifications/jobs';
import { userJobs } from './users/jobs';
import { tagJobs } from './platform/tags/jobs';
import { importJobs } from './imports/jobs';
import { documentJobs } from './documents/jobs';
import { questionnaireJobs } from './questionnaires/jobs';
import { exportJobs } from './exports/jobs';
import { taxReturnJobs } from './tax_returns/jobs';
import { signatureRequestJobs } from './signature_requests/jobs';

export const jobs = {
  ...conversationJobs,
  ...companyJobs,
  ...notificationJobs,
  ...advisorJobs,
  ...userJobs,
  ...importJobs,
  ...documentJobs,
  ...questionnaireJobs,
  ...exportJobs,
  ...taxReturnJobs,
  ...tagJobs,
  ...signatureRequestJobs,
};
export type Jobs = typeof jobs;
