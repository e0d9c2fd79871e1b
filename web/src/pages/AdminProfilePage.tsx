import { profiles } from '../api/profile';
import { OutOfOfficeSection } from '../components/out-of-office/OutOfOfficeSection';
import { LinkedAccountsSection } from '../components/linked-accounts/LinkedAccountsSection';
import { PageHeading } from '../components/PageHeading';
import { ProfileSummary } from '../components/ProfileSummary';
import { ProfileForm } from '../components/profile/ProfileForm';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { navText } from '../messages';
import NotFoundPage from './NotFoundPage';

/**
 * FA §2.2: Profile Settings at /admin-profile (staff): name, phones, time zone, notification preference and the
 * overview setting (PATCH /advisors/{id}, POST /users/update_overview_setting), with the out-of-office settings
 * (MD §2).
 */
export default function AdminProfilePage() {
  const { data: me, mutate } = useCurrentUser();
  if (!me) return null;
  if (!me.user.is_advisor) return <NotFoundPage />;
  return (
    <>
      <PageHeading>{navText.profileSettings}</PageHeading>
      <ProfileSummary me={me} />
      <ProfileForm
        person={me.user}
        createdAt={me.user.created_at}
        showOverview
        saveProfile={(body) => profiles.updateAdvisor(me.user.id, body)}
        saveOverview={(value) => profiles.updateOverviewSetting(value)}
        onSaved={() => mutate()}
      />
      <OutOfOfficeSection me={me} />
      <LinkedAccountsSection />
    </>
  );
}
