import { useParams } from 'react-router';
import { DocumentBrowser } from '../../components/documents/DocumentBrowser';
import { actionPreferences, type Actor } from '../../components/documents/permissions';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { useCompanyByHash } from '../../hooks/useCompanyByHash';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { documentsLabels as l } from '../../texts/documents';
import { entitiesText } from '../../texts/entities';

/**
 * QD §2 /admin/{companyHash}/documents?path=...: the staff's document browser for one entity (entity mode, FA
 * §2.2), with descriptions, tags (when the firm turned document tags on), deleted files and their restore.
 */
export default function AdminDocumentsPage() {
  const { companyHash } = useParams<{ companyHash: string }>();
  const { data: me } = useCurrentUser();
  const named = useCompanyByHash(companyHash);
  if (!me) return null;
  if (named.error)
    return (
      <>
        <PageHeading>{l.heading}</PageHeading>
        <p role="status">{l.notFound}</p>
        <RouterLink to="/admin">{entitiesText.backToEntities}</RouterLink>
      </>
    );
  if (!named.data) return <Loading label={l.loading} />;
  const company = named.data;
  const prefs = me.firm.preferences ?? {};
  const actor: Actor = {
    mode: 'staff',
    prefs: actionPreferences(prefs),
    userReadOnly: false,
    companyReadOnly: false,
    // Issue 20: what the staff member's firm roles refuse here is not offered (Upload, Delete).
    permissions: company.my_permissions,
  };
  const access = me.user.firm_access;
  return (
    <>
      <PageHeading>{l.entityDocuments(company.name)}</PageHeading>
      <DocumentBrowser
        key={company.id}
        company={company}
        actor={actor}
        tagsEnabled={prefs.document_tags_enabled === true}
        // The firm's tag list changes with full access and above (firms routes addDocumentTag, removeDocumentTag).
        mayManageTags={access === 'partner' || access === 'admin' || access === 'full'}
        base={`/admin/${encodeURIComponent(company.hash_id)}/documents`}
      />
    </>
  );
}
