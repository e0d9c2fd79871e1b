import { Field, makeStyles, MessageBar, MessageBarBody, Select, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { CurrentUser } from '../../api/types';
import { DocumentBrowser } from '../../components/documents/DocumentBrowser';
import { actionPreferences, type Actor } from '../../components/documents/permissions';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { usePreviewUser } from '../../hooks/usePreviewUser';
import { selectableCompanies, selectCompany, useSelectedCompany } from '../../hooks/useSelectedCompany';
import { documentsLabels as l } from '../../texts/documents';
import NotFoundPage from '../NotFoundPage';

const useStyles = makeStyles({
  top: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginBottom: tokens.spacingVerticalM,
  },
  entity: { maxWidth: '360px' },
});

type Company = CurrentUser['companies'][number];

/** A client with several entities moves between their documents here too (FA §2.3's selector, as a list). */
function EntityChoice({
  companies,
  current,
  hrefOf,
}: {
  companies: Company[];
  current: Company;
  hrefOf: (c: Company) => string;
}) {
  const s = useStyles();
  const navigate = useNavigate();
  if (companies.length < 2) return null;
  return (
    <Field label={l.entity} className={s.entity}>
      <Select
        value={current.id}
        onChange={(_, d) => {
          const next = companies.find((c) => c.id === d.value);
          if (next) navigate(hrefOf(next));
        }}
      >
        {companies.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * QD §2 /documents/{companyHash}?path&file&previewName: the client's document browser for one of their active
 * entities (FA §6: an inactive one cannot be opened). The entity becomes the selected one, so the navigation and
 * the read-only banner follow it. Staff who open a client's link go to the entity's own documents.
 */
function ClientDocuments({ me, hash }: { me: CurrentUser; hash: string }) {
  const s = useStyles();
  const companies = selectableCompanies(me);
  const company = companies.find((c) => c.hash_id === hash) ?? null;
  const selected = useSelectedCompany(me);
  // Outside React's state: the tab's selected entity (sessionStorage) follows the address.
  useEffect(() => {
    if (company && selected?.id !== company.id) selectCompany(company.id);
  }, [company, selected?.id]);
  if (!company || me.firm.preferences?.hide_documents_view_from_clients === true) return <NotFoundPage />;
  const actor: Actor = {
    mode: 'client',
    prefs: actionPreferences(me.firm.preferences),
    userReadOnly: me.user.readonly_access,
    companyReadOnly: company.readonly_access,
  };
  return (
    <>
      <div className={s.top}>
        <PageHeading>{l.heading}</PageHeading>
        <EntityChoice
          companies={companies}
          current={company}
          hrefOf={(c) => `/documents/${encodeURIComponent(c.hash_id)}`}
        />
      </div>
      <DocumentBrowser
        key={company.id}
        company={company}
        actor={actor}
        tagsEnabled={false}
        mayManageTags={false}
        base={`/documents/${encodeURIComponent(company.hash_id)}`}
      />
    </>
  );
}

/**
 * /preview/user/{userId}/documents/{companyHash} (FA §2.3: previewing prefixes the client's links): staff see the
 * client's documents as the client does, without STAFF ONLY folders (FA §6), and change nothing.
 */
function PreviewDocuments({ userId, hash }: { userId: string; hash: string }) {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  const client = usePreviewUser(userId);
  if (!me) return null;
  if (client.isLoading) return <Loading label={l.loading} />;
  if (!client.data || client.data.user.is_advisor) return <NotFoundPage />;
  const companies = client.data.companies.filter((c) => !c.inactive);
  const company = companies.find((c) => c.hash_id === hash);
  if (!company) return <NotFoundPage />;
  const base = (c: Company) => `/preview/user/${encodeURIComponent(userId)}/documents/${encodeURIComponent(c.hash_id)}`;
  const actor: Actor = {
    mode: 'preview',
    prefs: actionPreferences(me.firm.preferences),
    userReadOnly: client.data.user.readonly_access,
    companyReadOnly: company.readonly_access,
  };
  return (
    <>
      <div className={s.top}>
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{l.previewNotice}</MessageBarBody>
        </MessageBar>
        <PageHeading>{l.heading}</PageHeading>
        <EntityChoice companies={companies} current={company} hrefOf={base} />
      </div>
      <DocumentBrowser
        key={company.id}
        company={company}
        actor={actor}
        tagsEnabled={false}
        mayManageTags={false}
        base={base(company)}
      />
    </>
  );
}

export default function ClientDocumentsPage() {
  const { companyHash = '', previewUserId } = useParams<{ companyHash: string; previewUserId?: string }>();
  const { search } = useLocation();
  const { data: me } = useCurrentUser();
  if (!me) return null;
  if (previewUserId)
    return me.user.is_advisor ? <PreviewDocuments userId={previewUserId} hash={companyHash} /> : <NotFoundPage />;
  if (me.user.is_advisor)
    return <Navigate to={`/admin/${encodeURIComponent(companyHash)}/documents${search}`} replace />;
  return <ClientDocuments me={me} hash={companyHash} />;
}
