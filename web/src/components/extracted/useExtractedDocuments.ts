/**
 * A questionnaire's extracted documents (GET /extracted_documents): the card's summary (deleted ones left out) and
 * the review's list (with them, for Restore). Every key starts with the call's path, then the session, the entity
 * and the questionnaire, so one change reloads both.
 */
import { useCallback } from 'react';
import { processingPoll } from '@ledgerline/shared/extracted-documents';
import useSWR, { useSWRConfig } from 'swr';
import type { LoadError } from '../../api/client';
import {
  type ExtractedDocumentList,
  extractedDocumentKeys,
  listExtractedDocuments,
} from '../../api/extracted-documents';
import { noRetryOn4xx, unwrap } from '../../hooks/swr-load';
import { useSession } from '../../hooks/useSession';

type ListKey = readonly [string, string, string, string, boolean];

/**
 * `includeDeleted`: the review's list (with Restore). The review also reads again every second while something is
 * processing (a Retry, an upload still being read); the card relies on the poll after its upload instead.
 */
export function useExtractedDocuments(companyId: string, questionnaireId: string, includeDeleted: boolean) {
  const session = useSession();
  const key: ListKey | null = session
    ? [extractedDocumentKeys.list, session.sid, companyId, questionnaireId, includeDeleted]
    : null;
  return useSWR<ExtractedDocumentList, LoadError>(
    key,
    ([, , company_id, questionnaire_id, include_deleted]: ListKey) =>
      unwrap(listExtractedDocuments({ company_id, questionnaire_id, include_deleted })),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: noRetryOn4xx,
      keepPreviousData: true,
      refreshInterval: (data) => (includeDeleted && data && data.processing > 0 ? processingPoll.intervalMs : 0),
    },
  );
}

/** Reloads every list of the questionnaire's extracted documents (the card's and the review's). */
export function useReloadExtractedDocuments(companyId: string, questionnaireId: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          key[0] === extractedDocumentKeys.list &&
          key[2] === companyId &&
          key[3] === questionnaireId,
      ),
    [mutate, companyId, questionnaireId],
  );
}
