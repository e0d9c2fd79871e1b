import { useRef } from 'react';
import type { QuestionnaireDetail } from '../../../api/questionnaires-staff';
import { useStaffQuestionnaire } from '../../../hooks/useCollect';

/**
 * One questionnaire for the preview, the last one read staying on screen while it is read again.
 * useRefreshQuestionnaires empties the cached reads before reloading them (mutate with undefined data), so without
 * this the page and the dialog would fall back to their loading state after every change, losing the dialog open
 * over them and where the keyboard was.
 */
export function useKeptQuestionnaire(companyId: string, questionnaireId: string) {
  const res = useStaffQuestionnaire(companyId || null, questionnaireId || null);
  const kept = useRef<{ key: string; q: QuestionnaireDetail } | null>(null);
  const key = `${companyId}/${questionnaireId}`;
  if (res.data) kept.current = { key, q: res.data.questionnaire };
  const q = kept.current?.key === key ? kept.current.q : undefined;
  return { q, error: q ? undefined : res.error, retry: () => void res.mutate() };
}
