/** The activity log's lines of answering (QD §1: the log records answers), type questionnaire. */
import type { Caller } from '@ledgerline/shared/access';
import { activityType } from '@ledgerline/shared/activity-types';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { recordActivity } from '../platform/activity';
import type { QuestionnaireItem } from './store/questionnaire';

const maxQuoted = 120;

/** One line: what happened, to which question, of which questionnaire. */
export function logAnswering(caller: Caller, q: QuestionnaireItem, action: string, title: string, about?: string) {
  const quoted = about && about.length > maxQuoted ? `${about.slice(0, maxQuoted - 1)}…` : about;
  return recordActivity({
    firmId: caller.firmId,
    action,
    title,
    description: `${quoted ? `${quoted} — ` : ''}${questionnaireTitle(q)} (${q.tax_year})`,
    typeId: activityType.questionnaire,
    actorUserId: caller.userId,
    companyId: q.companyId,
    questionnaireId: q.questionnaireId,
  });
}
