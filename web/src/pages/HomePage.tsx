import { useCurrentUser } from '../hooks/useCurrentUser';
import { ClientDashboardPage, StaffHomePage } from '../routes/pages';

/** /: the staff home for advisors, the client dashboard for clients. */
export default function HomePage() {
  const { data: me } = useCurrentUser();
  if (!me) return null;
  return me.user.is_advisor ? <StaffHomePage /> : <ClientDashboardPage />;
}
