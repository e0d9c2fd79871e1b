/**
 * The preview dialog's tab lists as SWR hooks (a null key until the tab shows). Keys start with the call's path,
 * so `useRefreshPreviewLists` reloads them after a change alongside the questionnaire lists.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { activityRoutes } from '@ledgerline/shared/routes/activity_logs';
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import type { LoadError } from '../../../api/client';
import { noRetryOn4xx, unwrap } from '../../../hooks/swr-load';
import { useSession } from '../../../hooks/useSession';
import { previewCalls } from './preview-calls';

const options = { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx };
const activityPath = activityRoutes.listActivityLogs.path;
const yearDocumentsPath = documentRoutes.exportableDocuments.path;
const unattachedPath = documentRoutes.unattachedDocuments.path;

export function useQuestionnaireActivity(questionnaireId: string | null) {
  const session = useSession();
  const key =
    session && questionnaireId ? ([activityPath, session.sid, 'questionnaire', questionnaireId] as const) : null;
  return useSWR(key, () => unwrap(previewCalls.activity(questionnaireId!)), options);
}

/** The files of the questionnaire's tax-year folder that are attached to it. */
export function useQuestionnaireDocuments(companyId: string | null, year: number | null, questionnaireId: string) {
  const session = useSession();
  const key = session && companyId && year ? ([yearDocumentsPath, session.sid, companyId, year] as const) : null;
  const res = useSWR<Awaited<ReturnType<typeof load>>, LoadError>(key, () => load(companyId!, year!), options);
  return { ...res, data: res.data?.filter((d) => d.questionnaire_id === questionnaireId) };
}

const load = async (companyId: string, year: number) =>
  (await unwrap(previewCalls.yearDocuments(companyId, year))).documents;

export function useUnattachedDocuments(companyId: string | null) {
  const session = useSession();
  const key = session && companyId ? ([unattachedPath, session.sid, companyId] as const) : null;
  return useSWR(key, async () => (await unwrap(previewCalls.unattached(companyId!))).documents, options);
}

const paths = new Set<string>([activityPath, yearDocumentsPath, unattachedPath]);

/** Reloads the tabs' lists (a change writes an activity line). */
export function useRefreshPreviewLists() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && paths.has(key[0] as string), undefined, { revalidate: true }),
    [mutate],
  );
}
