import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router';
import { profiles } from '../api/profile';
import { Loading } from '../components/Loading';
import { PageHeading } from '../components/PageHeading';
import { ProfileSummary } from '../components/ProfileSummary';
import { ProfileForm } from '../components/profile/ProfileForm';
import { LinkedAccountsSection } from '../components/linked-accounts/LinkedAccountsSection';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { usePreviewUser } from '../hooks/usePreviewUser';
import { profileText } from '../texts/profile';
import NotFoundPage from './NotFoundPage';

const useStyles = makeStyles({ bar: { maxWidth: '560px', marginBottom: tokens.spacingVerticalL } });

/**
 * FA §2.3: the client's Profile Settings at /profile: their name, phones, time zone and notification preference.
 * FA §6: a read-only account sees it without editing; an advisor's preview (/preview/user/{id}/profile) shows the
 * client's, read-only.
 */
export default function ProfilePage() {
  const s = useStyles();
  const { previewUserId } = useParams();
  const { data: me, mutate } = useCurrentUser();
  const staff = Boolean(me?.user.is_advisor);
  const preview = usePreviewUser(staff ? (previewUserId ?? null) : null);
  if (!me) return null;
  if (staff && !previewUserId) return <NotFoundPage />;
  if (staff && preview.isLoading) return <Loading />;
  if (staff && (!preview.data || preview.data.user.is_advisor)) return <NotFoundPage />;
  const person = staff ? preview.data!.user : me.user;
  const readOnly = staff || me.user.readonly_access;
  return (
    <>
      <PageHeading>{profileText.heading}</PageHeading>
      {readOnly && (
        <MessageBar className={s.bar} intent="info">
          <MessageBarBody>{profileText.readOnly}</MessageBarBody>
        </MessageBar>
      )}
      {!staff && <ProfileSummary me={me} />}
      <ProfileForm
        person={person}
        createdAt={person.created_at}
        readOnly={readOnly}
        saveProfile={(body) => profiles.updateOwn(body)}
        onSaved={() => mutate()}
      />
      {!staff && <LinkedAccountsSection />}
    </>
  );
}
