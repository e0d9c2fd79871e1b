import { useCallback, useRef } from 'react';
import type { AnsweredQuestionnaire } from '../api/answering';
import { useStaffQuestionnaire } from './useCollect';

/**
 * One answered questionnaire for the answering page and the staff preview (the SWR key the advisor preview dialog
 * shares), with `onChanged` putting a change's answered questionnaire in the cache without a second read. The last
 * one read stays on screen while it is read again: a refresh after a staff change empties the cached read first,
 * and the page would otherwise fall back to its loading state, losing where the keyboard was.
 */
export function useAnsweredQuestionnaire(companyId: string | null, questionnaireId: string | null) {
  const res = useStaffQuestionnaire(companyId, questionnaireId);
  const kept = useRef<{ key: string; q: AnsweredQuestionnaire } | null>(null);
  const key = `${companyId}/${questionnaireId}`;
  if (res.data) kept.current = { key, q: res.data.questionnaire };
  const q = kept.current?.key === key ? kept.current.q : undefined;
  const { mutate } = res;
  const onChanged = useCallback(
    (next: AnsweredQuestionnaire) => void mutate({ questionnaire: next }, { revalidate: false }),
    [mutate],
  );
  return { q, error: q ? undefined : res.error, retry: () => void res.mutate(), onChanged };
}
