/**
 * The firm-wide data export's routes (issue 20), partners only: start one (202; one at a time per firm, 409 while one
 * runs), list the firm's exports newest first, and read one's progress with a short-lived link to its zip once ready.
 * Another firm's export id is not found: the firm is part of every key. The work itself runs on the queue
 * (firm-data-export-job.ts).
 */
import { activityType } from '@ledgerline/shared/activity-types';
import {
  firmDataExportFileName,
  firmDataExportListSize,
  firmDataExportStages,
  firmDataExportText,
} from '@ledgerline/shared/firm-data-exports';
import { exportRoutes } from '@ledgerline/shared/routes/exports';
import { presignDownload } from '../platform/adapters/files';
import { recordActivity } from '../platform/activity';
import { newId } from '../platform/auth/secrets';
import * as store from '../platform/data/firm-data-export-store';
import { readFirm } from '../platform/data/firm-data-readers';
import { Conflict, NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { reply } from '../platform/http';
import { failFirmDataExport, queueStage } from './firm-data-export-job';
import { firmDataExportZipKey } from './firm-data-export-writer';

/** An export that has not moved for this long died on the queue: a new one may take its place. */
const stalledMs = 60 * 60 * 1000;

async function view(e: store.FirmDataExportItem) {
  return {
    id: e.exportId,
    status: e.status,
    stage: e.stage ?? null,
    done: e.done ?? 0,
    total: firmDataExportStages.length,
    file_name: e.file_name,
    size: e.size ?? null,
    counts: e.status === 'ready' ? ((e.counts ?? {}) as Record<string, number>) : null,
    error: e.error ?? null,
    created_by: e.created_by,
    created_by_name: e.created_by_name ?? '',
    created_at: e.created_at,
    finished_at: e.finished_at ?? null,
    link: e.status === 'ready' ? await presignDownload(firmDataExportZipKey(e.firmId, e.exportId), e.file_name) : null,
  };
}

export const startFirmDataExport = handle(
  exportRoutes.startFirmDataExport,
  async ({ caller, callerUser, ip, requestId }) => {
    const now = new Date();
    const exportId = newId();
    if (!(await store.takeExportLock(caller.firmId, exportId, stalledMs, firmDataExportText.stopped, now)))
      throw new Conflict(firmDataExportText.alreadyRunning);
    const [firm, user] = await Promise.all([readFirm(caller.firmId), callerUser()]);
    const e = await store.createFirmDataExport({
      firmId: caller.firmId,
      exportId,
      created_by: caller.userId,
      created_by_name: [user?.fname, user?.lname].filter(Boolean).join(' '),
      file_name: firmDataExportFileName(firm?.name ?? '', now),
      now,
    });
    try {
      await queueStage(e.firmId, e.exportId, 0);
    } catch (err) {
      await failFirmDataExport(e, firmDataExportText.failed);
      throw err;
    }
    await recordActivity({
      firmId: caller.firmId,
      action: 'firm_data_exported',
      typeId: activityType.connect,
      title: 'Firm data exported',
      description: e.file_name,
      actorUserId: caller.userId,
      ip,
      requestId,
    });
    return reply(202, await view(e));
  },
);

export const listFirmDataExports = handle(exportRoutes.listFirmDataExports, async ({ caller }) => ({
  data_exports: await Promise.all((await store.listFirmDataExports(caller.firmId, firmDataExportListSize)).map(view)),
}));

export const getFirmDataExport = handle(exportRoutes.getFirmDataExport, async ({ caller, input }) => {
  const e = await store.getFirmDataExport(caller.firmId, input.id);
  if (!e) throw new NotFound('export', firmDataExportText.notFound);
  return view(e);
});
