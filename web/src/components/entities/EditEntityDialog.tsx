import { Field, Input, makeStyles, Select, Switch, Tab, TabList, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { canChangeReadonly, entityText } from '@ledgerline/shared/companies';
import { companies, type CompanyDetail, type UpdateCompanyBody } from '../../api/companies';
import { useFirmFlag } from '../../hooks/useFirmFlag';
import { toastSuccess } from '../../toast';
import { entitySpecText as spec, entitiesText as t } from '../../texts/entities';
import { FormDialog } from '../ui/FormDialog';
import { entityNameError, looksLikeEmail } from './rules';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  wide: { gridColumn: '1 / -1' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

type TextField =
  | 'name'
  | 'business_email'
  | 'other_email'
  | 'street'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'ein'
  | 'fax'
  | 'external_entity_id'
  | 'tax_return_id';

const textFields: { key: Exclude<TextField, 'name'>; label: string; type?: 'email'; max: number }[] = [
  { key: 'business_email', label: t.businessEmail, type: 'email', max: 254 },
  { key: 'other_email', label: t.otherEmail, type: 'email', max: 254 },
  { key: 'street', label: t.street, max: 200 },
  { key: 'city', label: t.city, max: 100 },
  { key: 'state', label: t.state, max: 100 },
  { key: 'zip', label: t.zip, max: 20 },
  { key: 'country', label: t.country, max: 100 },
  { key: 'ein', label: t.ein, max: 20 },
  { key: 'fax', label: t.fax, max: 20 },
  { key: 'external_entity_id', label: t.externalEntityId, max: 100 },
  { key: 'tax_return_id', label: t.taxReturnId, max: 100 },
];

/** FA §9 (countries): Canada has provinces and postal codes; elsewhere state and zip. */
const isCanada = (country: string) => /^(ca|canada)$/i.test(country.trim());

/**
 * FA §2.5 'Edit Entity Information': tabs Details (the entity's fields, FA §3.2) and Settings (active and
 * read-only; read-only is disabled while the entity is inactive, FA §4.4). 'Entity info updated successfully.'
 */
export function EditEntityDialog({
  company,
  entityTypes,
  onClose,
  onSaved,
}: {
  company: CompanyDetail;
  entityTypes: string[];
  onClose: () => void;
  onSaved: (company: CompanyDetail) => void;
}) {
  const s = useStyles();
  const [tab, setTab] = useState<'details' | 'settings'>('details');
  // FA §3.4 external_entity_id_allowed: the external id is asked for only while the firm allows them.
  const externalIds = useFirmFlag('external_entity_id_allowed');
  const [values, setValues] = useState<Record<TextField, string>>(() => ({
    name: company.name,
    business_email: company.business_email,
    other_email: company.other_email,
    street: company.street,
    city: company.city,
    state: company.state,
    zip: company.zip,
    country: company.country,
    ein: company.ein,
    fax: company.fax,
    external_entity_id: company.external_entity_id,
    tax_return_id: company.tax_return_id,
  }));
  const [entityType, setEntityType] = useState(company.entity_type);
  const [inactive, setInactive] = useState(company.inactive);
  const [readonly, setReadonly] = useState(company.readonly_access);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const errors: Partial<Record<string, string>> = {
    name: entityNameError(values.name) ?? serverErrors.name,
    business_email:
      values.business_email.trim() && !looksLikeEmail(values.business_email)
        ? t.invalidEmail
        : serverErrors.business_email,
    other_email:
      values.other_email.trim() && !looksLikeEmail(values.other_email) ? t.invalidEmail : serverErrors.other_email,
  };
  for (const [k, v] of Object.entries(serverErrors)) errors[k] ??= v;
  const invalid = Object.values(errors).some(Boolean);
  const types = entityTypes.includes(company.entity_type) ? entityTypes : [company.entity_type, ...entityTypes];

  const set = (key: TextField, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _, ...rest }) => rest);
  };

  async function save() {
    if (invalid) {
      setTab('details');
      return;
    }
    setBusy(true);
    // Only what changed is sent; read-only is left alone while the entity is (or becomes) inactive.
    const body: UpdateCompanyBody = { id: company.id };
    for (const [k, v] of Object.entries(values) as [TextField, string][]) if (v !== company[k]) body[k] = v.trim();
    if (entityType !== company.entity_type) body.entity_type = entityType;
    if (inactive !== company.inactive) body.inactive = inactive;
    if (!inactive && readonly !== company.readonly_access) body.readonly_access = readonly;
    const res = await companies.update(body);
    setBusy(false);
    if (!res) return;
    if (!res.ok) {
      const fields = { ...res.fields };
      if (res.status === 409 && res.error) fields.name = res.error;
      setServerErrors(fields);
      setTab('details');
      return;
    }
    toastSuccess(entityText.infoUpdated);
    onSaved(res.data.company);
    onClose();
  }

  const canada = isCanada(values.country);
  const labelOf = (key: (typeof textFields)[number]['key'], label: string) =>
    canada && key === 'state' ? t.province : canada && key === 'zip' ? t.postalCode : label;
  return (
    <FormDialog
      title={spec.editEntity}
      submitLabel={t.save}
      canSubmit={!busy && !invalid}
      noValidate
      onSubmit={save}
      onClose={onClose}
    >
      <div className={s.body}>
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'details' | 'settings')}>
          <Tab value="details">{t.details}</Tab>
          <Tab value="settings">{t.settings}</Tab>
        </TabList>
        {tab === 'details' ? (
          <div className={s.grid} role="tabpanel" aria-label={t.details}>
            <Field
              className={s.wide}
              label={t.entityName}
              required
              validationState={errors.name ? 'error' : 'none'}
              validationMessage={errors.name}
            >
              <Input value={values.name} maxLength={200} onChange={(_, d) => set('name', d.value)} />
            </Field>
            <Field label={t.entityType} required>
              <Select value={entityType} onChange={(_, d) => setEntityType(d.value)}>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </Select>
            </Field>
            {textFields
              .filter((f) => externalIds || f.key !== 'external_entity_id')
              .map((f) => (
                <Field
                  key={f.key}
                  label={labelOf(f.key, f.label)}
                  validationState={errors[f.key] ? 'error' : 'none'}
                  validationMessage={errors[f.key]}
                >
                  <Input
                    type={f.type ?? 'text'}
                    value={values[f.key]}
                    maxLength={f.max}
                    onChange={(_, d) => set(f.key, d.value)}
                  />
                </Field>
              ))}
          </div>
        ) : (
          <div className={s.body} role="tabpanel" aria-label={t.settings}>
            <Switch label={t.activeToggle} checked={!inactive} onChange={(_, d) => setInactive(!d.checked)} />
            <Switch
              label={t.readonlyToggle}
              checked={readonly}
              disabled={!canChangeReadonly({ inactive })}
              onChange={(_, d) => setReadonly(d.checked)}
            />
            {!canChangeReadonly({ inactive }) && <p className={s.muted}>{t.readonlyDisabled}</p>}
          </div>
        )}
      </div>
    </FormDialog>
  );
}
