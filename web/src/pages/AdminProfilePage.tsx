import { OutOfOfficeSection } from '../components/out-of-office/OutOfOfficeSection';
import { PageHeading } from '../components/PageHeading';
import { ProfileSummary } from '../components/ProfileSummary';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { navText } from '../messages';
import NotFoundPage from './NotFoundPage';

/** FA §2.2: Profile Settings at /admin-profile (staff), with the out-of-office settings (MD §2). */
export default function AdminProfilePage() {
  const { data: me } = useCurrentUser();
  if (!me) return null;
  if (!me.user.is_advisor) return <NotFoundPage />;
  return (
    <>
      <PageHeading>{navText.profileSettings}</PageHeading>
      <ProfileSummary me={me} />
      <OutOfOfficeSection me={me} />
    </>
  );
}
