import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { entityOwnText, entityText, individualEntityName, individualEntityType } from '@ledgerline/shared/companies';
import { companies, type CompanyDetail } from '../../api/companies';
import type { ClientRow } from '../../api/users';
import { toastSuccess } from '../../toast';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { FormDialog } from '../ui/FormDialog';
import { ClientPicker } from './ClientPicker';
import { entityNameError } from './rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  for: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * FA §2.5 'Select User for new Entity', then 'Create a new entity for a user' (FA §3.3, §5.3): entity type and name
 * are required; the name holds no '/' or '"' and is new among the user's entities (the server says 'Entity Name
 * already exists.'). An Individual is named after the person (FA §5.1) and its name is not edited.
 */
export function CreateEntityDialog({
  entityTypes,
  onClose,
  onCreated,
}: {
  entityTypes: string[];
  onClose: () => void;
  onCreated: (company: CompanyDetail) => void;
}) {
  const s = useStyles();
  const [user, setUser] = useState<ClientRow | null>(null);
  const [step, setStep] = useState<'user' | 'entity'>('user');
  const [entityType, setEntityType] = useState('');
  const [typedName, setTypedName] = useState('');
  const [businessEmail, setBusinessEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const individual = entityType === individualEntityType;
  const name = individual && user ? individualEntityName(user.fname, user.lname) : typedName;
  const nameError = entityNameError(name) ?? serverErrors.name ?? null;
  const typeError = entityType ? null : entityOwnText.entityTypeRequired;

  if (step === 'user') {
    return (
      <FormDialog
        title={spec.selectUserForEntity}
        submitLabel={t.next}
        canSubmit={user !== null}
        onSubmit={() => setStep('entity')}
        onClose={onClose}
      >
        <ClientPicker selected={user} onSelect={setUser} />
      </FormDialog>
    );
  }

  async function create() {
    setTouched(true);
    if (!user || nameError || typeError) return;
    setBusy(true);
    const res = await companies.create({
      user_id: user.id,
      entity_type: entityType,
      name: name.trim(),
      business_email: businessEmail.trim() || undefined,
      firstName: individual ? user.fname : undefined,
      lastName: individual ? user.lname : undefined,
    });
    setBusy(false);
    if (!res) return;
    if (!res.ok) {
      // FA §5.1: a taken name is the name field's message; other field errors go to their fields.
      const fields = { ...res.fields };
      if (res.status === 409 && res.error) fields.name = res.error;
      setServerErrors(fields);
      return;
    }
    toastSuccess(res.data.message || entityText.created);
    onCreated(res.data.company);
    onClose();
  }

  const show = (error: string | null) => (touched && error ? error : undefined);
  // The '/' and '"' rules speak as soon as the name breaks them; 'required' only once Create was pressed.
  const nameMessage = (name.trim() || touched ? nameError : null) ?? undefined;
  return (
    <FormDialog
      title={spec.createEntityForUser}
      submitLabel={t.create}
      canSubmit={!busy}
      noValidate
      onSubmit={create}
      onClose={onClose}
    >
      <div className={s.body}>
        <p className={s.for}>{t.forUser(user?.full_name ?? '')}</p>
        <Field
          label={t.entityType}
          required
          validationState={show(typeError) ? 'error' : 'none'}
          validationMessage={show(typeError)}
        >
          <Select value={entityType} onChange={(_, d) => setEntityType(d.value)}>
            <option value="" disabled>
              {t.entityType}
            </option>
            {entityTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t.entityName}
          required
          validationState={nameMessage ? 'error' : 'none'}
          validationMessage={nameMessage}
        >
          <Input
            value={name}
            maxLength={200}
            disabled={individual}
            onChange={(_, d) => {
              setTypedName(d.value);
              setServerErrors(({ name: _, ...rest }) => rest);
            }}
          />
        </Field>
        <Field
          label={t.businessEmail}
          validationState={serverErrors.business_email ? 'error' : 'none'}
          validationMessage={serverErrors.business_email}
        >
          <Input type="email" value={businessEmail} maxLength={254} onChange={(_, d) => setBusinessEmail(d.value)} />
        </Field>
      </div>
    </FormDialog>
  );
}
