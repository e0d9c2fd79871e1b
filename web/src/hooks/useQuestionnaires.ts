/** The dashboard's questionnaires and the firm's custom statuses, as SWR hooks (a null key until the inputs exist). */
import useSWR from 'swr';
import type { LoadError } from '../api/client';
import {
  questionnaireKeys,
  questionnaires,
  type FirmCustomStatus,
  type QuestionnaireCard,
} from '../api/questionnaires';
import { useSession } from './useSession';
import { noRetryOn4xx, unwrap } from './swr-load';

type YearQuestionnairesKey = readonly [path: string, sid: string, companyId: string, year: number];

/** The SWR key of an entity's questionnaires for a year (or of a staff preview's), shared with the preload. */
export const yearQuestionnairesKey = (
  sid: string,
  companyId: string,
  year: number,
  preview: boolean,
): YearQuestionnairesKey => [preview ? questionnaireKeys.preview : questionnaireKeys.forYear, sid, companyId, year];

export async function fetchYearQuestionnaires([path, , company_id, y]: YearQuestionnairesKey) {
  if (path === questionnaireKeys.preview)
    return (await unwrap(questionnaires.preview(company_id))).questionnaires.filter((q) => q.tax_year === y);
  return (await unwrap(questionnaires.forYear(company_id, y))).questionnaires;
}

/**
 * An entity's questionnaires for a tax year. Staff previewing a client load the preview list (every year)
 * and keep the year's cards, so they see what the client sees.
 */
export function useYearQuestionnaires(companyId: string | null, year: number, preview: boolean) {
  const session = useSession();
  const key = session && companyId ? yearQuestionnairesKey(session.sid, companyId, year, preview) : null;
  return useSWR<QuestionnaireCard[], LoadError>(key, fetchYearQuestionnaires, {
    shouldRetryOnError: noRetryOn4xx,
    revalidateOnFocus: false,
  });
}

type CustomStatusesKey = readonly [path: string, sid: string, firmId: string];

export const firmCustomStatusesKey = (sid: string, firmId: string): CustomStatusesKey => [
  questionnaireKeys.customStatuses,
  sid,
  firmId,
];

export async function fetchFirmCustomStatuses([, , id]: CustomStatusesKey) {
  return new Map((await unwrap(questionnaires.customStatuses(id))).firm_custom_statuses.map((s) => [s.id, s]));
}

export function useFirmCustomStatuses(firmId: string | null) {
  const session = useSession();
  const key = session && firmId ? firmCustomStatusesKey(session.sid, firmId) : null;
  return useSWR<Map<string, FirmCustomStatus>, LoadError>(key, fetchFirmCustomStatuses, {
    shouldRetryOnError: noRetryOn4xx,
    revalidateOnFocus: false,
  });
}

type EntityQuestionnairesKey = readonly [path: string, sid: string, companyId: string, all: 'all'];

/**
 * Every questionnaire of an entity the client sees (staff: get_preview_client_questionnaires, every year), for the
 * document browser's Attach To Questionnaire. A null key until `enabled` (the dialog is open).
 */
export function useEntityQuestionnaires(companyId: string | null, enabled: boolean) {
  const session = useSession();
  const key: EntityQuestionnairesKey | null =
    session && companyId && enabled ? [questionnaireKeys.preview, session.sid, companyId, 'all'] : null;
  return useSWR<QuestionnaireCard[], LoadError>(
    key,
    async ([, , company_id]: EntityQuestionnairesKey) =>
      (await unwrap(questionnaires.preview(company_id))).questionnaires,
    { shouldRetryOnError: noRetryOn4xx, revalidateOnFocus: false },
  );
}
