/**
 * A recognised form's question (issue 18: 'linked to their questionnaire question when one asked for that form'):
 * the questionnaire's upload question whose text names the form most precisely ('Please upload your W-2s' for a
 * W-2; 'your 1099-INTs' before 'all 1099s' for a 1099-INT).
 */
import type { ExtractedDocumentType } from '@ledgerline/shared/extracted-documents';
import { exportOrderIndex } from '@ledgerline/shared/exports';
import type { ContentQuestion } from '@ledgerline/shared/schemas/questionnaire-content';

/** The names a question may call a form by, most precise first. */
function namesOf(type: ExtractedDocumentType): string[] {
  if (type === 'Other') return [];
  if (type.startsWith('K-1')) return [type.replace(/[()]/g, ''), 'K-1'];
  if (type === 'Property Tax Bill') return ['Property Tax'];
  if (type === 'Charitable Receipt') return ['Charitable', 'Donation'];
  if (type === 'SSA-1099') return ['SSA-1099', 'Social Security'];
  const base = type.split('-')[0]!;
  return base !== type ? [type, base] : [type];
}

function* uploadQuestions(questions: readonly ContentQuestion[]): Generator<ContentQuestion> {
  for (const q of questions) {
    if (q.question_type === 'upload') yield q;
    if (q.questions?.length) yield* uploadQuestions(q.questions);
  }
}

export function questionAskingFor(
  sections: readonly { questionnaire_questions?: readonly ContentQuestion[] }[],
  type: ExtractedDocumentType,
): string | null {
  const names = namesOf(type);
  let best: { id: string; rank: number } | null = null;
  for (const section of sections) {
    for (const q of uploadQuestions(section.questionnaire_questions ?? [])) {
      const rank = exportOrderIndex(q.text, names);
      if (rank < names.length && (!best || rank < best.rank)) best = { id: q.id, rank };
    }
  }
  return best?.id ?? null;
}
