import { adminDocumentsPath } from '@ledgerline/shared/document-folders';
import { Navigate, useParams, useSearchParams } from 'react-router';

/** QD §2: a link /admin-documents/{companyHash}?path=... opens /admin/{hash}/documents?path=... ('all' is empty). */
export default function AdminDocumentsRedirect() {
  const { companyHash = '' } = useParams<{ companyHash: string }>();
  const [params] = useSearchParams();
  return <Navigate to={adminDocumentsPath(companyHash, params.get('path'))} replace />;
}
