import { jobs, type Jobs } from '@ledgerline/functions/jobs';
import type { Consumer, Consumers, JobSpec } from '@ledgerline/functions/platform/jobs';
import { deliverScheduledMessage } from '@ledgerline/functions/conversations/deliver-scheduled';
import { sendMessageNotice, sendMessageReminder } from '@ledgerline/functions/conversations/outreach';
import { continueMove } from '@ledgerline/functions/conversations/move-messages';
import { continueCopy } from '@ledgerline/functions/companies/copy-history';
import { runDailyDigest } from '@ledgerline/functions/notifications/digest';
import { sendMassEmailBatch, splitMassEmail } from '@ledgerline/functions/advisors/mass-email-jobs';
import { recordMailEvent } from '@ledgerline/functions/advisors/mass-email-bounces';
import { runReindexDirectory } from '@ledgerline/functions/users/reindex-directory';
import { runApplyItemTags, runSweepRemovedTag } from '@ledgerline/functions/platform/tags/item-tags';
import { runClientLifecycle } from '@ledgerline/functions/users/lifecycle';
import { continueAssignClients } from '@ledgerline/functions/advisors/client-assignments';
import { continueSendLoginInfo } from '@ledgerline/functions/advisors/client-login-info';
import { runImportChunk } from '@ledgerline/functions/imports/run-import';
import { continueTreeChange } from '@ledgerline/functions/documents/tree-change';
import { runRecognition } from '@ledgerline/functions/documents/recognise-upload';
import { announceBatch, runSendBatch, splitSend } from '@ledgerline/functions/questionnaires/send-jobs';
import { runOccurrence } from '@ledgerline/functions/questionnaires/schedules';
import { runReminder } from '@ledgerline/functions/questionnaires/reminders';
import { runExportStep } from '@ledgerline/functions/exports/run-export';
import { runFirmDataExportStage, runFirmDataExportZip } from '@ledgerline/functions/exports/firm-data-export-job';
import { runFileDeliveredDocument } from '@ledgerline/functions/documents/file-delivered';
import { runProcessTaxReturn } from '@ledgerline/functions/tax_returns/process-tax-return';
import { runCopyTaxReturnToDocuments } from '@ledgerline/functions/tax_returns/copy-to-documents';
import { runProcessing as processSignatureRequest } from '@ledgerline/functions/signature_requests/process';

/**
 * One consumer for every job in functions/src/jobs.ts (a job without one fails `npm run typecheck`). Each gets
 * its payload already checked against the job's schema.
 */
export const consumers: Consumers<Jobs> = {
  deliverScheduledMessage: (payload) => deliverScheduledMessage(payload),
  messageNotice: (payload) => sendMessageNotice(payload),
  messageReminder: (payload) => sendMessageReminder(payload),
  moveMessages: (payload) => continueMove(payload),
  copyConversationHistory: (payload) => continueCopy(payload),
  dailyDigest: (payload) => runDailyDigest(payload),
  massEmail: (payload) => splitMassEmail(payload),
  massEmailBatch: (payload) => sendMassEmailBatch(payload),
  mailEvent: (payload) => recordMailEvent(payload),
  reindexDirectory: (payload) => runReindexDirectory(payload),
  applyItemTags: (payload) => runApplyItemTags(payload),
  sweepRemovedTag: (payload) => runSweepRemovedTag(payload),
  clientLifecycle: (payload) => runClientLifecycle(payload),
  assignClients: (payload) => continueAssignClients(payload),
  sendLoginInfo: (payload) => continueSendLoginInfo(payload),
  importClientList: (payload) => runImportChunk(payload),
  changeTree: (payload) => continueTreeChange(payload),
  recogniseDocument: (payload, job) => runRecognition(payload, job),
  splitQuestionnaireSend: (payload) => splitSend(payload),
  questionnaireSendBatch: (payload) => runSendBatch(payload),
  announceQuestionnaires: (payload) => announceBatch(payload),
  questionnaireOccurrence: (payload) => runOccurrence(payload),
  questionnaireReminder: (payload) => runReminder(payload),
  exportStep: (payload, job) => runExportStep(payload, job),
  firmDataExportStage: (payload, job) => runFirmDataExportStage(payload, job),
  firmDataExportZip: (payload, job) => runFirmDataExportZip(payload, job),
  fileDeliveredDocument: (payload) => runFileDeliveredDocument(payload),
  processTaxReturn: (payload) => runProcessTaxReturn(payload),
  copyTaxReturnToDocuments: (payload) => runCopyTaxReturnToDocuments(payload),
  processSignatureRequest: (payload) => processSignatureRequest(payload),
};

export interface RegisteredJob {
  spec: JobSpec;
  consume: Consumer<JobSpec>;
}

/** The registry the queue's consumer looks names up in: each job's name, its schema and its consumer. */
export const jobsByName: ReadonlyMap<string, RegisteredJob> = new Map(
  (Object.keys(jobs) as (keyof Jobs)[]).map((key) => [
    jobs[key].name,
    { spec: jobs[key], consume: consumers[key] as Consumer<JobSpec> },
  ]),
);
