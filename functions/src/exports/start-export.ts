/**
 * POST /questionnaires/export_questionnaires (QD §7): a small export (one questionnaire's PDF or spreadsheet) is made
 * now and answered with its link; anything else is queued and answered with 'You will receive a notification when
 * the zip file is ready for download.' (QD §8), its progress at GET /questionnaire_exports/{id}.
 */
import { activityType } from '@ledgerline/shared/activity-types';
import { exportText, type ExportKind } from '@ledgerline/shared/exports';
import { exportRoutes } from '@ledgerline/shared/routes/exports';
import { presignDownload } from '../platform/adapters/files';
import { enqueue } from '../platform/adapters/queue';
import { newId } from '../platform/auth/secrets';
import { recordActivity } from '../platform/activity';
import { handle } from '../platform/handle';
import { mapLimited } from '../platform/map-limited';
import { exportKey } from './build';
import { exportJobs } from './jobs';
import { planExport } from './plan';
import { runStep } from './run-export';
import * as store from './store';

const exportKindLabel: Record<ExportKind, string> = {
  pdf: 'PDF',
  spreadsheet: 'Spreadsheet',
  zip: 'Zip',
  scan_and_auto_flow: 'Scan and AutoFlow',
};

export const exportQuestionnaires = handle(
  exportRoutes.exportQuestionnaires,
  async ({ caller, input, ip, requestId }) => {
    const plan = await planExport(caller, input, new Date());
    const e = await store.createExport({
      firmId: caller.firmId,
      exportId: newId(),
      created_by: caller.userId,
      kind: plan.kind,
      questionnaire_ids: plan.opened.map((o) => o.q.questionnaireId),
      names: plan.names,
      options: plan.options,
      documents: plan.documents,
      file_name: plan.file_name,
      total: plan.opened.length,
    });
    // FA §3.5: exports are 'review and export related' lines of each questionnaire's activity.
    await mapLimited(plan.opened, 5, ({ q }) =>
      recordActivity({
        firmId: caller.firmId,
        action: 'questionnaire_exported',
        typeId: activityType.connect,
        title: 'Questionnaire exported',
        description: `${exportKindLabel[plan.kind]}: ${e.file_name}`,
        actorUserId: caller.userId,
        companyId: q.companyId,
        questionnaireId: q.questionnaireId,
        ip,
        requestId,
      }),
    );
    const started = { id: e.exportId, file_name: e.file_name };
    if (!plan.waited) {
      await enqueue(exportJobs.exportStep, { firmId: e.firmId, exportId: e.exportId, step: 0 });
      return { ...started, status: 'queued' as const, background: true, message: exportText.queued, link: null };
    }
    try {
      await runStep(e, 0);
      await runStep({ ...e, done: 1 }, 1);
    } catch (err) {
      await store.finishExport(e.firmId, e.exportId, { status: 'failed', error: exportText.failed });
      throw err;
    }
    return {
      ...started,
      status: 'ready' as const,
      background: false,
      message: exportText.ready(e.file_name),
      link: await presignDownload(exportKey(e), e.file_name),
    };
  },
);
