import { makeStyles, tokens } from '@fluentui/react-components';
import { Dashboard } from '../components/dashboard/Dashboard';
import { PageHeading } from '../components/PageHeading';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { selectableCompanies, selectCompany, useSelectedCompany } from '../hooks/useSelectedCompany';
import { ui } from '../messages';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/**
 * MD §2 "Client dashboard": the welcome heading, then the entity selector (FA §2.3), the Tax Year, the
 * year's cards and the firm card. The read-only and inactive-entity notices come from the Shell.
 */
export default function ClientDashboardPage() {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  const selected = useSelectedCompany(me);
  if (!me) return null;
  return (
    <div className={s.page}>
      <PageHeading>{ui.welcome(me.user.fname)}</PageHeading>
      <Dashboard
        firm={me.firm}
        companies={selectableCompanies(me)}
        company={selected}
        onSelectCompany={selectCompany}
        advisorName={me.user.assigned_advisor?.name || null}
        userReadonly={me.user.readonly_access}
        preview={false}
      />
    </div>
  );
}
