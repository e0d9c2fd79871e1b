import { describe, expect, it } from 'vitest';
import { pickNextQuestionnaire } from './next-questionnaire';
import type { QuestionnaireCard } from './store/companies';

const card = (id: string, over: Partial<QuestionnaireCard> = {}): QuestionnaireCard => ({
  questionnaireId: id,
  companyId: 'c1',
  name: id,
  tax_year: 2025,
  sent_at: '2026-01-01T00:00:00Z',
  is_draft: false,
  completed: false,
  locked: false,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});
const current = { questionnaireId: 'now', companyId: 'c1' };
const pick = (cards: QuestionnaireCard[]) => pickNextQuestionnaire(cards, current)?.questionnaireId ?? null;

describe('pickNextQuestionnaire (QD §4 Submission)', () => {
  it('leaves out the one just submitted, drafts, unsent, deleted, completed and locked ones', () => {
    expect(
      pick([
        card('now'),
        card('draft', { is_draft: true }),
        card('unsent', { sent_at: undefined }),
        card('deleted', { deleted_at: '2026-02-01T00:00:00Z' }),
        card('done', { completed: true }),
        card('locked', { locked: true }),
      ]),
    ).toBeNull();
  });

  it('prefers the same entity’s, then the one due soonest, those without a due date last, then the newest year', () => {
    expect(pick([card('other', { companyId: 'c2', due_date: '2026-01-01' }), card('same')])).toBe('same');
    expect(
      pick([card('none'), card('later', { due_date: '2026-05-01' }), card('soon', { due_date: '2026-04-15' })]),
    ).toBe('soon');
    expect(pick([card('old', { tax_year: 2024 }), card('new', { tax_year: 2025 })])).toBe('new');
  });
});
