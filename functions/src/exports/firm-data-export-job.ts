/**
 * Running the firm-wide data export on the queue (issue 20). Each stage of firmDataExportStages is one message: it
 * writes its JSON files (firm-data-export-stages.ts) and queues the next; the last puts every file and document into
 * one zip, streamed to storage, marks the export ready and notifies the partner who started it.
 *
 * The queue may deliver a message twice, or again after a delivery died. A stage is done once: a delivery first
 * claims it (only while it is the next to do and no other delivery holds it), and marks it done with a conditional
 * write; a delivery for a stage done already, or held by another delivery, writes nothing. So a redelivered message
 * makes no second zip, and the zip at the export's key is whole or absent (a multipart upload that completes or
 * is aborted). An expected failure, or any failure on the queue's last attempt, ends the export as failed with a
 * notification saying why; either end frees the firm to start another.
 */
import {
  firmDataExportLink,
  firmDataExportStages,
  firmDataExportText,
  type FirmDataExportStage,
} from '@ledgerline/shared/firm-data-exports';
import { notificationType } from '@ledgerline/shared/notifications';
import { getObjectText, putObject } from '../platform/adapters/files';
import { enqueue } from '../platform/adapters/queue';
import { zipObjectsToStorage } from '../platform/adapters/zip-to-storage';
import * as store from '../platform/data/firm-data-export-store';
import { readFirm } from '../platform/data/firm-data-readers';
import { AppError } from '../platform/errors';
import type { JobContext } from '../platform/jobs';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { firmDataExportReadme } from './firm-data-export-readme';
import { runStage, type Counts } from './firm-data-export-stages';
import {
  firmDataExportPrefix,
  firmDataExportZipKey,
  manifestKey,
  parseManifest,
  type ZipEntry,
} from './firm-data-export-writer';
import { exportJobs } from './jobs';

/** SQS dead-letters a message after its third receive (infra/aws/jobs-queue.ts). */
const lastAttempt = 3;
/** How long a delivery holds its stage: past the jobs function's timeout (2 minutes), short of the queue's retry. */
export const stageHoldMs = 5 * 60 * 1000;
export const zipStage = firmDataExportStages.indexOf('zip');

/** Queues a stage: the JSON stages on one job, the zip on its own. */
export async function queueStage(firmId: string, exportId: string, stage: number): Promise<void> {
  if (stage === zipStage) await enqueue(exportJobs.firmDataExportZip, { firmId, exportId });
  else await enqueue(exportJobs.firmDataExportStage, { firmId, exportId, stage });
}

export const runFirmDataExportStage = (p: { firmId: string; exportId: string; stage: number }, job: JobContext) =>
  runStageOnce(p.firmId, p.exportId, p.stage, job);

export const runFirmDataExportZip = (p: { firmId: string; exportId: string }, job: JobContext) =>
  runStageOnce(p.firmId, p.exportId, zipStage, job);

/** A delivery whose stage another delivery is working on: retried later while the queue allows it. */
class StageBusy extends Error {}

async function runStageOnce(firmId: string, exportId: string, stage: number, job: JobContext, now = Date.now()) {
  const e = await store.getFirmDataExport(firmId, exportId);
  if (!e || e.status === 'ready' || e.status === 'failed' || stage > zipStage) return;
  if (e.done > stage) {
    // Done already. A delivery that died between marking it done and queueing the next left the next unqueued:
    // queue it again while no delivery holds it (a second message for it finds it claimed or done).
    const nextHeld = e.claim_stage === stage + 1 && (e.claim_until ?? 0) > now;
    if (e.done === stage + 1 && !nextHeld) await queueStage(firmId, exportId, stage + 1);
    return;
  }
  if (e.done < stage) return;
  const name = firmDataExportStages[stage] as FirmDataExportStage;
  if (!(await store.claimStage(firmId, exportId, stage, name, now, now + stageHoldMs))) {
    if (job.receiveCount < lastAttempt) throw new StageBusy(`stage ${name} of ${exportId} is being worked on`);
    return;
  }
  try {
    if (name === 'zip') {
      const { size, files } = await makeZip(e);
      const counts = { ...(e.counts as Counts), files };
      if (await store.finishFirmDataExport(firmId, exportId, { status: 'ready', done: zipStage + 1, size, counts })) {
        await store.releaseExportLock(firmId, exportId);
        await notify(e, firmDataExportText.ready(e.file_name));
      }
      return;
    }
    const counts = await runStage(name, { firmId, exportId });
    if (await store.completeStage(firmId, exportId, stage, { ...(e.counts as Counts), ...counts }))
      await queueStage(firmId, exportId, stage + 1);
  } catch (err) {
    const expected = err instanceof AppError;
    if (!expected && job.receiveCount < lastAttempt) {
      await store.releaseStage(firmId, exportId, stage);
      throw err;
    }
    log('warn', 'firm data export failed', { firmId, exportId, stage: name, error: (err as Error).message });
    await failFirmDataExport(e, expected ? (err as Error).message : firmDataExportText.failed);
  }
}

/** The README, then each stage's files in stage order (its manifest's order), zipped to the export's key. */
async function makeZip(e: store.FirmDataExportItem): Promise<{ size: number; files: number }> {
  const firm = await readFirm(e.firmId);
  const readmeKey = `${firmDataExportPrefix(e.firmId, e.exportId)}/parts/README.md`;
  await putObject(
    readmeKey,
    firmDataExportReadme({
      firmName: firm?.name ?? '',
      startedAt: e.created_at,
      startedBy: e.created_by_name || e.created_by,
      counts: (e.counts ?? {}) as Counts,
    }),
    'text/markdown; charset=utf-8',
  );
  const entries: ZipEntry[] = [{ key: readmeKey, name: 'README.md' }];
  for (const stage of firmDataExportStages) {
    if (stage === 'zip') continue;
    const text = await getObjectText(manifestKey(e.firmId, e.exportId, stage));
    if (text === null) throw new Error(`the ${stage} stage left no manifest`);
    entries.push(...parseManifest(text));
  }
  return zipObjectsToStorage(
    entries.map((x) => ({
      key: x.key,
      name: x.name,
      ...(x.modified_at ? { modifiedAt: new Date(x.modified_at) } : {}),
    })),
    firmDataExportZipKey(e.firmId, e.exportId),
  );
}

export async function failFirmDataExport(e: store.FirmDataExportItem, reason: string): Promise<void> {
  if (await store.finishFirmDataExport(e.firmId, e.exportId, { status: 'failed', error: reason })) {
    await store.releaseExportLock(e.firmId, e.exportId);
    await notify(e, firmDataExportText.failedNotice(reason));
  }
}

async function notify(e: store.FirmDataExportItem, text: string) {
  await notifyUsers(e.firmId, [e.created_by], {
    text,
    link: firmDataExportLink,
    type: notificationType.information,
  }).catch((err: Error) =>
    log('warn', 'firm data export notification failed', { firmId: e.firmId, exportId: e.exportId, error: err.message }),
  );
}
