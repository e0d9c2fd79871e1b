import {
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { companies, type CompanyDetail } from '../../api/companies';
import type { ClientRow } from '../../api/users';
import { nextPhoneValue, PHONE_MAX, phoneDigits } from '../../phone';
import { toastSuccess } from '../../toast';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { FormDialog } from '../ui/FormDialog';
import { ClientPicker } from './ClientPicker';
import { newOwnerErrors } from './rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  fieldset: { border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/**
 * What happens to the entity's conversation when its owners change (FA §4.1): a new one starts (the old one is
 * archived), with or without a copy of the messages, or the messages move on with the new owners.
 */
type MessagesChoice = 'new' | 'copy' | 'transfer';
const flags = (choice: MessagesChoice) => ({ copy: choice === 'copy', transfer: choice === 'transfer' });

function MessagesChoiceField({ value, onChange }: { value: MessagesChoice; onChange: (v: MessagesChoice) => void }) {
  return (
    <Field label={t.ownerConversation}>
      <RadioGroup value={value} onChange={(_, d) => onChange(d.value as MessagesChoice)}>
        <Radio value="transfer" label={t.moveToExisting} />
        <Radio value="new" label={t.startNewConversation} />
        <Radio value="copy" label={t.copyMessages} />
      </RadioGroup>
    </Field>
  );
}

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
    const { copy, transfer } = flags(messages);
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

/**
 * FA §2.5 update owners (conversation management), §4.1: which of the owners stay, and whether a new conversation
 * starts (the old one archived; its messages may be copied) or the messages move to the existing conversation.
 */
export function UpdateOwnersDialog({
  company,
  onClose,
  onSaved,
}: {
  company: CompanyDetail;
  onClose: () => void;
  onSaved: (company: CompanyDetail) => void;
}) {
  const s = useStyles();
  const [kept, setKept] = useState<string[]>(() => company.owners.map((o) => o.id));
  const [messages, setMessages] = useState<MessagesChoice>('transfer');
  const [busy, setBusy] = useState(false);
  async function save() {
    const { copy, transfer } = flags(messages);
    setBusy(true);
    const res = await companies.updateOwners(company.id, kept, copy, transfer);
    setBusy(false);
    if (!res?.ok) return;
    toastSuccess(res.data.message);
    onSaved(res.data.company);
    onClose();
  }
  return (
    <FormDialog
      title={t.updateOwnersButton}
      submitLabel={t.save}
      canSubmit={!busy && kept.length > 0}
      onSubmit={save}
      onClose={onClose}
    >
      <div className={s.body}>
        <fieldset className={s.fieldset}>
          <legend>{t.ownersLegend}</legend>
          {company.owners.map((o) => (
            <Checkbox
              key={o.id}
              label={o.is_primary ? `${o.full_name} (${t.primary})` : o.full_name}
              checked={kept.includes(o.id)}
              onChange={(_, d) => setKept((k) => (d.checked === true ? [...k, o.id] : k.filter((x) => x !== o.id)))}
            />
          ))}
        </fieldset>
        {kept.length === 0 && <p className={s.muted}>{t.needsOneOwner}</p>}
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
