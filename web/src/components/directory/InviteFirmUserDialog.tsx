import { Field, Input, makeStyles, MessageBar, MessageBarBody, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { FirmAccess } from '@ledgerline/shared/access';
import { firmAccessLabels, inviteText as t } from '@ledgerline/shared/self-sign-up';
import { firmUsersPath } from '../../api/firms';
import { inviteFirmUser } from '../../api/invite-firm-user';
import type { GroupChoice } from '../../hooks/useFirmGroups';
import { setMethodText, signInText, toastDefaults, ui } from '../../messages';
import { phoneDigits } from '../../phone';
import { toastError, toastSuccess } from '../../toast';
import { isEmail } from '../../validation';
import { FormDialog } from '../ui/FormDialog';
import { PhoneField } from './PhoneField';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type FieldName = 'access' | 'email' | 'fname' | 'lname' | 'phone_number' | 'firm_group_id';

/**
 * FA §7.5 invite_firm_user, FA §6: a partner or admin invites a staff member with an access level (only a partner
 * offers Partner), a firm group when the firm uses groups, and a phone. The new user is emailed a link to sign in and
 * choose how they sign in; the firm users' list is read again.
 */
export function InviteFirmUserDialog({
  callerIsPartner,
  groups,
  onClose,
}: {
  callerIsPartner: boolean;
  groups: GroupChoice[] | null;
  onClose: () => void;
}) {
  const s = useStyles();
  const { mutate } = useSWRConfig();
  const levels = (Object.keys(firmAccessLabels) as FirmAccess[]).filter((a) => callerIsPartner || a !== 'partner');
  const [form, setForm] = useState({
    access: 'full' as FirmAccess,
    fname: '',
    lname: '',
    email: '',
    phone: '',
    group: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>, field?: FieldName) => {
    setForm((f) => ({ ...f, ...patch }));
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
    setProblem(null);
  };

  async function submit() {
    if (busy) return;
    const found: Partial<Record<FieldName, string>> = {};
    if (!form.fname.trim()) found.fname = ui.firstNameRequired;
    if (!form.lname.trim()) found.lname = ui.lastNameRequired;
    if (!form.email.trim()) found.email = signInText.emailMissing;
    else if (!isEmail(form.email.trim())) found.email = setMethodText.invalidEmail;
    const digits = phoneDigits(form.phone);
    if (digits && digits.length !== 10) found.phone_number = setMethodText.phoneTenDigits;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const res = await inviteFirmUser({
      access: form.access,
      email: form.email.trim(),
      fname: form.fname.trim(),
      lname: form.lname.trim(),
      phone_number: digits || undefined,
      firm_group_id: form.group || null,
    });
    setBusy(false);
    if (!res) return toastError(toastDefaults.error);
    if (res.status === 409) return setProblem(res.error ?? t.emailTaken);
    if (res.fields) return setErrors(res.fields as typeof errors);
    if (!res.ok) return;
    toastSuccess(res.data.message);
    void mutate((key) => Array.isArray(key) && key[0] === firmUsersPath);
    onClose();
  }

  const field = (name: FieldName) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  });
  return (
    <FormDialog
      title={t.title}
      submitLabel={t.submit}
      canSubmit={!busy}
      onSubmit={submit}
      onClose={onClose}
      noValidate
      keepSubmitFocus
    >
      <div className={s.fields}>
        {problem && (
          <div role="alert">
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          </div>
        )}
        <Field label={t.access} required {...field('access')}>
          <Select value={form.access} onChange={(_, d) => set({ access: d.value as FirmAccess }, 'access')}>
            {levels.map((a) => (
              <option key={a} value={a}>
                {firmAccessLabels[a]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t.firstName} required {...field('fname')}>
          <Input autoComplete="off" value={form.fname} onChange={(_, d) => set({ fname: d.value }, 'fname')} />
        </Field>
        <Field label={t.lastName} required {...field('lname')}>
          <Input autoComplete="off" value={form.lname} onChange={(_, d) => set({ lname: d.value }, 'lname')} />
        </Field>
        <Field label={t.email} required {...field('email')}>
          <Input
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(_, d) => set({ email: d.value }, 'email')}
          />
        </Field>
        <PhoneField
          label={t.phone}
          value={form.phone}
          onChange={(phone) => set({ phone }, 'phone_number')}
          validationMessage={errors.phone_number}
        />
        {groups && (
          <Field label={t.group} {...field('firm_group_id')}>
            <Select value={form.group} onChange={(_, d) => set({ group: d.value }, 'firm_group_id')}>
              <option value="">{t.noGroup}</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
    </FormDialog>
  );
}
