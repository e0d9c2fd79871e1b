import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { FirmUser } from '../../api/firms';
import { userAdmin, type AssignedCompany, type UpdateUserBody } from '../../api/user-admin';
import type { UserProfile } from '../../api/user-profile';
import { emailKey, useEmailAvailability } from '../../hooks/useEmailAvailability';
import { usersLabels as l, usersSpecText as t } from '../../texts/users';
import { toastError, toastSuccess } from '../../toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormDialog } from '../ui/FormDialog';
import { changesOf, editErrors, formOf, phoneChanged, type EditedUser, type EditUserForm } from './edit-user-form';
import { EditUserDetails } from './EditUserDetails';
import { EditUserSettings } from './EditUserSettings';
import { UserStatusDialog } from './UserStatusDialog';
import { assignableFirmUsers, hasRealEmail, mayAssignFirmUser, phoneToSend, removeEmailProblem } from './user-rules';
import type { Choice } from './UsersFilters';

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM },
});

type TabId = 'details' | 'settings';

/**
 * FA §2.5 Edit user, tabs Details and Settings, with the rules of FA §5.2 and §4.4. Save sends only what changed
 * ('The user was successfully updated'); Remove email, Update phone and Active act at once. `onSaved` gets the
 * user as the server now has them.
 */
export function EditUserDialog({
  user,
  access,
  preferences,
  firmUsers,
  groups,
  groupLocked,
  onSaved,
  onClose,
}: {
  user: EditedUser;
  /** The signed-in staff member's access level (FA §5.4: who may reassign). */
  access: Parameters<typeof mayAssignFirmUser>[0];
  preferences: Record<string, unknown>;
  firmUsers: FirmUser[];
  groups: Choice[] | null;
  groupLocked: boolean;
  onSaved: (profile: UserProfile) => void;
  onClose: () => void;
}) {
  const s = useStyles();
  const ids = { details: useId(), settings: useId() };
  const [tab, setTab] = useState<TabId>('details');
  const [form, setForm] = useState<EditUserForm>(() => formOf(user));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<null | 'save' | 'email' | 'phone' | 'status'>(null);
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(0);
  /** The entities whose email was the client's old one, after the email changed (FA §2.5). */
  const [entityEmail, setEntityEmail] = useState<{ from: string; to: string; entities: AssignedCompany[] } | null>(
    null,
  );
  const set = (patch: Partial<EditUserForm>) => setForm((f) => ({ ...f, ...patch }));

  const realEmail = hasRealEmail({ email: user.email, has_temp_email: user.preferences?.has_temp_email });
  const emailChanged = emailKey(form.email) !== emailKey(realEmail ? user.email : '');
  const check = useEmailAvailability(emailChanged ? form.email : '');
  const holder = check.answer && !check.answer.is_available ? check.answer.user : null;
  const takenBy =
    check.answer && !check.answer.is_available && holder?.id !== user.id ? (holder?.full_name ?? t.emailExists) : null;
  const errors = editErrors(form, user, takenBy);
  const shown = tried ? errors : { email: takenBy ? errors.email : undefined };
  const advisors = assignableFirmUsers(firmUsers, [form.firm_group_id || null]).map((u) => ({
    id: u.id,
    name: u.full_name || u.email,
  }));
  const current = user.assigned_advisor_id;
  if (current && !advisors.some((a) => a.id === current))
    advisors.unshift({ id: current, name: firmUsers.find((u) => u.id === current)?.full_name ?? current });

  /** One PATCH; the toast and the refreshed user on success, the server's reason (or ours) otherwise. */
  async function patch(body: UpdateUserBody, what: typeof busy, success: string, failure: string) {
    setBusy(what);
    const res = await userAdmin.update(user.id, body);
    setBusy(null);
    if (!res?.ok) {
      toastError(res && res.status < 500 ? res.error : failure);
      return false;
    }
    toastSuccess(success);
    onSaved(res.data);
    return true;
  }

  async function save() {
    if (busy) return;
    setTried(true);
    if (Object.keys(errors).length || check.checking) return setTab('details');
    const body = changesOf(form, user);
    if (Object.keys(body).length === 0) return onClose();
    if (!(await patch(body, 'save', t.updated, t.errorUpdating))) return;
    const carriers = body.email && realEmail ? await entitiesWithEmail(user.email) : [];
    if (carriers.length) setEntityEmail({ from: user.email, to: body.email!, entities: carriers });
    else onClose();
  }

  /** The client's entities whose email is `email` (any case). */
  async function entitiesWithEmail(email: string): Promise<AssignedCompany[]> {
    const res = await userAdmin.assignedCompanies(user.id);
    if (!res?.ok) return [];
    return res.data.companies.filter((c) => emailKey(c.business_email ?? '') === emailKey(email));
  }

  async function updateEntityEmails(entities: AssignedCompany[]) {
    setBusy('save');
    const results = await Promise.all(entities.map((c) => userAdmin.updateEntityEmail(c.id, user.id)));
    setBusy(null);
    if (results.every((r) => r?.ok)) toastSuccess(l.entityEmailUpdated);
    onClose();
  }

  async function removeEmail() {
    setBusy('email');
    const res = await userAdmin.removeEmail(user.id);
    setBusy(null);
    if (!res?.ok) return toastError(res && res.status < 500 ? res.error : t.unableToRemoveEmail);
    toastSuccess(t.emailRemoved);
    set({ email: '' });
    onSaved(res.data);
  }

  async function updatePhone() {
    await patch({ phone_number: phoneToSend(form.phone) }, 'phone', t.phoneUpdated, t.phoneFailed);
  }

  async function changeStatus(withEntities: boolean) {
    const activating = !user.paying;
    const body: UpdateUserBody = activating
      ? { paying: true, is_activating_all_entities: withEntities }
      : { paying: false, is_deactivating_all_entities: withEntities };
    if (await patch(body, 'status', t.updated, t.errorUpdating)) setAsking(false);
  }

  return (
    <>
      {/* Saved: the question about the entities' email takes the dialog's place. */}
      <FormDialog
        title={l.editUser}
        submitLabel={l.save}
        canSubmit
        noValidate
        onSubmit={save}
        onClose={onClose}
        open={!entityEmail}
      >
        <TabList
          className={s.tabs}
          selectedValue={tab}
          onTabSelect={(_, d) => setTab(d.value as TabId)}
          aria-label={l.editUser}
        >
          <Tab value="details" id={`${ids.details}-tab`} aria-controls={ids.details}>
            {l.detailsTab}
          </Tab>
          <Tab value="settings" id={`${ids.settings}-tab`} aria-controls={ids.settings}>
            {l.settingsTab}
          </Tab>
        </TabList>
        <div role="tabpanel" id={ids.details} aria-labelledby={`${ids.details}-tab`} hidden={tab !== 'details'}>
          <EditUserDetails
            form={form}
            set={set}
            errors={shown}
            emailHint={check.checking ? l.checkingEmail : undefined}
            removeEmail={
              realEmail
                ? { problem: removeEmailProblem(user), busy: busy === 'email', onRemove: () => void removeEmail() }
                : null
            }
            phone={{ changed: phoneChanged(form, user), busy: busy === 'phone', onUpdate: () => void updatePhone() }}
            advisors={advisors}
            mayAssign={mayAssignFirmUser(access)}
            advisorChanged={Boolean(form.assigned_advisor_id) && form.assigned_advisor_id !== (current ?? '')}
            groups={groups}
            groupLocked={groupLocked}
          />
        </div>
        <div role="tabpanel" id={ids.settings} aria-labelledby={`${ids.settings}-tab`} hidden={tab !== 'settings'}>
          <EditUserSettings
            form={form}
            set={set}
            active={user.paying}
            onToggleActive={() => {
              setAsked((n) => n + 1);
              setAsking(true);
            }}
            twoFactorForced={preferences.force_2fa_on_users === true}
          />
        </div>
      </FormDialog>
      {/* A new one each time it opens (its checkbox starts unticked); closed by `open`, not unmounted. */}
      {entityEmail && (
        <ConfirmDialog
          title={t.updateEntityEmail}
          confirmLabel={l.updateEntityEmail}
          onConfirm={() => void updateEntityEmails(entityEmail.entities)}
          onClose={onClose}
        >
          {l.entityEmailQuestion(entityEmail.entities.map((c) => c.name).join(', '), entityEmail.from, entityEmail.to)}
        </ConfirmDialog>
      )}
      <UserStatusDialog
        key={asked}
        open={asking}
        activating={!user.paying}
        hasEmail={realEmail}
        busy={busy === 'status'}
        onConfirm={(withEntities) => void changeStatus(withEntities)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
