/**
 * Submitting a questionnaire (QD §4 Submission): the client's questionnaire becomes submitted and completed, Collect
 * lists it so, the activity log records it and the entity's staff hear of it in the app (type 3). Submitting a
 * submitted questionnaire answers the same and does nothing again: the write is conditional on submitted_at still
 * being unset, so of two submissions at once exactly one has the effects. An outstanding deposit blocks it.
 */
import type { Caller } from '@ledgerline/shared/access';
import { activityType } from '@ledgerline/shared/activity-types';
import { answeringText } from '@ledgerline/shared/answering';
import { notificationType } from '@ledgerline/shared/notifications';
import { fullName } from '@ledgerline/shared/person-name';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { answeringRoutes } from '@ledgerline/shared/routes/answering';
import { recordActivity } from '../platform/activity';
import type { CompanyItem } from '../platform/data/entities/company';
import { reindexDirectoryItem } from '../platform/directory';
import { Conflict, Forbidden, NotFound } from '../platform/errors';
import { handle } from '../platform/handle';
import { log } from '../platform/log';
import { notifyUsers } from '../platform/notifications/notify';
import { staffToNotify } from '../platform/notifications/recipients';
import { depositOutstanding } from './deposit';
import { nextQuestionnaireOf } from './next-questionnaire';
import { checkChangeable, openQuestionnaire } from './open';
import { getUser, patchQuestionnaireOnce, type QuestionnaireItem } from './store/questionnaire';

/** QD §2: read-only users and entities submit nothing, whatever the questionnaire's state. */
function refuseReadOnly(caller: Caller, company: CompanyItem): void {
  if (!caller.isAdvisor && caller.readonly) throw new Forbidden(answeringText.readOnlyUser);
  if (company.readonly_access) throw new Forbidden(answeringText.readOnlyEntity);
}

/** Where the staff's notification opens: the questionnaire's advisor preview. */
export const previewLink = (companyId: string, questionnaireId: string) =>
  `/preview/${encodeURIComponent(companyId)}/questionnaire/${encodeURIComponent(questionnaireId)}`;

async function tellStaff(caller: Caller, q: QuestionnaireItem, company: CompanyItem): Promise<void> {
  try {
    const [client, staff] = await Promise.all([
      getUser(caller.firmId, caller.userId),
      staffToNotify(caller.firmId, { companyId: company.companyId }, notificationType.questionnaire),
    ]);
    if (staff.length === 0) return;
    await notifyUsers(caller.firmId, staff, {
      text: `${fullName(client) || company.name} submitted ${questionnaireTitle(q)} (${q.tax_year})`,
      client_name: company.name,
      link: previewLink(company.companyId, q.questionnaireId),
      type: notificationType.questionnaire,
      company_id: company.companyId,
    });
  } catch (e) {
    // The submission stands; a notification that failed is logged, not the client's error.
    log('error', 'submission notification failed', { questionnaireId: q.questionnaireId, error: (e as Error).message });
  }
}

export const submitQuestionnaire = handle(
  answeringRoutes.submitQuestionnaire,
  async ({ caller, input, ip, requestId }) => {
    if (input.questionnaireId && input.questionnaireId !== input.id)
      throw new NotFound('questionnaire', answeringText.questionnaireNotFound);
    const { q, company } = await openQuestionnaire(caller, input.id, input.companyId, 'read');
    refuseReadOnly(caller, company);
    if (!q.submitted_at) {
      checkChangeable(caller, q, company);
      if (depositOutstanding(q)) throw new Conflict(answeringText.depositOutstanding);
      const at = new Date().toISOString();
      const submitted = await patchQuestionnaireOnce(q, 'submitted_at', undefined, {
        submitted_at: at,
        completed: true,
        completed_at: at,
        in_progress: false,
        last_activity: 'Submitted',
        last_activity_at: at,
      });
      if (submitted) {
        await reindexDirectoryItem(caller.firmId, 'questionnaire', q.questionnaireId).catch((e: Error) =>
          log('error', 'questionnaire reindex failed', { questionnaireId: q.questionnaireId, error: e.message }),
        );
        await recordActivity({
          firmId: caller.firmId,
          action: 'questionnaire_submitted',
          title: 'Questionnaire submitted',
          description: `${questionnaireTitle(q)} (${q.tax_year})`,
          typeId: activityType.questionnaire,
          actorUserId: caller.userId,
          userId: caller.userId,
          companyId: q.companyId,
          questionnaireId: q.questionnaireId,
          ip,
          requestId,
        });
        await tellStaff(caller, submitted, company);
      }
    }
    return {
      message: answeringText.submitted,
      next_questionnaire: await nextQuestionnaireOf(caller, {
        questionnaireId: q.questionnaireId,
        companyId: q.companyId,
      }),
    };
  },
);
