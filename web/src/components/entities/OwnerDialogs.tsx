import { Field, Input, makeStyles, Radio, RadioGroup, Tab, TabList, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { companies, type CompanyDetail } from '../../api/companies';
import type { ClientRow } from '../../api/users';
import { nextPhoneValue, PHONE_MAX, phoneDigits } from '../../phone';
import { toastSuccess } from '../../toast';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { FormDialog } from '../ui/FormDialog';
import { type MessagesChoice, MessagesChoiceField, messagesFlags } from '../ui/OwnerMessagesChoice';
import { ClientPicker } from './ClientPicker';
import { newOwnerErrors } from './rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/**
 * FA §2.5 'Select User to add as Owner or Create new User': one of the firm's clients, or a new one (FA §3.3 'New
 * owner', §5.3: first and last name required, email valid if given); the previous messages may be copied or moved
 * to the conversation the owners now share.
 */
export function AddOwnerDialog({
  company,
  onClose,
  onSaved,
}: {
  company: CompanyDetail;
  onClose: () => void;
  onSaved: (company: CompanyDetail) => void;
}) {
  const s = useStyles();
  const [tab, setTab] = useState<'existing' | 'new'>('existing');
  const [picked, setPicked] = useState<ClientRow | null>(null);
  const [owner, setOwner] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [messages, setMessages] = useState<MessagesChoice>('transfer');
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errors = newOwnerErrors(owner);
  const message = (key: 'firstName' | 'lastName' | 'email') =>
    (touched || key === 'email' ? errors[key] : null) ?? serverErrors[key] ?? undefined;
  const phone = phoneDigits(owner.phone);

  async function save() {
    const { copy, transfer } = messagesFlags(messages);
    if (tab === 'existing') {
      if (!picked) return;
      setBusy(true);
      const ids = [...company.owners.map((o) => o.id), picked.id];
      const res = await companies.updateOwners(company.id, ids, copy, transfer);
      setBusy(false);
      if (!res?.ok) return;
      toastSuccess(res.data.message);
      onSaved(res.data.company);
      return onClose();
    }
    setTouched(true);
    if (errors.firstName || errors.lastName || errors.email) return;
    setBusy(true);
    const res = await companies.createNewOwner({
      id: company.id,
      firstName: owner.firstName.trim(),
      lastName: owner.lastName.trim(),
      email: owner.email.trim() || undefined,
      // FA §5.1: an incomplete number is sent empty.
      phoneNumber: phone.length === 10 ? phone : undefined,
      copyPreviousMessages: copy,
      transferPreviousMessages: transfer,
    });
    setBusy(false);
    if (!res) return;
    if (!res.ok) return setServerErrors(res.fields ?? {});
    toastSuccess(res.data.message);
    onSaved(res.data.company);
    onClose();
  }

  const set = (key: keyof typeof owner, value: string) => {
    setOwner((o) => ({ ...o, [key]: value }));
    setServerErrors(({ [key]: _, ...rest }) => rest);
  };
  return (
    <FormDialog
      title={spec.addOwner}
      submitLabel={t.addOwnerSubmit}
      canSubmit={!busy && (tab === 'new' || picked !== null)}
      noValidate
      onSubmit={save}
      onClose={onClose}
    >
      <div className={s.body}>
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'existing' | 'new')}>
          <Tab value="existing">{t.existingUser}</Tab>
          <Tab value="new">{t.newUser}</Tab>
        </TabList>
        {tab === 'existing' ? (
          <div role="tabpanel" aria-label={t.existingUser}>
            <ClientPicker selected={picked} onSelect={setPicked} exclude={company.owners.map((o) => o.id)} />
          </div>
        ) : (
          <div className={s.grid} role="tabpanel" aria-label={t.newUser}>
            <Field
              label={t.firstName}
              required
              validationState={message('firstName') ? 'error' : 'none'}
              validationMessage={message('firstName')}
            >
              <Input value={owner.firstName} maxLength={80} onChange={(_, d) => set('firstName', d.value)} />
            </Field>
            <Field
              label={t.lastName}
              required
              validationState={message('lastName') ? 'error' : 'none'}
              validationMessage={message('lastName')}
            >
              <Input value={owner.lastName} maxLength={80} onChange={(_, d) => set('lastName', d.value)} />
            </Field>
            <Field
              label={t.email}
              validationState={message('email') ? 'error' : 'none'}
              validationMessage={message('email')}
            >
              <Input type="email" value={owner.email} maxLength={254} onChange={(_, d) => set('email', d.value)} />
            </Field>
            <Field
              label={t.phoneNumber}
              validationState={serverErrors.phoneNumber ? 'error' : 'none'}
              validationMessage={serverErrors.phoneNumber}
            >
              <Input
                type="tel"
                inputMode="tel"
                placeholder="(___) ___-____"
                maxLength={PHONE_MAX}
                value={owner.phone}
                onChange={(_, d) => set('phone', nextPhoneValue(owner.phone, d.value))}
              />
            </Field>
          </div>
        )}
        <MessagesChoiceField value={messages} onChange={setMessages} />
      </div>
    </FormDialog>
  );
}

/** Make another owner the entity's primary contact. */
export function ChangePrimaryContactDialog({
  company,
  onClose,
  onSaved,
}: {
  company: CompanyDetail;
  onClose: () => void;
  onSaved: (company: CompanyDetail) => void;
}) {
  const [chosen, setChosen] = useState(company.primary_contact?.id ?? '');
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    const res = await companies.changePrimaryContact(company.id, chosen);
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    onSaved(res.data.company);
    onClose();
  }
  return (
    <FormDialog
      title={t.changePrimaryContact}
      submitLabel={t.save}
      canSubmit={!busy && chosen !== '' && chosen !== company.primary_contact?.id}
      onSubmit={save}
      onClose={onClose}
    >
      <Field label={t.newPrimaryContact}>
        <RadioGroup value={chosen} onChange={(_, d) => setChosen(d.value)}>
          {company.owners.map((o) => (
            <Radio key={o.id} value={o.id} label={o.full_name} />
          ))}
        </RadioGroup>
      </Field>
    </FormDialog>
  );
}
