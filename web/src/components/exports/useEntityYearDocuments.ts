/**
 * The entity's active files of a tax year's folder (/{year} and below; POST
 * /companies/{id}/get_all_exportable_documents_for_entity), from which one questionnaire's export can add files not
 * attached to it. Read while the dialog offers them (a null id or year reads nothing). Quiet: a failure only hides
 * the offer. The key starts with the call's path, so the preview dialog's refresh after a change reloads it too; its
 * own entry (not the preview's Documents tab's) keeps the two screens' data apart.
 */
import { documentRoutes } from '@ledgerline/shared/routes/documents';
import useSWR from 'swr';
import { api, type LoadError } from '../../api/client';
import type { DocumentItem } from '../../api/documents';
import { noRetryOn4xx, unwrap } from '../../hooks/swr-load';
import { useSession } from '../../hooks/useSession';

const route = documentRoutes.exportableDocuments;

export function useEntityYearDocuments(companyId: string | null, year: number | null) {
  const session = useSession();
  const key = session && companyId && year ? ([route.path, session.sid, 'export', companyId, year] as const) : null;
  return useSWR<DocumentItem[], LoadError>(
    key,
    async () => (await unwrap(api.call(route, { id: companyId!, year: year! }, { quiet: true }))).documents,
    { revalidateOnFocus: false, shouldRetryOnError: noRetryOn4xx },
  );
}
