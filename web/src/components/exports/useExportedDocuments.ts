/**
 * The documents one questionnaire's export takes, in the firm's export order (GET
 * /questionnaires/get_exported_documents_list): read while the dialog shows them (a null id reads nothing).
 */
import useSWR from 'swr';
import { exportKeys, exportsApi, type ExportedDocumentList } from '../../api/exports';
import type { LoadError } from '../../api/client';
import { noRetryOn4xx, unwrap } from '../../hooks/swr-load';
import { useSession } from '../../hooks/useSession';

export function useExportedDocuments(questionnaireId: string | null) {
  const session = useSession();
  const key = session && questionnaireId ? ([exportKeys.documents, session.sid, questionnaireId] as const) : null;
  return useSWR<ExportedDocumentList, LoadError>(key, () => unwrap(exportsApi.documents(questionnaireId!)), {
    revalidateOnFocus: false,
    shouldRetryOnError: noRetryOn4xx,
  });
}
