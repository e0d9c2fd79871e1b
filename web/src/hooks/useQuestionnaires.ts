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

/**
 * An entity's questionnaires for a tax year. Staff previewing a client load the preview list (every year)
 * and keep the year's cards, so they see what the client sees.
 */
export function useYearQuestionnaires(companyId: string | null, year: number, preview: boolean) {
  const session = useSession();
  const key =
    session && companyId
      ? ([preview ? questionnaireKeys.preview : questionnaireKeys.forYear, session.sid, companyId, year] as const)
      : null;
  return useSWR<QuestionnaireCard[], LoadError>(
    key,
    async ([path, , company_id, y]: NonNullable<typeof key>) => {
      if (path === questionnaireKeys.preview)
        return (await unwrap(questionnaires.preview(company_id))).questionnaires.filter((q) => q.tax_year === y);
      return (await unwrap(questionnaires.forYear(company_id, y))).questionnaires;
    },
    { shouldRetryOnError: noRetryOn4xx, revalidateOnFocus: false },
  );
}

export function useFirmCustomStatuses(firmId: string | null) {
  const session = useSession();
  const key = session && firmId ? ([questionnaireKeys.customStatuses, session.sid, firmId] as const) : null;
  return useSWR<Map<string, FirmCustomStatus>, LoadError>(
    key,
    async ([, , id]: NonNullable<typeof key>) =>
      new Map((await unwrap(questionnaires.customStatuses(id))).firm_custom_statuses.map((s) => [s.id, s])),
    { shouldRetryOnError: noRetryOn4xx, revalidateOnFocus: false },
  );
}
