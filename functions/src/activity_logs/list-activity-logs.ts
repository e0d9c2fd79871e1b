import { activityRoutes } from '@ledgerline/shared/routes/activity_logs';
import { handle } from '../platform/handle';
import { assertFirmWideActivityOn } from '../platform/firm-flag-checks';
import { assertMayReadLog } from './access';
import { activityPage } from './list';
import { pageWindow, planFor } from './plan';

/** GET /v2/activity_logs (MD §7, FA §7.9): a page of the firm's log, newest first, by entity, questionnaire, type and search. */
export const listActivityLogs = handle(activityRoutes.listActivityLogs, async ({ caller, input }) => {
  const { page, per_page, company_id, questionnaire_id, type_id, search } = input;
  await assertMayReadLog(caller, company_id);
  // FA §2.2 /activities 'when all-activities is enabled': the firm-wide log; an entity's or questionnaire's stays.
  if (!company_id && !questionnaire_id) await assertFirmWideActivityOn(caller);
  const plan = planFor({ companyId: company_id, questionnaireId: questionnaire_id, typeId: type_id, search });
  const { activities, total } = await activityPage(caller.firmId, plan, pageWindow(page, per_page));
  return { activities, total, per_page, page };
});
