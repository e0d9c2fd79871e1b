/**
 * Running an export (QD §7 export_questionnaires, §8): step i makes questionnaire i's part and queues step i + 1;
 * the step after the last makes the zip, marks the export ready and notifies who asked, with the download link
 * ('/export-downloads/{id}'). A repeated step redoes the same keys and finds the progress already past it; the ready
 * or failed state is set once, so the notification is sent once. An expected failure (a file gone, too large), or
 * any failure on the queue's last attempt, marks the export failed and says why in a notification.
 */
import { exportText } from '@ledgerline/shared/exports';
import { notificationType } from '@ledgerline/shared/notifications';
import { enqueue } from '../platform/adapters/queue';
import { AppError } from '../platform/errors';
import type { JobContext, ParsedPayloadOf } from '../platform/jobs';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { assemble, buildPart } from './build';
import { exportJobs } from './jobs';
import * as store from './store';

/** SQS dead-letters a message after its third receive (infra/aws/jobs-queue.ts). */
const lastAttempt = 3;

export const exportDownloadPath = (exportId: string) => `/export-downloads/${exportId}`;

/** Makes the step's part, or the zip after the last; answers whether the export is finished. */
export async function runStep(e: store.QuestionnaireExportItem, step: number): Promise<boolean> {
  const total = e.questionnaire_ids.length;
  if (step < total) {
    if ((e.done ?? 0) <= step) await buildPart(e, step);
    await store.recordDone(e.firmId, e.exportId, step + 1);
    return false;
  }
  await assemble(e);
  if (await store.finishExport(e.firmId, e.exportId, { status: 'ready', done: total })) await notifyReady(e);
  return true;
}

export async function failExport(e: store.QuestionnaireExportItem, reason: string): Promise<void> {
  if (await store.finishExport(e.firmId, e.exportId, { status: 'failed', error: reason }))
    await notify(e, exportText.failedNotice(e.file_name, reason), null);
}

async function notifyReady(e: store.QuestionnaireExportItem) {
  await notify(e, exportText.ready(e.file_name), exportDownloadPath(e.exportId));
}

async function notify(e: store.QuestionnaireExportItem, text: string, link: string | null) {
  await notifyUsers(e.firmId, [e.created_by], { text, link, type: notificationType.information }).catch((err: Error) =>
    log('warn', 'export notification failed', { firmId: e.firmId, exportId: e.exportId, error: err.message }),
  );
}

export async function runExportStep(payload: ParsedPayloadOf<typeof exportJobs.exportStep>, job: JobContext) {
  const e = await store.getExport(payload.firmId, payload.exportId);
  if (!e || e.status === 'ready' || e.status === 'failed') return;
  try {
    const finished = await runStep(e, payload.step);
    if (!finished) await enqueue(exportJobs.exportStep, { ...payload, step: payload.step + 1 });
  } catch (err) {
    const expected = err instanceof AppError;
    if (!expected && job.receiveCount < lastAttempt) throw err;
    log('warn', 'export failed', { firmId: e.firmId, exportId: e.exportId, error: (err as Error).message });
    await failExport(e, expected ? (err as Error).message : exportText.failed);
  }
}
