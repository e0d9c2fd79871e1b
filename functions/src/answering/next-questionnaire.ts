/**
 * After submitting, the completion dialog offers the client's next open questionnaire (QD §4 Submission): sent, not
 * deleted, not completed, not locked, not the one just submitted, of one of their active entities; the same
 * entity's first, then the one due soonest (those without a due date last), then the newest tax year.
 */
import type { Caller } from '@ledgerline/shared/access';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import { activeCompaniesOf, questionnairesOfCompanies, type QuestionnaireCard } from './store/companies';

export interface NextQuestionnaire {
  questionnaire_id: string;
  name: string;
  hash_id: string;
}

export const isOpenForClient = (q: QuestionnaireCard): boolean =>
  Boolean(q.sent_at) && !q.is_draft && !q.deleted_at && !q.completed && !q.locked;

export function pickNextQuestionnaire(
  cards: readonly QuestionnaireCard[],
  current: { questionnaireId: string; companyId: string },
): QuestionnaireCard | null {
  const open = cards.filter((q) => isOpenForClient(q) && q.questionnaireId !== current.questionnaireId);
  const rank = (q: QuestionnaireCard) => [
    q.companyId === current.companyId ? 0 : 1,
    q.due_date ?? '9999-12-31',
    -q.tax_year,
    q.created_at ?? '',
    q.questionnaireId,
  ];
  const compare = (a: QuestionnaireCard, b: QuestionnaireCard) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i]! !== y[i]!) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  };
  return [...open].sort(compare)[0] ?? null;
}

export async function nextQuestionnaireOf(
  caller: Caller,
  current: { questionnaireId: string; companyId: string },
): Promise<NextQuestionnaire | null> {
  const companies = await activeCompaniesOf(caller.firmId, caller.userId);
  const cards = await questionnairesOfCompanies(
    caller.firmId,
    companies.map((c) => c.companyId),
  );
  const next = pickNextQuestionnaire(cards, current);
  if (!next) return null;
  const hash = companies.find((c) => c.companyId === next.companyId)?.hash_id;
  return hash ? { questionnaire_id: next.questionnaireId, name: questionnaireTitle(next), hash_id: hash } : null;
}
