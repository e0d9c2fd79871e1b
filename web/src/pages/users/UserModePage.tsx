import { Badge, Button, makeStyles, tokens, typographyStyles, useRestoreFocusTarget } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, TagRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CurrentUser } from '../../api/types';
import { userAdmin } from '../../api/user-admin';
import type { UserProfile } from '../../api/user-profile';
import { Loading } from '../../components/Loading';
import { PageHeading } from '../../components/PageHeading';
import { RouterLink } from '../../components/RouterLink';
import { CardSurface } from '../../components/ui/CardSurface';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { hasRealEmail } from '../../components/directory/user-rules';
import { formatDate } from '../../format/dateTime';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useFirmGroups } from '../../hooks/useFirmGroups';
import { useFirmUsers } from '../../hooks/useFirmUsers';
import { usePreviewUser } from '../../hooks/usePreviewUser';
import { useUserCompanies } from '../../hooks/useUserCompanies';
import { useRevalidateUserLists } from '../../hooks/useUserDirectory';
import { formatPhone } from '../../phone';
import { usersLabels as l } from '../../texts/users';
import { toastSuccess } from '../../toast';
import NotFoundPage from '../NotFoundPage';

const EditUserDialog = lazy(() =>
  import('../../components/directory/EditUserDialog').then((m) => ({ default: m.EditUserDialog })),
);
const UserTagsDialog = lazy(() =>
  import('../../components/directory/UserTagsDialog').then((m) => ({ default: m.UserTagsDialog })),
);

const useStyles = makeStyles({
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  h2: { ...typographyStyles.subtitle1, margin: 0 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  entities: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  entity: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Dialog = 'edit' | 'tags' | 'delete' | null;

/**
 * FA §2.2 user mode (/clients/{userId}, staff): the user's details and entities (each opens /admin/{hash}), with
 * Edit user (FA §2.5, §5.2), their tags and delete. The side navigation shows Overview, Back to Users, Dashboard and
 * the user's full name.
 */
export default function UserModePage() {
  const { userId = '' } = useParams();
  const { data: me } = useCurrentUser();
  const staff = Boolean(me?.user.is_advisor);
  const user = usePreviewUser(staff && userId ? userId : null);
  if (!me || !staff) return null;
  if (user.isLoading) return <Loading />;
  if (!user.data || user.data.user.is_advisor) return <NotFoundPage />;
  // Keyed by the user: another user's page is a new page (focus starts at its heading again).
  return (
    <UserMode
      key={user.data.user.id}
      me={me}
      profile={user.data}
      onSaved={(p) => void user.mutate(p, { revalidate: false })}
      onReload={() => void user.mutate()}
    />
  );
}

function UserMode({
  me,
  profile,
  onSaved,
  onReload,
}: {
  me: CurrentUser;
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
  /** Reads the user again (after a change whose answer is not the whole profile, such as their tags). */
  onReload: () => void;
}) {
  const s = useStyles();
  const navigate = useNavigate();
  const u = profile.user;
  const companies = useUserCompanies(u.id);
  const firmUsers = useFirmUsers();
  const groups = useFirmGroups(me);
  const revalidateLists = useRevalidateUserLists();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dialogs open by state: focus goes back to the button that opened them.
  const restoreFocusHere = useRestoreFocusTarget();
  const advisorName =
    u.assigned_advisor?.name ?? firmUsers.data?.find((f) => f.id === u.assigned_advisor_id)?.full_name;
  const email = hasRealEmail({ email: u.email, has_temp_email: u.preferences?.has_temp_email }) ? u.email : '';
  const groupLocked = me.user.firm_access === 'group';
  // A new page: focus starts at its heading (not on the document, where the link that led here was).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function remove() {
    const res = await userAdmin.remove(u.id);
    setDialog(null);
    if (!res?.ok) return;
    toastSuccess(l.userDeleted(u.full_name));
    void revalidateLists();
    navigate('/clients');
  }

  const fact = (term: string, value: string | null | undefined) => (
    <>
      <dt className={s.term}>{term}</dt>
      <dd className={s.value}>{value || l.none}</dd>
    </>
  );
  return (
    <>
      <div className={s.head}>
        <PageHeading ref={heading}>{u.full_name || u.email}</PageHeading>
      </div>
      <div className={s.actions}>
        <Button {...restoreFocusHere} appearance="primary" icon={<EditRegular />} onClick={() => setDialog('edit')}>
          {l.editUser}
        </Button>
        <Button {...restoreFocusHere} icon={<TagRegular />} onClick={() => setDialog('tags')}>
          {l.tags}
        </Button>
        <Button {...restoreFocusHere} icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
          {l.deleteUser}
        </Button>
      </div>
      <div className={s.grid}>
        <CardSurface>
          <h2 className={s.h2}>{l.userDetails}</h2>
          <dl className={s.facts}>
            {fact(l.email, email)}
            {fact(l.phone, u.phone_number ? formatPhone(u.phone_number) : null)}
            {fact(l.assignedAdvisor, advisorName)}
            {fact(l.status, u.paying ? l.active : l.inactive)}
            {fact(l.readOnly, u.readonly_access ? l.on : l.off)}
            {fact(l.twoFactor, u.enabled_2fa ? l.on : l.off)}
            {fact(l.timeZone, u.time_zone)}
            {fact(l.created, u.created_at ? formatDate(u.created_at) : null)}
            {fact(l.contactTags, (u.contact_tags ?? []).map((tag) => tag.name).join(', '))}
          </dl>
        </CardSurface>
        <CardSurface>
          <h2 className={s.h2}>{l.userEntities}</h2>
          {companies.data && companies.data.length === 0 ? (
            <p className={s.muted}>{l.noEntities}</p>
          ) : (
            <ul className={s.entities}>
              {(companies.data ?? []).map((c) => (
                <li key={c.id} className={s.entity}>
                  <RouterLink to={`/admin/${encodeURIComponent(c.hash_id)}`}>{c.name}</RouterLink>
                  <span className={s.muted}>{c.entity_type}</span>
                  {c.is_primary && (
                    <Badge appearance="tint" color="brand">
                      {l.primaryOwner}
                    </Badge>
                  )}
                  {c.inactive && (
                    <Badge appearance="tint" color="warning">
                      {l.entityInactive}
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardSurface>
      </div>
      <Suspense fallback={null}>
        {dialog === 'edit' && (
          <EditUserDialog
            user={u}
            access={me.user.firm_access}
            preferences={me.firm.preferences}
            firmUsers={firmUsers.data ?? []}
            groups={groups}
            groupLocked={groupLocked}
            onClose={() => setDialog(null)}
            onSaved={(p) => {
              onSaved(p);
              void companies.mutate();
              void revalidateLists();
            }}
          />
        )}
        {dialog === 'tags' && (
          <UserTagsDialog
            mode={{ kind: 'user', userId: u.id, current: (u.contact_tags ?? []).map((tag) => tag.id) }}
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              onReload();
              void revalidateLists();
            }}
          />
        )}
      </Suspense>
      {dialog === 'delete' && (
        <ConfirmDialog
          title={l.deleteUserTitle}
          confirmLabel={l.delete}
          onConfirm={() => void remove()}
          onClose={() => setDialog(null)}
        >
          {l.deleteUserBody(u.full_name)}
        </ConfirmDialog>
      )}
    </>
  );
}
