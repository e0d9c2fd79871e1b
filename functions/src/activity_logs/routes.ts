import type { ActivityLogQuery } from '@ledgerline/shared/schemas/activity';
import { signedIn, type Operations, type RequestContext } from '../platform/http';
import { assertMayReadLog } from './access';
import { activityPage } from './list';
import { pageWindow, planFor } from './plan';

/** GET /v2/activity_logs (MD §7, FA §7.9): a page of the firm's log, newest first, by entity, questionnaire, type and search. */
async function listActivityLogs(ctx: RequestContext<ActivityLogQuery>) {
  const caller = signedIn(ctx);
  const { page, per_page, company_id, questionnaire_id, type_id, search } = ctx.input;
  await assertMayReadLog(caller, company_id);
  const plan = planFor({ companyId: company_id, questionnaireId: questionnaire_id, typeId: type_id, search });
  const { activities, total } = await activityPage(caller.firmId, plan, pageWindow(page, per_page));
  return { activities, total, per_page, page };
}

export const activityLogOperations: Operations = { listActivityLogs };
