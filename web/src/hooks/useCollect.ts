/**
 * The staff side's questionnaire resources as SWR hooks (one hook module per resource family; a null key until the
 * inputs exist): the Collect list and its counts, templates, one questionnaire, schedules and the send backlog.
 * `useRefreshQuestionnaires` revalidates every one of them after a change.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { LoadError } from '../api/client';
import {
  questionnaireTemplates,
  staffQuestionnaireKeys as keys,
  staffQuestionnaires,
  type CollectList,
  type CollectQuery,
} from '../api/questionnaires-staff';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

const options = { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx };

/** One page of Collect; the previous page stays on screen while the next loads. `refreshInterval` for polling. */
export function useCollect(query: CollectQuery | null, refreshInterval = 0) {
  const session = useSession();
  const key = session && query ? ([keys.collect, session.sid, JSON.stringify(query)] as const) : null;
  return useSWR<CollectList, LoadError>(key, () => unwrap(staffQuestionnaires.list(query!)), {
    ...options,
    keepPreviousData: true,
    refreshInterval,
  });
}

export function useQuestionnaireUsage(taxYear: number | null, entityType?: string) {
  const session = useSession();
  const key = session && taxYear ? ([keys.usage, session.sid, taxYear, entityType ?? ''] as const) : null;
  return useSWR(key, () => unwrap(staffQuestionnaires.usage(taxYear!, entityType || undefined)), options);
}

export function useQuestionnaireYears() {
  const session = useSession();
  return useSWR(
    session ? ([keys.years, session.sid] as const) : null,
    () => unwrap(staffQuestionnaires.years()),
    options,
  );
}

export function useTemplates() {
  const session = useSession();
  return useSWR(
    session ? ([keys.templates, session.sid] as const) : null,
    () => unwrap(questionnaireTemplates.list()),
    options,
  );
}

export function useTemplate(templateId: string | null) {
  const session = useSession();
  const key = session && templateId ? ([keys.template, session.sid, templateId] as const) : null;
  return useSWR(key, () => unwrap(questionnaireTemplates.get(templateId!)), options);
}

export function useStaffQuestionnaire(companyId: string | null, id: string | null) {
  const session = useSession();
  const key = session && companyId && id ? ([keys.questionnaire, session.sid, companyId, id] as const) : null;
  return useSWR(key, () => unwrap(staffQuestionnaires.get(companyId!, id!)), options);
}

export function useTemplateSchedulers(showActive: boolean, showMine: boolean) {
  const session = useSession();
  const key = session ? ([keys.schedulers, session.sid, showActive, showMine] as const) : null;
  return useSWR(key, () => unwrap(staffQuestionnaires.schedulers(showActive, showMine)), options);
}

/** QD §4 Send backlog polling: every `interval` ms while polling is on (0: not polling). */
export function useSendBacklog(interval: number) {
  const session = useSession();
  return useSWR(session ? ([keys.backlog, session.sid] as const) : null, () => unwrap(staffQuestionnaires.backlog()), {
    ...options,
    refreshInterval: interval,
  });
}

const listPaths = new Set<string>(Object.values(keys));

/** Revalidates every staff questionnaire list and read (after a send, a lock, a delete...). */
export function useRefreshQuestionnaires() {
  const { mutate } = useSWRConfig();
  return useCallback(
    // Without a data argument: revalidate only, keeping what is on screen until the new answer arrives.
    () => mutate((key) => Array.isArray(key) && listPaths.has(key[0] as string)),
    [mutate],
  );
}
