/**
 * What a client's dashboard lists for an entity (MD §2, §4 Questionnaire dashboard view): sent questionnaires
 * only. Drafts are not sent yet and deleted ones are gone for the client until staff restore them. Staff
 * previewing the client get exactly this list.
 */
import type { Caller } from '@ledgerline/shared/access';
import type { QuestionnaireCard } from '@ledgerline/shared/schemas/questionnaires';
import { questionnaireText } from '@ledgerline/shared/questionnaires';
import { openCompany } from '../platform/company-access';
import type { QuestionnaireItem } from '../platform/data/entities/questionnaire';
import { listCompanyQuestionnaires } from './store';
import { questionnaireCard } from '../platform/questionnaire-views';

export const shownToClient = (q: Pick<QuestionnaireItem, 'is_draft' | 'deleted_at'>) => !q.is_draft && !q.deleted_at;

/** Newest tax year first; within a year the latest sent first, then by title. */
export function dashboardOrder(a: QuestionnaireCard, b: QuestionnaireCard): number {
  return (
    b.tax_year - a.tax_year ||
    (b.sent_at ?? '').localeCompare(a.sent_at ?? '') ||
    a.formatted_name.localeCompare(b.formatted_name) ||
    a.id.localeCompare(b.id)
  );
}

/** The entity must be one the caller may open (a client: their own active one; staff: their firm's, their group's). */
export async function clientQuestionnaires(
  caller: Caller,
  companyId: string,
  year: number | 'All',
): Promise<{ questionnaires: QuestionnaireCard[] }> {
  await openCompany(caller, companyId, questionnaireText.notFound);
  const items = await listCompanyQuestionnaires(caller.firmId, companyId, year);
  return { questionnaires: items.filter(shownToClient).map(questionnaireCard).sort(dashboardOrder) };
}
