/** What the API answers for a questionnaire and a custom status: the spec's field names, nulls for what is unset. */
import type { QuestionnaireCard } from '@ledgerline/shared/schemas/questionnaires';
import { questionnaireTitle } from '@ledgerline/shared/questionnaires';
import type { QuestionnaireItem } from '../platform/data/entities/questionnaire';

export function questionnaireCard(q: QuestionnaireItem): QuestionnaireCard {
  return {
    id: q.questionnaireId,
    company_id: q.companyId,
    name: q.name,
    formatted_name: questionnaireTitle(q),
    tax_year: q.tax_year,
    due_date: q.due_date ?? null,
    locked: q.locked ?? false,
    completed: q.completed ?? false,
    is_draft: q.is_draft ?? false,
    sent_at: q.sent_at ?? null,
    submitted_at: q.submitted_at ?? null,
    opened_timestamp: q.opened_timestamp ?? null,
    in_progress: q.in_progress ?? false,
    status: q.status ?? null,
    firm_custom_status_id: q.firm_custom_status_id ?? null,
    sections: ((q.sections ?? []) as { id: string; name: string }[]).map((s) => ({ id: s.id, name: s.name })),
    description: q.description ?? null,
    reminders_disabled: q.reminders_disabled ?? false,
    deposit_status: q.deposit_status ?? null,
  };
}
