import { lazy } from 'react';
import { useCurrentUser } from '../hooks/useCurrentUser';

const StaffHomePage = lazy(() => import('./StaffHomePage'));
const ClientDashboardPage = lazy(() => import('./ClientDashboardPage'));

/** /: the staff home for advisors, the client dashboard for clients. */
export default function HomePage() {
  const { data: me } = useCurrentUser();
  if (!me) return null;
  return me.user.is_advisor ? <StaffHomePage /> : <ClientDashboardPage />;
}
