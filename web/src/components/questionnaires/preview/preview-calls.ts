/**
 * The reads the preview dialog makes beyond the questionnaire itself (QD §2 Activities, Documents and Unattached
 * tabs; §7): the questionnaire's activity log, the files of its tax year's folder, and the entity's recent uploads
 * outside any questionnaire. Quiet: list failures only log (QD §8); the tabs say they could not load.
 */
import { activityRoutes } from '@ledgerline/shared/routes/activity_logs';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import { api } from '../../../api/client';

const quiet = { quiet: true } as const;

export const previewCalls = {
  activity: (questionnaire_id: string, page = 1, per_page = 50) =>
    api.call(activityRoutes.listActivityLogs, { questionnaire_id, page, per_page }, quiet),
  /** The entity's active files in /{year} and below (the export's list); the tab keeps this questionnaire's. */
  yearDocuments: (companyId: string, year: number) =>
    api.call(documentRoutes.exportableDocuments, { id: companyId, year }, quiet),
  /** QD §9: the Unattached view shows uploads of the last 3 months. */
  unattached: (company_id: string) =>
    api.call(documentRoutes.unattachedDocuments, { company_id, from_3_months_ago: true }, quiet),
};
