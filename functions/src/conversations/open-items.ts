/**
 * The client's open items the reply drafter is told about (MD §7 generate_response): questionnaires still to
 * complete and tax return drafts still to review, for the conversation's entities. Reads one key per entity.
 */
import { companyQuestionnaires, companyReturns } from './store';
import type { QuestionnaireItem } from '../platform/data/entities/questionnaire';
import type { TaxReturnItem } from '../platform/data/entities/tax-return';

/** One line per open item, questionnaires first; at most `limit`. Pure. */
export function openItemLines(questionnaires: QuestionnaireItem[], returns: TaxReturnItem[], limit = 10): string[] {
  const open = questionnaires
    .filter((q) => !q.is_draft && !q.deleted_at && !q.completed && !q.locked)
    .map((q) => `Complete the ${q.name}${q.due_date ? ` (due ${q.due_date})` : ''}`);
  const drafts = returns
    .filter((r) => r.draft_status === 'draft' && !r.locked)
    .map((r) => `Review and approve the ${r.tax_year} ${r.tax_return_name} draft`);
  return [...open, ...drafts].slice(0, limit);
}

export async function openItemsFor(firmId: string, companyIds: string[]): Promise<string[]> {
  const ids = [...new Set(companyIds)].slice(0, 5);
  const [questionnaires, returns] = await Promise.all([
    Promise.all(ids.map((id) => companyQuestionnaires(firmId, id))).then((l) => l.flat()),
    Promise.all(ids.map((id) => companyReturns(firmId, id))).then((l) => l.flat()),
  ]);
  return openItemLines(questionnaires, returns);
}
