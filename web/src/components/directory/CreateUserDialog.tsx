import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useMemo, useRef, useState } from 'react';
import { defaultClientTimeZone } from '@ledgerline/shared/users';
import { userAdmin, type CreateClientBody } from '../../api/user-admin';
import type { FirmUser } from '../../api/firms';
import { emailKey, useEmailAvailability } from '../../hooks/useEmailAvailability';
import { useEntityTypes } from '../../hooks/useEntityTypes';
import { individual, usersLabels as l, usersSpecText as t } from '../../texts/users';
import { toastError, toastSuccess } from '../../toast';
import { FormDialog } from '../ui/FormDialog';
import { BlankEmailDialog } from './BlankEmailDialog';
import { EntityFields, SpouseFields, UserFields } from './CreateUserFields';
import {
  assignableFirmUsers,
  createUserErrors,
  entityNameOf,
  phoneToSend,
  type CreateUserErrors,
  type CreateUserForm,
} from './user-rules';
import type { Choice } from './UsersFilters';

const emptyForm = (groupId: string): CreateUserForm => ({
  fname: '',
  lname: '',
  preferredName: '',
  email: '',
  phone: '',
  workPhone: '',
  workPhoneExtension: '',
  timeZone: defaultClientTimeZone,
  preferredContactMethod: 'email',
  assignedAdvisorId: '',
  firmGroupId: groupId,
  externalUserId: '',
  entityType: '',
  companyName: '',
  businessEmail: '',
  otherEmail: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  externalEntityId: '',
  withSpouse: false,
  spouse: { fname: '', lname: '', email: '', phone: '', needsAccess: true, isTaxpayer: false },
});

/** What the server is sent (FA §3.3 "Create user with entity"); masked phones go as digits or empty. */
function bodyOf(form: CreateUserForm, blankEmail: boolean): CreateClientBody {
  return {
    fname: form.fname.trim(),
    lname: form.lname.trim(),
    preferredName: form.preferredName.trim() || undefined,
    email: form.email.trim(),
    phoneNumber: phoneToSend(form.phone),
    workPhoneNumber: phoneToSend(form.workPhone),
    workPhoneExtenstion: form.workPhoneExtension,
    timeZone: form.timeZone,
    preferredContactMethod: form.preferredContactMethod,
    assignedAdvisorId: form.assignedAdvisorId,
    firmGroupId: form.firmGroupId || undefined,
    externalUserId: form.externalUserId.trim() || undefined,
    entityType: form.entityType,
    companyName: entityNameOf(form),
    businessEmail: form.businessEmail.trim(),
    otherEmail: form.otherEmail.trim(),
    street: form.street.trim() || undefined,
    city: form.city.trim() || undefined,
    state: form.state.trim() || undefined,
    zip: form.zip.trim() || undefined,
    country: form.country,
    externalEntityId: form.externalEntityId.trim() || undefined,
    ...(blankEmail ? { generate_temp_email: true } : {}),
  };
}

/** Focuses the first field that complains, so a keyboard or screen reader user lands on it. */
function focusFirstInvalid(root: HTMLElement | null) {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * FA §2.5 Create User and Entity, with the rules of FA §5.1: required names, assigned firm user, entity type and
 * name (and firm group when the firm uses groups); the email is optional and checked after a 200 ms pause; a blank
 * one asks first (Blank Email Confirmation) and the server makes a temporary one; an Individual's entity name is
 * built from the names; a spouse only for an Individual, added once the user exists.
 */
export function CreateUserDialog({
  firmUsers,
  groups,
  ownGroupId,
  onCreated,
  onClose,
}: {
  firmUsers: FirmUser[];
  /** Null: the firm does not use groups. */
  groups: Choice[] | null;
  /** A group-limited user's own group: the new user is in it. */
  ownGroupId: string | null;
  onCreated: (userId: string) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => emptyForm(ownGroupId ?? ''));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askBlank, setAskBlank] = useState(false);
  const [emailTaken, setEmailTaken] = useState(false);
  const [serverErrors, setServerErrors] = useState<CreateUserErrors>({});
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const root = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<CreateUserForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerErrors({});
    setEmailTaken(false);
  };

  const email = useEmailAvailability(form.email);
  const spouseEmail = useEmailAvailability(form.withSpouse ? form.spouse.email : '');
  // Addresses the checks found in use, as typed now (earlier answers stay known in `taken`).
  const emailsTaken = useMemo(() => {
    const all = new Set(taken);
    if (email.answer && !email.answer.is_available) all.add(emailKey(form.email));
    if (spouseEmail.answer && !spouseEmail.answer.is_available) all.add(emailKey(form.spouse.email));
    return all;
  }, [taken, email.answer, spouseEmail.answer, form.email, form.spouse.email]);

  const groupsUsed = groups !== null;
  const errors = { ...createUserErrors(form, { groupsUsed, emailsTaken }), ...serverErrors };
  // Fields complain once the person tried to save; a taken email says so as soon as the check answers.
  const shown: CreateUserErrors = tried
    ? errors
    : {
        email: errors.email === t.emailExists ? errors.email : undefined,
        spouseEmail: errors.spouseEmail === t.emailExists ? errors.spouseEmail : undefined,
      };
  const advisors = assignableFirmUsers(firmUsers, [form.firmGroupId || null]).map((u) => ({
    id: u.id,
    name: u.full_name || u.email,
  }));
  const types = useEntityTypes();

  /** Asks the server about any address whose pause has not run out yet, so Create never skips the check. */
  async function confirmFree(address: string): Promise<boolean> {
    const key = emailKey(address);
    if (!key) return true;
    if (emailsTaken.has(key)) return false;
    const res = await userAdmin.checkEmail(key);
    if (res?.ok && !res.data.is_available) {
      setTaken((s) => new Set(s).add(key));
      return false;
    }
    return true;
  }

  async function submit(blankConfirmed = false) {
    if (busy) return;
    setTried(true);
    if (Object.keys(errors).length) return focusFirstInvalid(root.current);
    setBusy(true);
    try {
      const free =
        (await confirmFree(form.email)) &&
        (!form.withSpouse || form.entityType !== individual || (await confirmFree(form.spouse.email)));
      if (!free) return focusFirstInvalid(root.current);
      if (!form.email.trim() && !blankConfirmed) return setAskBlank(true);
      const res = await userAdmin.create(bodyOf(form, !form.email.trim()));
      if (!res) return;
      const refused = !res.ok ? res.error : res.data.error;
      if (refused) {
        const fields = fieldErrorsOf(res.fields ?? {});
        if (refused === t.emailTaken) setEmailTaken(true);
        else if (Object.keys(fields).length) setServerErrors(fields);
        else toastError(refused);
        return;
      }
      const created = res.data;
      let spouseAdded = false;
      if (form.withSpouse && form.entityType === individual) {
        const sp = form.spouse;
        const spouse = await userAdmin.addSpouse(created.company_id, {
          fname: sp.fname.trim(),
          lname: sp.lname.trim(),
          email: sp.email.trim(),
          phone_number: phoneToSend(sp.phone),
          is_taxpayer: sp.isTaxpayer,
          needsAccess: sp.needsAccess,
          assigned_advisor_id: form.assignedAdvisorId,
        });
        spouseAdded = Boolean(spouse?.ok);
        // The user exists either way: say what happened to the spouse too.
        if (spouse && !spouse.ok) toastError(spouse.error);
      }
      toastSuccess(spouseAdded ? t.createdWithSpouse : t.created);
      onCreated(created.user.id);
    } finally {
      setBusy(false);
    }
  }

  const checking = (which: { checking: boolean }) => (which.checking ? l.checkingEmail : undefined);
  return (
    <>
      <FormDialog
        title={l.createTitle}
        submitLabel={l.create}
        // Never disabled under the focus (a press while busy is ignored): focus dropped to the page cannot go back.
        canSubmit
        noValidate
        onSubmit={() => submit()}
        onClose={onClose}
      >
        <div ref={root}>
          {emailTaken && (
            <MessageBar intent="error" layout="multiline" role="alert">
              <MessageBarBody>
                {t.emailTaken.replace(/ here$/, ' ')}
                <Link href="/help" target="_blank" rel="noopener noreferrer" inline>
                  here
                </Link>
              </MessageBarBody>
            </MessageBar>
          )}
          <UserFields
            form={form}
            set={set}
            errors={shown}
            emailHint={checking(email)}
            advisors={advisors}
            groups={groups}
            groupLocked={ownGroupId !== null}
          />
          <EntityFields form={form} set={set} errors={shown} entityName={entityNameOf(form)} entityTypes={types} />
          {form.entityType === individual && (
            <SpouseFields form={form} set={set} errors={shown} emailHint={checking(spouseEmail)} />
          )}
        </div>
      </FormDialog>
      <BlankEmailDialog
        open={askBlank}
        onClose={() => setAskBlank(false)}
        onConfirm={() => {
          setAskBlank(false);
          void submit(true);
        }}
      />
    </>
  );
}

/** The server's field errors (its names are the payload's) under the form's field names. */
function fieldErrorsOf(fields: Record<string, string>): CreateUserErrors {
  const map: Record<string, keyof CreateUserErrors> = {
    fname: 'fname',
    lname: 'lname',
    email: 'email',
    assignedAdvisorId: 'assignedAdvisorId',
    firmGroupId: 'firmGroupId',
    entityType: 'entityType',
    companyName: 'companyName',
    businessEmail: 'businessEmail',
    otherEmail: 'otherEmail',
  };
  const out: CreateUserErrors = {};
  for (const [k, v] of Object.entries(fields)) if (map[k]) out[map[k]] = v;
  return out;
}
