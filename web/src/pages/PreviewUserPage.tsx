import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useParams, useSearchParams } from 'react-router';
import { Dashboard } from '../components/dashboard/Dashboard';
import { Loading } from '../components/Loading';
import { PageHeading } from '../components/PageHeading';
import { ReadOnlyBanner } from '../components/shell/ReadOnlyBanner';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { usePreviewUser } from '../hooks/usePreviewUser';
import { noActiveEntities, ui } from '../messages';
import { dashboardText } from '../texts/dashboard';
import NotFoundPage from './NotFoundPage';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/**
 * MD §2 /preview/user/{previewUserId}?previewCompanyHash=...: staff see the client's dashboard as the client
 * does (the same heading, entities, banners and cards), read-only: every action is disabled and the
 * questionnaires come from the preview call (MD §7). Choosing another entity changes previewCompanyHash.
 */
export default function PreviewUserPage() {
  const s = useStyles();
  const { previewUserId } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: me } = useCurrentUser();
  const staff = Boolean(me?.user.is_advisor);
  const client = usePreviewUser(staff ? (previewUserId ?? null) : null);

  if (!me || !staff) return <NotFoundPage />;
  if (client.isLoading) return <Loading />;
  if (!client.data || client.data.user.is_advisor) return <NotFoundPage />;

  const { user, companies } = client.data;
  const hash = params.get('previewCompanyHash');
  const company =
    companies.find((c) => c.hash_id === hash) ??
    companies.find((c) => c.id === user.default_company_id) ??
    companies[0] ??
    null;
  const select = (id: string) => {
    const next = companies.find((c) => c.id === id);
    if (next) setParams({ previewCompanyHash: next.hash_id }, { replace: true });
  };

  return (
    <div className={s.page}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{dashboardText.previewNotice}</MessageBarBody>
      </MessageBar>
      {!client.data.has_active_entities ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{noActiveEntities}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <ReadOnlyBanner userReadOnly={user.readonly_access} companyReadOnly={Boolean(company?.readonly_access)} />
          <PageHeading>{ui.welcome(user.fname)}</PageHeading>
          <Dashboard
            firm={me.firm}
            companies={companies}
            company={company}
            onSelectCompany={select}
            advisorName={user.assigned_advisor?.name || null}
            userReadonly={user.readonly_access}
            preview
          />
        </>
      )}
    </div>
  );
}
