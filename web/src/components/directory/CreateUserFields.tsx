import { Checkbox, Field, Input, makeStyles, Select, tokens, typographyStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usTimeZones } from '@ledgerline/shared/time/zones';
import { countries, individual, usersLabels as l } from '../../texts/users';
import { useFirmFlag } from '../../hooks/useFirmFlag';
import { PhoneField } from './PhoneField';
import type { CreateUserErrors, CreateUserForm, SpouseForm } from './user-rules';
import type { Choice } from './UsersFilters';

const useStyles = makeStyles({
  section: {
    border: 'none',
    margin: `0 0 ${tokens.spacingVerticalL}`,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  legend: { ...typographyStyles.subtitle2, padding: 0, marginBottom: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const timeZoneNames = Object.keys(usTimeZones);

export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  const s = useStyles();
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return <div className={useStyles().row}>{children}</div>;
}

function Text({
  label,
  value,
  onChange,
  error,
  required,
  type = 'text',
  disabled,
  hint,
  maxLength = 120,
  autoComplete = 'off',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email';
  disabled?: boolean;
  hint?: string;
  maxLength?: number;
  autoComplete?: string;
}) {
  return (
    <Field label={label} required={required} validationMessage={error} hint={hint}>
      <Input
        type={type}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(_, d) => onChange(d.value)}
      />
    </Field>
  );
}

type Set = (patch: Partial<CreateUserForm>) => void;

/** FA §3.3 the user's fields (assigned firm user and firm group included, FA §5.1, §5.4). */
export function UserFields({
  form,
  set,
  errors,
  emailHint,
  advisors,
  groups,
  groupLocked,
}: {
  form: CreateUserForm;
  set: Set;
  errors: CreateUserErrors;
  emailHint?: string;
  advisors: Choice[];
  groups: Choice[] | null;
  groupLocked: boolean;
}) {
  return (
    <Section legend={l.userSection}>
      <Row>
        <Text
          label={l.firstName}
          required
          value={form.fname}
          onChange={(fname) => set({ fname })}
          error={errors.fname}
        />
        <Text
          label={l.lastName}
          required
          value={form.lname}
          onChange={(lname) => set({ lname })}
          error={errors.lname}
        />
      </Row>
      <Row>
        <Text label={l.preferredName} value={form.preferredName} onChange={(preferredName) => set({ preferredName })} />
        <Text
          label={l.email}
          type="email"
          value={form.email}
          maxLength={254}
          onChange={(email) => set({ email })}
          error={errors.email}
          hint={emailHint}
        />
      </Row>
      <Row>
        <PhoneField label={l.phone} value={form.phone} onChange={(phone) => set({ phone })} />
        <Field label={l.preferredContactMethod}>
          <Select
            value={form.preferredContactMethod}
            onChange={(_, d) => set({ preferredContactMethod: d.value as CreateUserForm['preferredContactMethod'] })}
          >
            <option value="email">{l.contactEmail}</option>
            <option value="email_and_sms">{l.contactEmailAndText}</option>
          </Select>
        </Field>
      </Row>
      <Row>
        <PhoneField label={l.workPhone} value={form.workPhone} onChange={(workPhone) => set({ workPhone })} />
        <Text
          label={l.workPhoneExtension}
          value={form.workPhoneExtension}
          maxLength={10}
          onChange={(workPhoneExtension) => set({ workPhoneExtension: workPhoneExtension.replace(/\D/g, '') })}
        />
      </Row>
      <Row>
        <Field label={l.timeZone}>
          <Select value={form.timeZone} onChange={(_, d) => set({ timeZone: d.value })}>
            {timeZoneNames.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </Select>
        </Field>
        <Text
          label={l.externalUserId}
          value={form.externalUserId}
          onChange={(externalUserId) => set({ externalUserId })}
        />
      </Row>
      <Row>
        <Field label={l.assignedAdvisor} required validationMessage={errors.assignedAdvisorId}>
          <Select value={form.assignedAdvisorId} onChange={(_, d) => set({ assignedAdvisorId: d.value })}>
            <option value="">{l.chooseFirmUserOption}</option>
            {advisors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        {groups && (
          <Field label={l.firmGroup} required validationMessage={errors.firmGroupId}>
            <Select
              value={form.firmGroupId}
              disabled={groupLocked}
              onChange={(_, d) => set({ firmGroupId: d.value, assignedAdvisorId: '' })}
            >
              {!groupLocked && <option value="">{l.chooseGroup}</option>}
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </Row>
    </Section>
  );
}

/** FA §3.3 the entity's fields; an Individual's name is built from the person's names and disabled (FA §5.1). */
export function EntityFields({
  form,
  set,
  errors,
  entityName,
  entityTypes,
}: {
  form: CreateUserForm;
  set: Set;
  errors: CreateUserErrors;
  entityName: string;
  entityTypes: readonly string[];
}) {
  const canada = form.country === 'CA';
  // FA §3.4 external_entity_id_allowed: the external id is asked for only while the firm allows them.
  const externalIds = useFirmFlag('external_entity_id_allowed');
  return (
    <Section legend={l.entitySection}>
      <Row>
        <Field label={l.entityType} required validationMessage={errors.entityType}>
          <Select
            value={form.entityType}
            onChange={(_, d) => set({ entityType: d.value, withSpouse: d.value === individual && form.withSpouse })}
          >
            <option value="">{l.chooseEntityType}</option>
            {entityTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
        <Text
          label={l.entityName}
          required
          value={entityName}
          disabled={form.entityType === individual}
          onChange={(companyName) => set({ companyName })}
          error={errors.companyName}
        />
      </Row>
      <Row>
        <Text
          label={l.businessEmail}
          type="email"
          maxLength={254}
          value={form.businessEmail}
          onChange={(businessEmail) => set({ businessEmail })}
          error={errors.businessEmail}
        />
        <Text
          label={l.otherEmail}
          type="email"
          maxLength={254}
          value={form.otherEmail}
          onChange={(otherEmail) => set({ otherEmail })}
          error={errors.otherEmail}
        />
      </Row>
      <Row>
        <Field label={l.country}>
          <Select value={form.country} onChange={(_, d) => set({ country: d.value })}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
        <Text label={l.street} value={form.street} onChange={(street) => set({ street })} />
      </Row>
      <Row>
        <Text label={l.city} value={form.city} onChange={(city) => set({ city })} />
        <Text label={canada ? l.province : l.state} value={form.state} onChange={(state) => set({ state })} />
      </Row>
      <Row>
        <Text label={canada ? l.postalCode : l.zip} value={form.zip} maxLength={12} onChange={(zip) => set({ zip })} />
        {externalIds && (
          <Text
            label={l.externalEntityId}
            value={form.externalEntityId}
            onChange={(externalEntityId) => set({ externalEntityId })}
          />
        )}
      </Row>
    </Section>
  );
}

/** FA §3.3 Spouse, for an Individual only: first and last name required; email valid and unused (FA §5.1). */
export function SpouseFields({
  form,
  set,
  errors,
  emailHint,
}: {
  form: CreateUserForm;
  set: Set;
  errors: CreateUserErrors;
  emailHint?: string;
}) {
  const spouse = form.spouse;
  const setSpouse = (patch: Partial<SpouseForm>) => set({ spouse: { ...spouse, ...patch } });
  return (
    <Section legend={l.spouseSection}>
      <Checkbox
        label={l.addSpouse}
        checked={form.withSpouse}
        onChange={(_, d) => set({ withSpouse: d.checked === true })}
      />
      {form.withSpouse && (
        <>
          <Row>
            <Text
              label={l.firstName}
              required
              value={spouse.fname}
              onChange={(fname) => setSpouse({ fname })}
              error={errors.spouseFname}
            />
            <Text
              label={l.lastName}
              required
              value={spouse.lname}
              onChange={(lname) => setSpouse({ lname })}
              error={errors.spouseLname}
            />
          </Row>
          <Row>
            <Text
              label={l.email}
              type="email"
              maxLength={254}
              value={spouse.email}
              onChange={(email) => setSpouse({ email })}
              error={errors.spouseEmail}
              hint={emailHint}
            />
            <PhoneField label={l.phone} value={spouse.phone} onChange={(phone) => setSpouse({ phone })} />
          </Row>
          <Checkbox
            label={l.spouseNeedsAccess}
            checked={spouse.needsAccess}
            onChange={(_, d) => setSpouse({ needsAccess: d.checked === true })}
          />
          <Checkbox
            label={l.spouseIsTaxpayer}
            checked={spouse.isTaxpayer}
            onChange={(_, d) => setSpouse({ isTaxpayer: d.checked === true })}
          />
        </>
      )}
    </Section>
  );
}
