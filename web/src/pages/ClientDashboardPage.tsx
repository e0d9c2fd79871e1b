import { makeStyles, tokens } from '@fluentui/react-components';
import { EntitySelector } from '../components/EntitySelector';
import { PageHeading } from '../components/PageHeading';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { selectableCompanies, selectCompany, useSelectedCompany } from '../hooks/useSelectedCompany';
import { ui } from '../messages';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** MD §2 "Client dashboard": welcome heading and, with more than one entity, the entity selector (FA §2.3). */
export default function ClientDashboardPage() {
  const s = useStyles();
  const { data: me } = useCurrentUser();
  const selected = useSelectedCompany(me);
  if (!me) return null;
  const companies = selectableCompanies(me);
  return (
    <div className={s.page}>
      <PageHeading>{ui.welcome(me.user.fname)}</PageHeading>
      {companies.length > 1 && <EntitySelector companies={companies} selected={selected} onSelect={selectCompany} />}
    </div>
  );
}
