import { PageHeading } from '../components/PageHeading';
import { ProfileSummary } from '../components/ProfileSummary';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { navText } from '../messages';

/** FA §2.2: staff Home at /. */
export default function StaffHomePage() {
  const { data: me } = useCurrentUser();
  if (!me) return null;
  return (
    <>
      <PageHeading>{navText.home}</PageHeading>
      <ProfileSummary me={me} />
    </>
  );
}
