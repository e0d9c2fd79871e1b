/**
 * Who may read or change a questionnaire through the answering calls (QD §4, §6): a client, a sent questionnaire
 * of an active entity they own; staff, one of an entity they may open. A change is refused for read-only users
 * and entities (403), and for locked or completed questionnaires (409 'Questionnaire is locked'); preview mode
 * changes nothing because the screens send nothing, and the API checks the same rules either way.
 */
import type { Caller } from '@ledgerline/shared/access';
import { answeringText } from '@ledgerline/shared/answering';
import { openCompany } from '../platform/company-access';
import type { CompanyItem } from '../platform/data/entities/company';
import { NotFound } from '../platform/errors';
import { questionnaireChangeRefusal } from '../platform/questionnaire-change';
import { getFirm, getQuestionnaire, type FirmItem, type QuestionnaireItem } from './store/questionnaire';

export interface Opened {
  q: QuestionnaireItem;
  company: CompanyItem;
  firm: FirmItem | null;
}

const gone = () => new NotFound('questionnaire', answeringText.questionnaireNotFound);

export async function openQuestionnaire(
  caller: Caller,
  questionnaireId: string,
  companyId: string | null | undefined,
  purpose: 'read' | 'change',
): Promise<Opened> {
  const [q, firm] = await Promise.all([getQuestionnaire(caller.firmId, questionnaireId), getFirm(caller.firmId)]);
  if (!q || q.deleted_at || (companyId && q.companyId !== companyId)) throw gone();
  if (!caller.isAdvisor && q.is_draft) throw gone();
  const company = await openCompany(caller, q.companyId, answeringText.questionnaireNotFound).catch(() => {
    throw gone();
  });
  if (purpose === 'change') checkChangeable(caller, q, company);
  return { q, company, firm };
}

/** QD §2, §4: read-only users and entities change nothing; a locked or completed questionnaire is read-only. */
export function checkChangeable(caller: Caller, q: QuestionnaireItem, company: CompanyItem): void {
  const refusal = questionnaireChangeRefusal(caller, q, company);
  if (refusal) throw refusal;
}
